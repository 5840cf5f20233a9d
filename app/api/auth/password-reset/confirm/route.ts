import { resetConfirmSchema } from "@/lib/auth/auth.schema";
import { confirmPasswordReset } from "@/lib/auth/password-reset";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "reset-confirm-ip", max: 50, windowMs: 60 * 60 * 1000 };

// POST /api/auth/password-reset/confirm – set a new password with a single-use token
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req));
  const { token, password } = await parseJson(req, resetConfirmSchema);
  await confirmPasswordReset(token, password);
  return json({ message: "Your password has been changed. Please sign in with your new password." });
});
