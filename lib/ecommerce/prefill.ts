import "server-only";
import { getOwnProduct, getStoreProfile } from "@/lib/db/products";
import { productIdSchema } from "./ecommerce.schema";
import { launchPrefill, promoPrefill, toProductView, type LaunchPrefill, type PromoPrefill } from "./product-view";

// The campaign tools open filled in from a product (?product=<id>) and the store profile.
// An id that is not the user's product fills in nothing, exactly like no id.

async function ownProduct(userId: string, raw: unknown) {
  const parsed = productIdSchema.safeParse({ id: Array.isArray(raw) ? raw[0] : raw });
  if (!parsed.success) return null;
  const row = await getOwnProduct({ userId, id: parsed.data.id });
  return row ? toProductView(row) : null;
}

export async function launchPrefillFor(userId: string, productId: unknown): Promise<LaunchPrefill | undefined> {
  const product = await ownProduct(userId, productId);
  return product ? launchPrefill(product) : undefined;
}

export async function promoPrefillFor(userId: string, productId: unknown): Promise<PromoPrefill | undefined> {
  const [product, store] = await Promise.all([ownProduct(userId, productId), getStoreProfile({ userId })]);
  if (!product && !store) return undefined;
  return promoPrefill(product, store);
}
