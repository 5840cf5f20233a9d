import "server-only";
import sharp from "sharp";

// Smaller copies of an avatar for pages that show it small (the link-in-bio
// page shows 96 px, so 192 px for sharp screens). Avatars never change under
// an id, so a resized copy is kept for the life of the process.

export const AVATAR_VARIANT_SIZES = [96, 192] as const;
const MAX_KEPT = 300;
const kept = new Map<string, Uint8Array>();

export function isVariantSize(size: number): size is (typeof AVATAR_VARIANT_SIZES)[number] {
  return (AVATAR_VARIANT_SIZES as readonly number[]).includes(size);
}

export async function avatarVariant(id: string, data: Uint8Array, size: number): Promise<Uint8Array> {
  const key = `${id}:${size}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const resized = new Uint8Array(
    await sharp(data).resize(size, size, { fit: "cover" }).webp({ quality: 80 }).toBuffer(),
  );
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, resized);
  return resized;
}
