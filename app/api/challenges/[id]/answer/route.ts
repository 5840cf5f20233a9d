import { z } from "zod";
import { getRequestViewer } from "@/lib/auth/viewer";
import { checkChallengeAnswer, findChallenge } from "@/lib/gamification/challenges";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const NO_CHALLENGE = "That challenge does not exist.";
const paramsSchema = z.object({ id: z.string().min(1).max(80) });
const answerSchema = z.object({
  answer: z.string({ error: "Please pick an answer." }).trim().min(1, { error: "Please pick an answer." }).max(20),
});
const BURST = { name: "challenge-answer", max: 60, windowMs: 60 * 1000 };

// POST /api/challenges/{id}/answer – check a micro-learning answer; a signed-in user's first right answer earns XP
export const POST = handle(async (req, { params }) => {
  const { id } = await parseParamOr404(paramsSchema, params, NO_CHALLENGE);
  const challenge = findChallenge(id);
  if (!challenge) throw new AppError("NOT_FOUND", NO_CHALLENGE);
  const viewer = await getRequestViewer(req);
  await enforceRateLimit(BURST, viewer?.id ?? clientIp(req), "That's a lot of answers at once. Please wait a moment.");
  const { answer } = await parseJson(req, answerSchema, { maxBytes: 4 * 1024 });
  return json(await checkChallengeAnswer({ challenge, answer, userId: viewer?.id ?? null }));
});
