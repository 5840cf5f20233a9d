import "@/lib/validation/zod-config";
import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const newPasswordSchema = z
  .string({ error: "Please choose a password." })
  .min(PASSWORD_MIN, `Your password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`)
  .refine((p) => !isCommonPassword(p), "That password is too common. Please choose one that is harder to guess.");

export const displayNameSchema = z
  .string({ error: "Display name is required!" })
  .trim()
  .min(1, "Display name is required!")
  .max(60, "Your display name can have at most 60 characters.")
  .refine((v) => !/[\u0000-\u001f<>]/.test(v), "Your display name contains characters we can't use.");

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

// Login does not judge the password's strength: any string up to the maximum.
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX * 4),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export const resetConfirmSchema = z.object({
  token: z.string().min(20, "This reset link is not valid.").max(200, "This reset link is not valid."),
  password: newPasswordSchema,
});
