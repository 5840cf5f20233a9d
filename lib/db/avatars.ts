import "server-only";
import { db } from "./client";

export async function createAvatar({ userId, data }: { userId: string; data: Uint8Array<ArrayBuffer> }) {
  return db.avatar.create({ data: { userId, data, size: data.byteLength }, select: { id: true, size: true } });
}

/** The image bytes of an avatar (public: it is shown on the owner's public profile). */
export async function getAvatarImage({ id }: { id: string }) {
  return db.avatar.findUnique({ where: { id }, select: { data: true, size: true, createdAt: true } });
}

/** True when the avatar exists and belongs to this user: a profile may only point at its own. */
export async function ownsAvatar({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  return (await db.avatar.count({ where: { id, userId } })) > 0;
}

/** Removes the user's uploads that no profile points at any more (old or abandoned avatars). */
export async function deleteUnusedAvatars({ userId, keepId }: { userId: string; keepId: string | null }) {
  await db.avatar.deleteMany({ where: { userId, ...(keepId ? { NOT: { id: keepId } } : {}) } });
}

/** Removes one of the user's own avatars (an image stored for a save that then failed). */
export async function deleteAvatar({ id, userId }: { id: string; userId: string }) {
  await db.avatar.deleteMany({ where: { id, userId } });
}
