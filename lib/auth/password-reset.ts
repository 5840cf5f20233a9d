import "server-only";
import { createResetToken, resetPasswordWithToken } from "@/lib/db/reset-tokens";
import { getUserByEmail } from "@/lib/db/users";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { mailDelivery, sendMail } from "@/lib/mail/send-mail";
import { hashPassword } from "./password";
import { hashToken, newToken } from "./tokens";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset the password. It works for one hour.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired. Please request a new one.";
export const RESET_UNAVAILABLE_MESSAGE =
  "Password reset is unavailable: this site cannot send mail yet. Please contact its administrator.";

/** False on a production server without SMTP_URL: no mail could carry the link. */
export function passwordResetAvailable(): boolean {
  return mailDelivery() !== "none";
}

const PER_EMAIL = { name: "reset-email", max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Starts a reset. The answer is the same whether or not the email has an
 * account; the work happens after the answer so timing does not tell either.
 */
export function requestPasswordReset(email: string): void {
  if (!passwordResetAvailable()) throw new AppError("SERVICE_UNAVAILABLE", RESET_UNAVAILABLE_MESSAGE);
  void sendResetLink(email).catch((error: unknown) => {
    if (error instanceof AppError) return; // over the per-email limit: silently no more mail
    console.error("Password reset mail failed", { error: error instanceof Error ? error.message : String(error) });
  });
}

async function sendResetLink(email: string) {
  await enforceRateLimit(PER_EMAIL, email);
  const user = await getUserByEmail({ email });
  if (!user || user.disabledAt) return;
  const token = newToken();
  await createResetToken({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${env.APP_URL}/instagram/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: user.email,
    subject: "Reset your BioStudio password",
    text: [
      `Hi ${user.displayName},`,
      "",
      "Someone (hopefully you) asked to reset the password of your BioStudio account.",
      `Choose a new password here: ${link}`,
      "",
      "The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
      "",
      "— BioStudio, Bengaluru",
    ].join("\n"),
  });
}

/** Sets a new password with a valid token; every old session, API token and reset link ends with it. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  const userId = await resetPasswordWithToken({
    tokenHash: hashToken(token),
    passwordHash: await hashPassword(password),
  });
  if (!userId) throw new AppError("BAD_REQUEST", RESET_INVALID_MESSAGE);
}
