import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { cancelSubscription } from "@/lib/account/billing";
import { changePasswordHash, deleteAccountData, getBillingIds, getPasswordHash } from "@/lib/db/account";
import { AppError } from "@/lib/http/errors";
import { countAttempt } from "@/lib/http/rate-limit";
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "./account.schema";

/** Wrong current passwords per account, like sign-in: ten in 15 minutes, then 429. */
export const WRONG_PASSWORD_LIMIT = { name: "account-password", max: 10, windowMs: 15 * 60 * 1000 };

/**
 * The attempt is counted before the password is checked (so parallel requests
 * cannot all get a guess in) and given back when it was right.
 */
async function checkPassword(userId: string, password: string) {
  const attempt = await countAttempt(
    WRONG_PASSWORD_LIMIT,
    userId,
    "Too many attempts. Please wait a few minutes and try again.",
  );
  const hash = await getPasswordHash({ userId });
  if (!hash || !(await verifyPassword(hash, password))) {
    throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.wrongPassword);
  }
  await attempt.release();
}

export async function changePassword(userId: string, input: ChangePasswordInput, keepSessionId?: string) {
  await checkPassword(userId, input.currentPassword);
  if (input.currentPassword === input.newPassword) throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.samePassword);
  await changePasswordHash({ userId, passwordHash: await hashPassword(input.newPassword), keepSessionId });
}

/**
 * Deletes the account after the password was confirmed. A running Stripe
 * subscription is cancelled first (the terms promise it); if that fails,
 * nothing is deleted so the user is never billed for an account that is gone.
 */
export async function deleteAccount(userId: string, password: string) {
  await checkPassword(userId, password);
  const billing = await getBillingIds({ userId });
  if (billing?.stripeSubscriptionId) {
    try {
      await cancelSubscription(billing.stripeSubscriptionId);
    } catch (error) {
      console.error("Stripe cancellation failed", { error: error instanceof Error ? error.message : String(error) });
      throw new AppError("SERVICE_UNAVAILABLE", ACCOUNT_MESSAGES.billingCancelFailed, { retryAfterSeconds: 30 });
    }
  }
  await deleteAccountData({ userId });
}
