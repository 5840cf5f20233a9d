import { matchSetupCode } from "@/lib/admin/setup-code";
import { ADMIN_EXISTS_MESSAGE, createAdminSchema, SETUP_CODE_MESSAGE } from "@/lib/admin/admin.schema";
import { hashPassword } from "@/lib/auth/password";
import { getRequestViewer } from "@/lib/auth/viewer";
import { countAdmins, createAdministrator } from "@/lib/db/users";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

const LIMIT = { name: "admin-bootstrap-ip", max: 20, windowMs: 60 * 60 * 1000 };

// POST /api/admin/bootstrap – create an administrator: the first one on a fresh install with the
// one-time setup code from the server log, later only by an admin
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req), "Too many attempts from this network. Please try again later.");
  const viewer = await getRequestViewer(req);
  const byAdmin = viewer?.isAdmin === true;
  if (!byAdmin && (await countAdmins()) > 0) throw new AppError("FORBIDDEN", ADMIN_EXISTS_MESSAGE);

  const input = await parseJson(req, createAdminSchema);
  let setupSalt: string | undefined;
  if (!byAdmin) {
    const salt = await matchSetupCode(input.setupCode);
    if (!salt) throw new AppError("FORBIDDEN", SETUP_CODE_MESSAGE);
    setupSalt = salt;
  }
  const user = await createAdministrator({
    email: input.email,
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
    setupSalt,
  });
  if (user === "admin-exists") throw new AppError("FORBIDDEN", ADMIN_EXISTS_MESSAGE);
  if (!user) throw new AppError("CONFLICT", "An account with this email already exists.");
  return json({ user }, 201);
});
