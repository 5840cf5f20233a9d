import type { Catalogue, Platform, VariantDraft } from "./catalogue";
import { cleanText, MAX_DESCRIPTION, MAX_TITLE, parsePrice, parseStock, safeUrl, splitTags, stripHtml } from "./clean";

// Each platform's own export, read in its real column layout:
// - Shopify's products export: one row per variant, the product's fields on the first row of
//   each Handle, later rows of the same Handle carry only variant (or image) columns.
// - WooCommerce's product CSV exporter: one row per product; a variable product's variations
//   follow as rows of Type "variation" whose Parent is "id:<ID>" or the parent's SKU.
// - Etsy's listings download: one row per listing, variations as value lists in columns.
//   It has no listing id, so a listing is known by its SKU, or by its title when it has none.

export type Cell = (name: string) => string | undefined;

const REQUIRED: Record<Platform, string[]> = {
  shopify: ["Handle", "Title", "Variant Price"],
  woocommerce: ["ID", "Type", "Name", "Regular price"],
  etsy: ["TITLE", "DESCRIPTION", "PRICE", "QUANTITY"],
};

/** The platform whose export this header row is, or null. */
export function detectPlatform(header: readonly string[]): Platform | null {
  const names = new Set(header.map((h) => h.trim()));
  for (const platform of ["shopify", "woocommerce", "etsy"] as const) {
    if (REQUIRED[platform].every((name) => names.has(name))) return platform;
  }
  return null;
}

/** Why a header row was refused, in words the store owner can act on. */
export function headerProblem(header: readonly string[]): string {
  const first = header.join(",");
  const other = header.length <= 2 ? ([";", "\t", "|"] as const).find((d) => first.includes(d)) : undefined;
  if (other) {
    const name = other === ";" ? "semicolons (;)" : other === "\t" ? "tabs" : "vertical bars (|)";
    return `This file separates its columns with ${name}. Please upload the export as it was downloaded, with commas between columns.`;
  }
  return "We couldn't recognise this file. Please upload the products export from Shopify, WooCommerce or Etsy as it was downloaded, with its header row.";
}

const key = (value: string | undefined) => cleanText(value, 200);

function checkNumbers(
  cat: Catalogue,
  row: number,
  priceCell: string | undefined,
  stockCell: string | undefined,
  labels: { price: string; stock: string },
): { price: string; stock: number | null } | null {
  const price = parsePrice(priceCell);
  if (price === null) {
    cat.skip(row, `${labels.price} "${cleanText(priceCell, 20)}" is not a price.`);
    return null;
  }
  const stock = parseStock(stockCell);
  if (stock === undefined) {
    cat.skip(row, `${labels.stock} "${cleanText(stockCell, 20)}" is not a whole number.`);
    return null;
  }
  return { price, stock };
}

function setImage(cat: Catalogue, row: number, product: { imageUrl: string | null }, raw: string | undefined) {
  if (!raw?.trim()) return;
  const url = safeUrl(raw);
  if (!url) cat.note(row, "The image address is not an http(s) address, so the image was left out.");
  else if (!product.imageUrl) product.imageUrl = url;
}

function options(get: Cell, names: string[]): string[] {
  return names.map((n) => cleanText(get(n), 60)).filter(Boolean);
}

export function readShopifyRow(get: Cell, row: number, cat: Catalogue): void {
  const handle = key(get("Handle"));
  if (!handle) return cat.skip(row, "Handle is empty, so the row belongs to no product.");
  const hasVariant = ["Variant SKU", "Variant Price", "Option1 Value"].some((n) => get(n)?.trim());
  const numbers = checkNumbers(cat, row, get("Variant Price"), get("Variant Inventory Qty"), {
    price: "Variant Price",
    stock: "Variant Inventory Qty",
  });
  if (!numbers) return;
  const product = cat.product(handle, row);
  if (!product) return;
  const title = cleanText(get("Title"), MAX_TITLE);
  if (title && !product.title) {
    product.title = title;
    product.description = stripHtml(get("Body (HTML)"), MAX_DESCRIPTION);
    product.tags = splitTags([get("Type"), get("Tags")].filter(Boolean).join(","));
  }
  setImage(cat, row, product, get("Image Src"));
  setImage(cat, row, product, get("Variant Image"));
  if (hasVariant) {
    cat.addVariant(product, {
      sku: cleanText(get("Variant SKU"), 60),
      ...numbers,
      options: options(get, ["Option1 Value", "Option2 Value", "Option3 Value"]).filter((o) => o !== "Default Title"),
    });
  }
  cat.keptRows += 1;
}

/** Variations whose parent is named by SKU wait until the whole file is read. */
export interface PendingVariation {
  parent: string;
  row: number;
  variant: VariantDraft;
}

export function readWooRow(get: Cell, row: number, cat: Catalogue, pending: PendingVariation[]): void {
  const type = (get("Type") ?? "").toLowerCase();
  const sku = cleanText(get("SKU"), 60);
  const numbers = checkNumbers(cat, row, get("Sale price")?.trim() || get("Regular price"), get("Stock"), {
    price: "Price",
    stock: "Stock",
  });
  if (!numbers) return;
  const attributes = [1, 2, 3].map((n) => get(`Attribute ${n} value(s)`));
  if (type.includes("variation")) {
    const parent = key(get("Parent"));
    if (!parent) return cat.skip(row, "This variation has no Parent, so it belongs to no product.");
    const variant = { sku, ...numbers, options: attributes.map((a) => cleanText(a, 60)).filter(Boolean) };
    pending.push({ parent, row, variant });
    cat.keptRows += 1;
    return;
  }
  const id = key(get("ID"));
  const externalId = id || (sku ? `sku:${sku}` : "");
  if (!externalId) return cat.skip(row, "This product has neither an ID nor a SKU to know it by.");
  const title = cleanText(get("Name"), MAX_TITLE);
  if (!title) return cat.skip(row, "Name is empty.");
  const product = cat.product(externalId, row);
  if (!product) return;
  if (product.title) return cat.skip(row, `Another row above has the same ID (${externalId}).`);
  product.title = title;
  product.description = stripHtml(get("Short description")?.trim() || get("Description"), MAX_DESCRIPTION);
  product.price = numbers.price;
  product.stock = numbers.stock;
  product.tags = splitTags([get("Categories")?.replace(/>/g, ","), get("Tags")].filter(Boolean).join(","));
  const images = (get("Images") ?? "").split(",").map((s) => s.trim());
  setImage(cat, row, product, images.find(Boolean));
  const external = get("External URL");
  if (external?.trim()) {
    product.url = safeUrl(external);
    if (!product.url) cat.note(row, "External URL is not an http(s) address, so it was left out.");
  }
  if (sku) cat.products.set(`sku:${sku}`, product);
  cat.keptRows += 1;
}

/** Attaches waiting variations to their parents ("id:123" or the parent's SKU). */
export function settleWooVariations(cat: Catalogue, pending: PendingVariation[]): void {
  for (const { parent, row, variant } of pending) {
    const product = parent.startsWith("id:")
      ? cat.products.get(parent.slice(3))
      : (cat.products.get(`sku:${parent}`) ?? cat.products.get(parent));
    if (!product) {
      cat.keptRows -= 1;
      cat.skip(row, `The parent product "${parent}" is not in this file.`);
      continue;
    }
    cat.addVariant(product, variant);
  }
  // A product known by its SKU is listed once, under its ID.
  for (const [k, product] of cat.products) if (k !== product.externalId) cat.products.delete(k);
}

export function readEtsyRow(get: Cell, row: number, cat: Catalogue): void {
  const title = cleanText(get("TITLE"), MAX_TITLE);
  if (!title) return cat.skip(row, "TITLE is empty.");
  const numbers = checkNumbers(cat, row, get("PRICE"), get("QUANTITY"), { price: "PRICE", stock: "QUANTITY" });
  if (!numbers) return;
  const sku = cleanText(get("SKU")?.split(",")[0], 60);
  const externalId = sku ? `sku:${sku}` : `title:${title.toLowerCase()}`;
  if (cat.products.has(externalId)) {
    return cat.skip(row, `Another listing above has the same ${sku ? "SKU" : "title"}.`);
  }
  const product = cat.product(externalId, row);
  if (!product) return;
  product.title = title;
  product.description = stripHtml(get("DESCRIPTION"), MAX_DESCRIPTION);
  product.price = numbers.price;
  product.stock = numbers.stock;
  product.currency = cleanText(get("CURRENCY_CODE"), 3).toUpperCase();
  product.tags = splitTags([get("TAGS"), get("MATERIALS")].filter(Boolean).join(","));
  for (let n = 1; n <= 10 && !product.imageUrl; n += 1) setImage(cat, row, product, get(`IMAGE${n}`));
  const name = cleanText(get("VARIATION 1 NAME") || get("VARIATION 1 TYPE"), 40);
  for (const value of (get("VARIATION 1 VALUES") ?? "").split(",").map((v) => cleanText(v, 60))) {
    if (value)
      cat.addVariant(product, {
        sku: "",
        price: numbers.price,
        stock: null,
        options: [name ? `${name}: ${value}` : value],
      });
  }
  cat.keptRows += 1;
}
