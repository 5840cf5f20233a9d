import "server-only";
import { deleteUnusedAvatars, ownsAvatar } from "@/lib/db/avatars";
import { createProfile, updateProfile, type ProfileRecord } from "@/lib/db/profiles";
import { recordActivity, type ActivityOutcome } from "@/lib/gamification/events";
import { AppError } from "@/lib/http/errors";
import { avatarUrl, PROFILE_MESSAGES, type CreateProfileInput, type UpdateProfileInput } from "./profile.schema";

/** GET /api/profile/{username}: the public view, plus the email for its owner only. */
export interface ProfileView {
  username: string;
  displayName: string;
  bio: string;
  avatar: string | null;
  email?: string | null;
  isOwner: boolean;
}

export function toProfileView(profile: ProfileRecord, viewerId: string | null): ProfileView {
  const isOwner = viewerId === profile.userId;
  return {
    username: profile.username,
    displayName: profile.displayName,
    bio: profile.bio,
    avatar: avatarUrl(profile.avatarId),
    ...(isOwner ? { email: profile.email } : {}),
    isOwner,
  };
}

export interface SavedProfile {
  username: string;
  displayName: string;
  bio: string;
  email: string | null;
  avatar: string | null;
  gamification: ActivityOutcome | null;
}

async function assertOwnAvatar(userId: string, avatarId: string | null | undefined) {
  // Someone else's upload id is refused like a malformed one: ids reveal nothing.
  if (avatarId && !(await ownsAvatar({ id: avatarId, userId }))) {
    throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.avatarInvalid);
  }
}

async function finish(userId: string, profile: ProfileRecord, avatarChanged: boolean): Promise<SavedProfile> {
  if (avatarChanged) await deleteUnusedAvatars({ userId, keepId: profile.avatarId });
  // Spec §3: "customise profile with avatar" is what counts for gamification: a new avatar,
  // not every later save of an unchanged profile (which would hand out XP on repeat).
  const gamification =
    avatarChanged && profile.avatarId
      ? await recordActivity(userId, { kind: "profile_customized", withAvatar: true }).catch(() => null)
      : null;
  return {
    username: profile.username,
    displayName: profile.displayName,
    bio: profile.bio,
    email: profile.email,
    avatar: avatarUrl(profile.avatarId),
    gamification,
  };
}

export async function createOwnProfile(userId: string, input: CreateProfileInput): Promise<SavedProfile> {
  await assertOwnAvatar(userId, input.avatar);
  const result = await createProfile({
    userId,
    username: input.username,
    displayName: input.displayName,
    bio: input.bio,
    email: input.email,
    avatarId: input.avatar ?? null,
  });
  if (result === "has-profile") throw new AppError("CONFLICT", PROFILE_MESSAGES.alreadyHasProfile);
  if (result === "taken") throw new AppError("CONFLICT", PROFILE_MESSAGES.usernameTaken);
  return finish(userId, result, input.avatar != null);
}

/**
 * Updates the profile named `username` if this user owns it. The username itself
 * never changes: sending a different one is refused.
 */
export async function updateOwnProfile(
  userId: string,
  username: string,
  input: UpdateProfileInput,
  owner: ProfileRecord,
): Promise<SavedProfile> {
  if (owner.userId !== userId) throw new AppError("FORBIDDEN", PROFILE_MESSAGES.notOwner);
  if (input.username !== undefined && input.username !== null) {
    const sent = typeof input.username === "string" ? input.username.trim().replace(/^@+/, "").toLowerCase() : null;
    if (sent !== username) throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.usernameImmutable);
  }
  await assertOwnAvatar(userId, input.avatar);
  const updated = await updateProfile({
    userId,
    username,
    displayName: input.displayName,
    bio: input.bio,
    email: input.email,
    avatarId: input.avatar,
  });
  if (!updated) throw new AppError("FORBIDDEN", PROFILE_MESSAGES.notOwner);
  return finish(userId, updated, input.avatar !== undefined && input.avatar !== owner.avatarId);
}
