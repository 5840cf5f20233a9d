import "server-only";
import { enforceRateLimit, type Limit } from "./rate-limit";

// Per-account limits on actions that earn XP or make public pages, so a script cannot mint
// share pages or farm activity. Generous for a person; the answer is a 429 with Retry-After.

const MINUTE = 60 * 1000;

export const USER_LIMITS = {
  share: {
    limit: { name: "bio-share", max: 20, windowMs: 60 * MINUTE },
    message: "You've shared a lot of bios in a short time. Please wait a while before sharing more.",
  },
  templateUse: {
    limit: { name: "template-use", max: 40, windowMs: 10 * MINUTE },
    message: "You're using templates very quickly. Please wait a moment and try again.",
  },
  bioSave: {
    limit: { name: "bio-save", max: 60, windowMs: 10 * MINUTE },
    message: "You're saving bios very quickly. Please wait a moment and try again.",
  },
} as const satisfies Record<string, { limit: Limit; message: string }>;

/** Throws 429 with Retry-After and the action's own message once the account has used up its limit. */
export async function enforceUserLimit(action: keyof typeof USER_LIMITS, userId: string): Promise<void> {
  const { limit, message } = USER_LIMITS[action];
  await enforceRateLimit(limit, userId, message);
}
