import "server-only";
import { cache } from "react";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

/** What may leave the server about a profile; email is stripped for non-owners by the caller. */
export const profileSelect = {
  userId: true,
  username: true,
  displayName: true,
  bio: true,
  email: true,
  avatarId: true,
  createdAt: true,
  updatedAt: true,
} as const;

export interface ProfileRecord {
  userId: string;
  username: string;
  displayName: string;
  bio: string;
  email: string | null;
  avatarId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const getProfileByUsername = cache(async ({ username }: { username: string }): Promise<ProfileRecord | null> => {
  return db.profile.findUnique({ where: { username: username.toLowerCase() }, select: profileSelect });
});

export const getProfileByUserId = cache(async ({ userId }: { userId: string }): Promise<ProfileRecord | null> => {
  return db.profile.findUnique({ where: { userId }, select: profileSelect });
});

type ProfileFields = { displayName: string; bio: string; email: string | null; avatarId?: string | null };

/**
 * Creates the user's one profile and makes its username the account's, in one
 * transaction. "has-profile" when the user already has one, "taken" when the
 * username belongs to someone else (either check can lose a race; the unique
 * indexes decide then).
 */
export async function createProfile({
  userId,
  username,
  ...fields
}: ProfileFields & { userId: string; username: string }): Promise<ProfileRecord | "has-profile" | "taken"> {
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.profile.findUnique({ where: { userId }, select: { id: true } })) return "has-profile" as const;
      const owner = await tx.user.findFirst({ where: { username, NOT: { id: userId } }, select: { id: true } });
      if (owner) return "taken" as const;
      await tx.user.update({ where: { id: userId }, data: { username }, select: { id: true } });
      return tx.profile.create({
        data: { userId, username, ...fields, avatarId: fields.avatarId ?? null },
        select: profileSelect,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await db.profile.findUnique({ where: { userId }, select: { id: true } })) ? "has-profile" : "taken";
  }
}

/** Updates the profile only if `userId` owns the one named `username`; null otherwise. */
export async function updateProfile({
  userId,
  username,
  ...fields
}: ProfileFields & { userId: string; username: string }): Promise<ProfileRecord | null> {
  const data = {
    displayName: fields.displayName,
    bio: fields.bio,
    email: fields.email,
    ...(fields.avatarId === undefined ? {} : { avatarId: fields.avatarId }),
  };
  const { count } = await db.profile.updateMany({ where: { username, userId }, data });
  if (count === 0) return null;
  return db.profile.findUnique({ where: { userId }, select: profileSelect });
}
