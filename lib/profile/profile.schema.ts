import "@/lib/validation/zod-config";
import { z } from "zod";
import { displayNameSchema } from "@/lib/auth/auth.schema";
import { graphemeLength } from "@/lib/bio/graphemes";

// The profile form and API: one schema drives both.

export const BIO_LIMIT = 150;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const PROFILE_MESSAGES = {
  usernameRequired: "Username is required!",
  displayNameRequired: "Display name is required!",
  usernameShape: `Usernames have ${USERNAME_MIN} to ${USERNAME_MAX} letters, numbers, dots or underscores, and don't start or end with a dot.`,
  usernameTaken: "That username is taken. Please choose another one.",
  alreadyHasProfile: "You already have a profile. Edit it instead.",
  bioTooLong: `Your bio can have at most ${BIO_LIMIT} characters.`,
  emailInvalid: "Please enter a valid email address.",
  avatarInvalid: "Please upload the avatar again.",
  notFound: "No profile with this username.",
  notOwner: "You can only change your own profile.",
  usernameImmutable: "Your username can't be changed.",
  createFailed: "Failed to create profile. Please try again.",
  updateFailed: "Failed to update profile. Please try again.",
} as const;

/** Instagram's rules: letters, digits, dots and underscores; no leading, trailing or double dot. */
const USERNAME_PATTERN = /^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9._]+$/;

/** Case-insensitive: usernames are stored in lowercase, "@Priya" and "priya" are one name. */
export const usernameSchema = z
  .string({ error: PROFILE_MESSAGES.usernameRequired })
  .trim()
  .transform((v) => v.replace(/^@+/, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, PROFILE_MESSAGES.usernameRequired)
      .min(USERNAME_MIN, PROFILE_MESSAGES.usernameShape)
      .max(USERNAME_MAX, PROFILE_MESSAGES.usernameShape)
      .regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameShape),
  );

export const profileBioSchema = z
  .string()
  .max(2_000, PROFILE_MESSAGES.bioTooLong)
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .refine((v) => graphemeLength(v) <= BIO_LIMIT, PROFILE_MESSAGES.bioTooLong)
  .refine((v) => !/[\u0000-\u0008\u000b-\u001f]/.test(v), "Your bio contains characters we can't use.");

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, PROFILE_MESSAGES.emailInvalid)
  .refine((v) => v === "" || z.email().safeParse(v).success, PROFILE_MESSAGES.emailInvalid)
  .transform((v) => (v === "" ? null : v));

/** "/api/avatars/<id>": what the upload answered. Only the owner's own avatars are accepted. */
export const AVATAR_PATH = /^\/api\/avatars\/([a-z0-9]{10,40})$/;

/** An earlier upload by its id, or an image sent inline as a `data:` URL (decoded on the server). */
export type AvatarInput = { uploadId: string; dataUrl?: undefined } | { dataUrl: string; uploadId?: undefined };

const avatarSchema = z.string().transform((v, ctx): AvatarInput => {
  if (v.startsWith("data:")) return { dataUrl: v };
  const uploadId = v.length <= 200 ? AVATAR_PATH.exec(v)?.[1] : undefined;
  if (uploadId) return { uploadId };
  ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.avatarInvalid });
  return z.NEVER;
});

const fields = {
  displayName: displayNameSchema,
  bio: profileBioSchema.nullish().transform((v) => v ?? ""),
  email: optionalEmail.nullish().transform((v) => v ?? null),
  /** An upload's URL or a `data:image/…;base64,` URL; null removes it; absent keeps it (on update). */
  avatar: avatarSchema.nullish(),
};

/** POST /api/profile. Unknown fields (isAdmin, subscriptionStatus…) are dropped. */
export const createProfileSchema = z.object({ username: usernameSchema, ...fields });
export type CreateProfileInput = z.infer<typeof createProfileSchema>;

/** PUT /api/profile/{username}: the username may be sent but must be the same. */
export const updateProfileSchema = z.object({ username: z.unknown().optional(), ...fields });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The route segment: any string; an invalid one is simply not found. */
export const usernameParamSchema = z.object({ username: z.string().max(100) });

export function avatarUrl(avatarId: string | null): string | null {
  return avatarId ? `/api/avatars/${avatarId}` : null;
}
