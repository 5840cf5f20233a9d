import { adminUserIdSchema, adminUserUpdateSchema } from "@/lib/admin/admin.schema";
import { revokeEverything } from "@/lib/db/auth-sessions";
import { getUserById, updateUserAccess } from "@/lib/db/users";
import { AppError } from "@/lib/http/errors";
import { withAdmin } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { forgetSharesOf } from "@/lib/share/share-pages";

const NOT_FOUND = "We couldn't find that user.";

// PATCH /api/admin/users/{id} – set a user's plan, admin right or disabled state
export const PATCH = withAdmin(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(adminUserIdSchema, params, NOT_FOUND);
  const input = await parseJson(req, adminUserUpdateSchema);

  // An admin keeps their own access, so the last admin cannot lock everyone out.
  if (id === viewer.id && input.isAdmin === false) {
    throw new AppError("CONFLICT", "You can't revoke your own admin right. Ask another administrator to do it.");
  }
  if (id === viewer.id && input.disabled === true) {
    throw new AppError("CONFLICT", "You can't disable your own account while you are signed in as an administrator.");
  }

  const target = await getUserById({ id });
  if (!target) throw new AppError("NOT_FOUND", NOT_FOUND);

  const user = await updateUserAccess({
    userId: id,
    plan: input.plan,
    isAdmin: input.isAdmin,
    // Disabling twice keeps the first timestamp.
    disabled:
      input.disabled === undefined || input.disabled === Boolean(target.disabledAt) ? undefined : input.disabled,
  });
  if (!user) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (input.disabled) await revokeEverything({ userId: id });
  // A disabled account's share pages go dark at once; enabled again, they come back.
  if (input.disabled !== undefined) await forgetSharesOf(id);
  return json(user);
});
