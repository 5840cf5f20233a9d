import "server-only";
import { limitFor } from "@/lib/config/plans";
import { countHashtagSets, createHashtagSet, deleteHashtagSet, listHashtagSets } from "@/lib/db/hashtag-sets";
import { AppError } from "@/lib/http/errors";
import { remaining, spend, type QuotaUser } from "@/lib/account/quota";
import { randomInt } from "node:crypto";
import { enrichWithAi } from "./ai-hashtags";
import { generateHashtags, type HashtagResult } from "./generate-hashtags";
import type { HashtagAnswer } from "./hashtag-types";
import { HASHTAG_MESSAGES, MAX_SAVED_SETS, type HashtagRequest, type SaveSetInput } from "./hashtags.schema";

// The hashtag generator on the server: one use of the "hashtag" allowance per run, spent
// atomically before the engine runs and given back if it fails.

export async function runHashtags(
  user: QuotaUser,
  input: HashtagRequest,
  { now = new Date(), abortSignal }: { now?: Date; abortSignal?: AbortSignal } = {},
): Promise<HashtagAnswer> {
  const { refund } = await spend(user, "hashtag", now);
  let result: HashtagResult | undefined;
  let engine: HashtagAnswer["engine"] = "composer";
  try {
    const curated = generateHashtags(input, input.seed ?? randomInt(0, 2_147_483_647));
    if (!curated) throw new AppError("BAD_REQUEST", "Please choose an industry from the list.");
    // A configured model may add mid and niche tags, filtered like the curated ones.
    ({ result, engine } = await enrichWithAi(curated, input, { abortSignal }));
  } catch (error) {
    await refund().catch((refundError: unknown) =>
      console.error("[hashtags] quota refund failed", { userId: user.id, error: String(refundError) }),
    );
    throw error;
  }
  return {
    ...result,
    engine,
    remaining: await remaining(user, "hashtag", now),
    limit: limitFor(user.subscriptionStatus, "hashtag"),
  };
}

export async function saveHashtagSet(userId: string, input: SaveSetInput) {
  if ((await countHashtagSets(userId)) >= MAX_SAVED_SETS) throw new AppError("CONFLICT", HASHTAG_MESSAGES.tooMany);
  return createHashtagSet({ userId, ...input });
}

export const hashtagSetsOf = (userId: string) => listHashtagSets(userId);

export async function removeHashtagSet(userId: string, id: string) {
  if (!(await deleteHashtagSet({ id, userId }))) throw new AppError("NOT_FOUND", HASHTAG_MESSAGES.notFound);
}
