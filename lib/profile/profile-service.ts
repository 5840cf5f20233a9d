import "server-only";
import { createAvatar, deleteAvatar, deleteUnusedAvatars, ownsAvatar } from "@/lib/db/avatars";
import { createProfile, getProfileByUserId, updateProfile, type ProfileRecord } from "@/lib/db/profiles";
import { recordActivity, type ActivityOutcome } from "@/lib/gamification/events";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { avatarFromDataUrl } from "./avatar-data-url";
import { forgetPublicPage } from "@/lib/link-in-bio/recent";
import { forgetSharesOf } from "@/lib/share/share-pages";
import { AVATAR_UPLOAD_LIMIT } from "./avatar-image";
import {
  avatarUrl,
  PROFILE_MESSAGES,
  type AvatarInput,
  type CreateProfileInput,
  type UpdateProfileInput,
} from "./profile.schema";

/** The user's username and avatar as the generator shows them; null before they create a profile. */
export async function getOwnProfileSummary(
  userId: string,
): Promise<{ username: string; avatar: string | null } | null> {
  const profile = await getProfileByUserId({ userId });
  return profile ? { username: profile.username, avatar: avatarUrl(profile.avatarId) } : null;
}

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

/**
 * The avatar id to save: an upload of this user's (someone else's id is refused like a
 * malformed one: ids reveal nothing), or an inline image stored now. null removes the
 * avatar, undefined keeps it. `stored` is set when this call stored a new image.
 */
async function resolveAvatar(
  userId: string,
  avatar: AvatarInput | null | undefined,
): Promise<{ id: string | null | undefined; stored?: string }> {
  if (!avatar) return { id: avatar };
  if (avatar.uploadId !== undefined) {
    if (!(await ownsAvatar({ id: avatar.uploadId, userId }))) {
      throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.avatarInvalid);
    }
    return { id: avatar.uploadId };
  }
  await enforceRateLimit(AVATAR_UPLOAD_LIMIT, userId, AVATAR_UPLOAD_LIMIT.message);
  const { id } = await createAvatar({ userId, data: await avatarFromDataUrl(avatar.dataUrl) });
  return { id, stored: id };
}

/** Runs the save; an image stored for it is removed again when the save fails. */
async function withAvatar<T>(
  userId: string,
  avatar: AvatarInput | null | undefined,
  save: (avatarId: string | null | undefined) => Promise<T>,
): Promise<T> {
  const { id, stored } = await resolveAvatar(userId, avatar);
  try {
    return await save(id);
  } catch (error) {
    if (stored) await deleteAvatar({ id: stored, userId }).catch(() => undefined);
    throw error;
  }
}

async function finish(userId: string, profile: ProfileRecord, avatarChanged: boolean): Promise<SavedProfile> {
  if (avatarChanged) await deleteUnusedAvatars({ userId, keepId: profile.avatarId });
  // "Customise profile with avatar" is what counts for gamification: a new avatar,
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
  const created = await withAvatar(userId, input.avatar, async (avatarId) => {
    const result = await createProfile({
      userId,
      username: input.username,
      displayName: input.displayName,
      bio: input.bio,
      email: input.email,
      avatarId: avatarId ?? null,
    });
    if (result === "has-profile") throw new AppError("CONFLICT", PROFILE_MESSAGES.alreadyHasProfile);
    if (result === "taken") throw new AppError("CONFLICT", PROFILE_MESSAGES.usernameTaken);
    return result;
  });
  // Share pages show the creator's name and photo from the profile once it exists.
  await forgetSharesOf(userId);
  return finish(userId, created, input.avatar != null);
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
  const updated = await withAvatar(userId, input.avatar, async (avatarId) => {
    const result = await updateProfile({
      userId,
      username,
      displayName: input.displayName,
      bio: input.bio,
      email: input.email,
      avatarId,
    });
    if (!result) throw new AppError("FORBIDDEN", PROFILE_MESSAGES.notOwner);
    return result;
  });
  // The link-in-bio page shows the name and photo: its next visitor reads them fresh.
  forgetPublicPage(username);
  await forgetSharesOf(userId);
  return finish(userId, updated, input.avatar !== undefined && updated.avatarId !== owner.avatarId);
}
