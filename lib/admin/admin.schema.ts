import "@/lib/validation/zod-config";
import { z } from "zod";
import { displayNameSchema, emailSchema, newPasswordSchema } from "@/lib/auth/auth.schema";
import { PLAN_IDS } from "@/lib/config/plans";
import { pageNumberSchema, recordIdParamSchema } from "@/lib/validation/common";

/** The first administrator needs the one-time code the server prints in its log at start. */
export const SETUP_CODE_MESSAGE =
  "That setup code is not right. Use the code the server printed in its log when it started (restart it to print the code again).";

// Inputs of the admin APIs and forms. Unknown fields are dropped (zod objects
// strip them), so a body cannot assign columns the schema does not name.

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_MAILBOX_SIZE = 50;
export const ADMIN_SEARCH_MAX = 100;

/** `GET /api/admin/users?q=&page=`: a blank query means everyone. */
export const adminUserSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, `Search for at most ${ADMIN_SEARCH_MAX} characters.`)
    .optional()
    .transform((q) => q || undefined),
  page: pageNumberSchema,
});
export type AdminUserSearchInput = z.infer<typeof adminUserSearchSchema>;

export const adminUserIdSchema = recordIdParamSchema("We couldn't find that user.");

export const planSchema = z.enum(PLAN_IDS, { error: `Choose a plan: ${PLAN_IDS.join(", ")}.` });

/** `PATCH /api/admin/users/{id}`: any of the three, at least one. */
export const adminUserUpdateSchema = z
  .object({
    plan: planSchema.optional(),
    isAdmin: z.boolean({ error: "isAdmin must be true or false." }).optional(),
    disabled: z.boolean({ error: "disabled must be true or false." }).optional(),
  })
  .refine((v) => v.plan !== undefined || v.isAdmin !== undefined || v.disabled !== undefined, {
    message: "Nothing to change: send a plan, isAdmin or disabled.",
  });
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** `POST /api/admin/bootstrap` and the create-admin form. `setupCode`: first run only (no admin signed in). */
export const createAdminSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema,
  setupCode: z.string({ error: "Enter the setup code." }).trim().max(64, SETUP_CODE_MESSAGE).optional(),
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

export const ADMIN_EXISTS_MESSAGE = "An administrator already exists. Ask an administrator to create your account.";
