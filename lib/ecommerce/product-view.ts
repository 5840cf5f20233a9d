import type { ProductRow } from "@/lib/db/products";
import type { Platform } from "./catalogue";
import type { StoreProfile } from "./ecommerce.schema";

// How a stored product is shown, linked and handed to the campaign tools. Pure, so the
// page, the API and the tests agree.

export interface ProductView {
  id: string;
  platform: Platform;
  title: string;
  description: string;
  price: string;
  currency: string;
  /** "£32.00", "18.00" when the file has no currency; "" when no price. */
  priceText: string;
  stock: number | null;
  imageUrl: string | null;
  url: string | null;
  tags: string[];
  variantCount: number;
  featured: boolean;
}

const SYMBOLS: Record<string, string> = { USD: "$", GBP: "£", EUR: "€", INR: "₹", JPY: "¥", AUD: "A$", CAD: "C$" };

export function priceText(price: string, currency: string): string {
  if (!price) return "";
  if (!currency) return price;
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${price}` : `${price} ${currency}`;
}

export function jsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function toProductView(row: Omit<ProductRow, "externalId" | "updatedAt">): ProductView {
  return {
    id: row.id,
    platform: row.platform as Platform,
    title: row.title,
    description: row.description,
    price: row.price,
    currency: row.currency,
    priceText: priceText(row.price, row.currency),
    stock: row.stock,
    imageUrl: row.imageUrl,
    url: row.url,
    tags: jsonList(row.tags).filter((t): t is string => typeof t === "string"),
    variantCount: jsonList(row.variants).length,
    featured: row.featured,
  };
}

/** The UTM campaign of a product's link: its title as a slug ("Ember Mini Candle" → "ember-mini-candle"). */
export function campaignSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "product";
}

/** The UTM parameters every product link carries. */
export function productUtm(title: string) {
  return { source: "instagram", medium: "bio", campaign: campaignSlug(title) };
}

/** Cuts text at a word boundary to fit `max` characters. */
export function fitWords(text: string, max: number): string {
  const clean = text.replace(/[<>{}[\]\\]/g, "").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,.;:–-]+$/, "");
}

/** The first sentence of a description, fitted. */
function firstSentence(text: string, max: number): string {
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? "";
  return fitWords(sentence.replace(/[.!?]+$/, ""), max);
}

/** "glowandco.com/ember" for a link text: the address without scheme or "www.". */
export function linkText(url: string | null, max = 40): string {
  if (!url) return "";
  try {
    const u = new URL(url);
    const text = `${u.hostname.replace(/^www\./, "")}${u.pathname === "/" ? "" : u.pathname}`;
    return text.length <= max ? text : u.hostname.replace(/^www\./, "").slice(0, max);
  } catch {
    return "";
  }
}

export interface LaunchPrefill {
  product: string;
  whatsNew: string;
  price: string;
  linkText: string;
}

/** The product launch tool's fields for a product (the tool's own limits: 40, 70, 20, 40). */
export function launchPrefill(product: ProductView): LaunchPrefill {
  const price = product.priceText.length <= 20 ? product.priceText : "";
  return {
    product: fitWords(product.title, 40),
    whatsNew: firstSentence(product.description, 70) || fitWords(product.tags.slice(0, 3).join(", "), 70),
    price,
    linkText: linkText(product.url),
  };
}

export interface PromoPrefill {
  business: string;
  appliesTo: string;
}

/** The promo tool's fields: what the store sells and the product the offer covers. */
export function promoPrefill(product: ProductView | null, store: StoreProfile | null): PromoPrefill {
  return {
    business: fitWords(store?.niche || store?.name || "", 40),
    appliesTo: product ? fitWords(product.title, 40) : "",
  };
}

/** Business template placeholders the store profile answers. */
const TEMPLATE_FIELDS: Record<string, keyof StoreProfile> = {
  shop_name: "name",
  brand: "name",
  company: "name",
  business_name: "name",
  city: "location",
  location: "location",
  target_clients: "audience",
  audience: "audience",
  niche: "niche",
  specialization: "niche",
  specialty: "niche",
  industry: "niche",
};

/** Values for a template's placeholders from the store profile; unknown or blank ones are left out. */
export function templatePrefill(store: StoreProfile | null, placeholders: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  if (!store) return values;
  for (const name of placeholders) {
    const field = TEMPLATE_FIELDS[name];
    const value = field ? store[field] : "";
    if (value) values[name] = value;
  }
  return values;
}
