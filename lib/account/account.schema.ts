import "@/lib/validation/zod-config";
import { z } from "zod";
import { newPasswordSchema, PASSWORD_MAX } from "@/lib/auth/auth.schema";

export const DELETE_CONFIRMATION = "DELETE";

export const ACCOUNT_MESSAGES = {
  wrongPassword: "Your current password is not correct.",
  samePassword: "Your new password must be different from the current one.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  signedOutEverywhere: "You have been signed out on every device.",
  confirmDelete: `Please type ${DELETE_CONFIRMATION} to confirm.`,
  deleted: "Your account and all its data have been deleted.",
  billingCancelFailed:
    "We couldn't cancel your Premium subscription with our payment provider, so nothing was deleted. Please try again in a moment.",
} as const;

const currentPassword = z
  .string({ error: "Please enter your current password." })
  .min(1, "Please enter your current password.")
  .max(PASSWORD_MAX * 4);

export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: z
    .string({ error: ACCOUNT_MESSAGES.confirmDelete })
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION, ACCOUNT_MESSAGES.confirmDelete),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const ACCOUNT_TABS = ["subscription", "billing", "usage", "settings"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** `?tab=` of /instagram/account; anything unknown (or repeated) falls back to subscription. */
export const accountTabSchema = z.enum(ACCOUNT_TABS).catch("subscription");

/** `?checkout=` set by Stripe's success and cancel URLs (lib/account/billing.ts). */
export const checkoutResultSchema = z.enum(["success", "cancelled"]).optional().catch(undefined);
