import "server-only";
import { db, dialect } from "./client";

// Imported products and the store profile. Ownership is part of every `where`: another
// user's product id finds nothing. A product is found again on re-import by
// (userId, platform, externalId), so importing the same file twice changes nothing.

export const productSelect = {
  id: true,
  platform: true,
  externalId: true,
  title: true,
  description: true,
  price: true,
  currency: true,
  stock: true,
  imageUrl: true,
  url: true,
  tags: true,
  variants: true,
  featured: true,
  updatedAt: true,
} as const;

/** What an import writes; `url` null keeps the address the owner set by hand. */
export interface ProductWrite {
  externalId: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  stock: number | null;
  imageUrl: string | null;
  url: string | null;
  /** JSON array of strings */
  tags: string;
  /** JSON array of variants */
  variants: string;
}

/** A stored product as the pages and the API read it. */
export type ProductRow = ProductWrite & { id: string; platform: string; featured: boolean; updatedAt: Date };

export function countProducts({
  userId,
  query,
  featuredOnly,
}: {
  userId: string;
  query?: string;
  featuredOnly?: boolean;
}): Promise<number> {
  return db.product.count({ where: productWhere({ userId, query, featuredOnly }) });
}

/** Which of these keys the user already has on this platform. */
export async function existingProductKeys({
  userId,
  platform,
  externalIds,
}: {
  userId: string;
  platform: string;
  externalIds: string[];
}): Promise<Set<string>> {
  const rows = await db.product.findMany({
    where: { userId, platform, externalId: { in: externalIds } },
    select: { externalId: true },
  });
  return new Set(rows.map((r) => r.externalId));
}

/**
 * Writes one batch in one transaction: new products are created together, known ones
 * updated in place (their featured flag and a hand-set address survive).
 */
export async function upsertProducts({
  userId,
  platform,
  products,
}: {
  userId: string;
  platform: string;
  products: ProductWrite[];
}): Promise<{ created: number; updated: number }> {
  return db.$transaction(async (tx) => {
    const known = await tx.product.findMany({
      where: { userId, platform, externalId: { in: products.map((p) => p.externalId) } },
      select: { id: true, externalId: true },
    });
    const idOf = new Map(known.map((k) => [k.externalId, k.id]));
    const fresh = products.filter((p) => !idOf.has(p.externalId));
    if (fresh.length > 0) await tx.product.createMany({ data: fresh.map((p) => ({ ...p, userId, platform })) });
    for (const product of products) {
      const id = idOf.get(product.externalId);
      if (!id) continue;
      const { url, externalId: _key, ...fields } = product;
      await tx.product.update({ where: { id }, data: { ...fields, ...(url ? { url } : {}) }, select: { id: true } });
    }
    return { created: fresh.length, updated: products.length - fresh.length };
  });
}

function containsText(value: string): { contains: string } {
  if (dialect !== "postgres") return { contains: value };
  return Object.assign({ contains: value }, { mode: "insensitive" as const });
}

function productWhere({ userId, query, featuredOnly }: { userId: string; query?: string; featuredOnly?: boolean }) {
  return {
    userId,
    ...(featuredOnly ? { featured: true } : {}),
    ...(query ? { OR: [{ title: containsText(query) }, { tags: containsText(query) }] } : {}),
  };
}

export async function listProducts({
  userId,
  query,
  featuredOnly,
  take,
}: {
  userId: string;
  query?: string;
  featuredOnly?: boolean;
  take: number;
}): Promise<ProductRow[]> {
  return db.product.findMany({
    where: productWhere({ userId, query, featuredOnly }),
    orderBy: [{ featured: "desc" }, { title: "asc" }, { id: "asc" }],
    take,
    select: productSelect,
  });
}

export function getOwnProduct({ userId, id }: { userId: string; id: string }): Promise<ProductRow | null> {
  return db.product.findFirst({ where: { id, userId }, select: productSelect });
}

/** Null when the product is not the user's. */
export async function updateOwnProduct({
  userId,
  id,
  ...fields
}: {
  userId: string;
  id: string;
  featured?: boolean;
  url?: string | null;
}): Promise<ProductRow | null> {
  const { count } = await db.product.updateMany({ where: { id, userId }, data: fields });
  return count === 0 ? null : getOwnProduct({ userId, id });
}

export async function deleteOwnProducts({ userId }: { userId: string }): Promise<number> {
  const { count } = await db.product.deleteMany({ where: { userId } });
  return count;
}

export const storeProfileSelect = { name: true, niche: true, audience: true, location: true } as const;

export interface StoreProfileRow {
  name: string;
  niche: string;
  audience: string;
  location: string;
}

export function getStoreProfile({ userId }: { userId: string }): Promise<StoreProfileRow | null> {
  return db.storeProfile.findUnique({ where: { userId }, select: storeProfileSelect });
}

export function saveStoreProfile({
  userId,
  ...fields
}: StoreProfileRow & { userId: string }): Promise<StoreProfileRow> {
  return db.storeProfile.upsert({
    where: { userId },
    create: { userId, ...fields },
    update: fields,
    select: storeProfileSelect,
  });
}

/** Everything held about the user's store, for "Download your data". */
export async function collectStoreData({ userId }: { userId: string }) {
  const [products, storeProfile] = await Promise.all([
    db.product.findMany({
      where: { userId },
      select: { ...productSelect, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.storeProfile.findUnique({ where: { userId }, select: { ...storeProfileSelect, updatedAt: true } }),
  ]);
  return { products, storeProfile };
}
