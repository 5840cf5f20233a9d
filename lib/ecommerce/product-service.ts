import "server-only";
import {
  countProducts,
  getOwnProduct,
  getStoreProfile,
  listProducts,
  saveStoreProfile,
  updateOwnProduct,
} from "@/lib/db/products";
import { AppError } from "@/lib/http/errors";
import { addLink, getOwnPage, type LinkView } from "@/lib/link-in-bio/link-in-bio-service";
import { MAX_LINK_TITLE } from "@/lib/link-in-bio/link-in-bio.schema";
import { safeUrl } from "./clean";
import {
  ECOMMERCE_MESSAGES,
  STORE_FIELDS,
  type ProductPatch,
  type StoreProfile,
  type StoreProfileInput,
} from "./ecommerce.schema";
import { fitWords, productUtm, toProductView, type ProductView } from "./product-view";

// The products a user imported: the searchable list, featuring, the page address, turning
// a product into a link-in-bio link, and the store profile.

export const PRODUCT_PAGE_SIZE = 200;

/** The first PRODUCT_PAGE_SIZE matches, featured first, and how many match in all. */
export async function searchProducts(
  userId: string,
  options: { query?: string; featuredOnly?: boolean } = {},
): Promise<{ products: ProductView[]; total: number }> {
  const [rows, total] = await Promise.all([
    listProducts({ userId, ...options, take: PRODUCT_PAGE_SIZE }),
    countProducts({ userId, ...options }),
  ]);
  return { products: rows.map(toProductView), total };
}

export async function getProduct(userId: string, id: string): Promise<ProductView> {
  const row = await getOwnProduct({ userId, id });
  if (!row) throw new AppError("NOT_FOUND", ECOMMERCE_MESSAGES.notFound);
  return toProductView(row);
}

export async function editProduct(userId: string, id: string, patch: ProductPatch): Promise<ProductView> {
  let url: string | null | undefined;
  if (patch.url !== undefined) {
    url = patch.url === null || patch.url.trim() === "" ? null : safeUrl(patch.url);
    if (url === null && patch.url !== null && patch.url.trim() !== "") {
      throw new AppError("BAD_REQUEST", ECOMMERCE_MESSAGES.url);
    }
  }
  const row = await updateOwnProduct({
    userId,
    id,
    ...(patch.featured !== undefined && { featured: patch.featured }),
    ...(url !== undefined && { url }),
  });
  if (!row) throw new AppError("NOT_FOUND", ECOMMERCE_MESSAGES.notFound);
  return toProductView(row);
}

/** The ids of products already linked from the user's page (same address and campaign); none without a page. */
export async function linkedProductIds(userId: string, products: ProductView[]): Promise<string[]> {
  const page = await getOwnPage(userId).catch(() => null);
  if (!page) return [];
  return products.filter((p) => page.links.some((link) => isProductLink(link, p))).map((p) => p.id);
}

function isProductLink(link: Pick<LinkView, "url" | "utm">, product: ProductView): boolean {
  return product.url !== null && link.url === product.url && link.utm.campaign === productUtm(product.title).campaign;
}

/** Adds the product to the end of the user's link-in-bio page, with UTM source instagram, medium bio. */
export async function addProductLink(userId: string, id: string): Promise<LinkView> {
  const product = await getProduct(userId, id);
  if (!product.url) throw new AppError("BAD_REQUEST", ECOMMERCE_MESSAGES.noUrl);
  const page = await getOwnPage(userId);
  if (page.links.some((link) => isProductLink(link, product)))
    throw new AppError("CONFLICT", ECOMMERCE_MESSAGES.onPage);
  return addLink(userId, {
    title: fitWords(product.title, MAX_LINK_TITLE),
    url: product.url,
    utm: productUtm(product.title),
  });
}

const EMPTY_STORE: StoreProfile = { name: "", niche: "", audience: "", location: "" };

export async function getStore(userId: string): Promise<StoreProfile> {
  return (await getStoreProfile({ userId })) ?? EMPTY_STORE;
}

export async function saveStore(userId: string, input: StoreProfileInput): Promise<StoreProfile> {
  const fields = Object.fromEntries(STORE_FIELDS.map((f) => [f, input[f] ?? ""])) as StoreProfile;
  return saveStoreProfile({ userId, ...fields });
}
