import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "./client";

// Shared bios (/instagram/share/{id}). What leaves this module is public: the creator's
// display name and avatar, never their email, plan or admin flag.

export interface PublicShare {
  id: string;
  bio: string;
  tone: string;
  description: string;
  createdAt: Date;
  creator: { displayName: string; username: string | null; avatarId: string | null };
}

export function newShareId(): string {
  return randomBytes(12).toString("base64url");
}

export async function createShare({
  userId,
  description,
  tone,
  bio,
}: {
  userId: string;
  description: string;
  tone: string;
  bio: string;
}): Promise<{ id: string }> {
  return db.sharedBio.create({
    data: { id: newShareId(), userId, description, tone, bio },
    select: { id: true },
  });
}

export async function getPublicShare({ id }: { id: string }): Promise<PublicShare | null> {
  const row = await db.sharedBio.findUnique({
    where: { id },
    select: {
      id: true,
      bio: true,
      tone: true,
      description: true,
      createdAt: true,
      user: {
        select: {
          displayName: true,
          disabledAt: true,
          profile: { select: { displayName: true, username: true, avatarId: true } },
        },
      },
    },
  });
  // A disabled account's shares go dark with it.
  if (!row || row.user.disabledAt) return null;
  const profile = row.user.profile;
  return {
    id: row.id,
    bio: row.bio,
    tone: row.tone,
    description: row.description,
    createdAt: row.createdAt,
    creator: {
      displayName: profile?.displayName ?? row.user.displayName,
      username: profile?.username ?? null,
      avatarId: profile?.avatarId ?? null,
    },
  };
}

/** The ids of a user's shared bios: their pages are refreshed when the user's name or access changes. */
export async function listShareIds({ userId }: { userId: string }): Promise<string[]> {
  const rows = await db.sharedBio.findMany({ where: { userId }, select: { id: true } });
  return rows.map((row) => row.id);
}
