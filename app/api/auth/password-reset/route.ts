import { resetRequestSchema } from "@/lib/auth/auth.schema";
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/auth/password-reset";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "reset-ip", max: 50, windowMs: 60 * 60 * 1000 };

// POST /api/auth/password-reset – mail a reset link (the answer never tells whether the email exists)
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req));
  const { email } = await parseJson(req, resetRequestSchema);
  requestPasswordReset(email);
  return json({ message: RESET_REQUESTED_MESSAGE }, 202);
});
