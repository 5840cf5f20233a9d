import type { ProductWrite } from "@/lib/db/products";
import { lowerPrice } from "./clean";

// What an import builds while the file streams past: products keyed by the platform's
// stable id, their variants grouped under them, and the problems found, each with the
// row it came from (the header is row 1, as a spreadsheet numbers it).

export const PLATFORMS = ["shopify", "woocommerce", "etsy"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = {
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  etsy: "Etsy",
};

/** Most products one store keeps, and most rows one file may have. */
export const MAX_PRODUCTS = 5000;
export const MAX_ROWS = 100_000;
/** Largest upload, read as a stream and refused (413) as soon as it passes this. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Problems listed one by one; the rest are counted. */
export const MAX_LISTED_ISSUES = 100;

export interface VariantDraft {
  sku: string;
  price: string;
  stock: number | null;
  options: string[];
}

export type ProductDraft = Omit<ProductWrite, "tags" | "variants"> & {
  /** The first row that named it, for messages. */
  row: number;
  tags: string[];
  variants: VariantDraft[];
};

export interface RowIssue {
  row: number;
  message: string;
}

/** What an import answers. */
export interface ImportSummary {
  platform: Platform;
  platformName: string;
  created: number;
  updated: number;
  rows: number;
  skippedRows: number;
  issues: RowIssue[];
  issueCount: number;
  truncated: boolean;
}

export const MAX_VARIANTS = 100;

export class Catalogue {
  readonly products = new Map<string, ProductDraft>();
  readonly issues: RowIssue[] = [];
  issueCount = 0;
  skippedRows = 0;
  keptRows = 0;
  /** Distinct products (the map may also hold a product under a second key, its SKU). */
  private made = 0;

  /** A problem that leaves the row out. */
  skip(row: number, message: string): void {
    this.skippedRows += 1;
    this.note(row, message);
  }

  /** A problem that keeps the row (a field was left out). */
  note(row: number, message: string): void {
    this.issueCount += 1;
    if (this.issues.length < MAX_LISTED_ISSUES) this.issues.push({ row, message });
  }

  /** The product under `key`, made on first sight; null (and the row skipped) past the product limit. */
  product(key: string, row: number): ProductDraft | null {
    const found = this.products.get(key);
    if (found) return found;
    if (this.made >= MAX_PRODUCTS) {
      this.skip(row, `A store keeps ${MAX_PRODUCTS.toLocaleString("en-US")} products at most; this one was left out.`);
      return null;
    }
    const draft: ProductDraft = {
      externalId: key,
      row,
      title: "",
      description: "",
      price: "",
      currency: "",
      stock: null,
      imageUrl: null,
      url: null,
      tags: [],
      variants: [],
    };
    this.products.set(key, draft);
    this.made += 1;
    return draft;
  }

  addVariant(product: ProductDraft, variant: VariantDraft): void {
    if (product.variants.length < MAX_VARIANTS) product.variants.push(variant);
  }

  /**
   * Products ready to store: the price is the lowest variant price and the stock the sum of
   * the variants' (when any variant tracks it). A product no row gave a title is reported.
   */
  finish(): ProductDraft[] {
    const done: ProductDraft[] = [];
    for (const product of this.products.values()) {
      if (!product.title) {
        this.note(product.row, `No row of "${product.externalId}" has the product's title, so it was left out.`);
        continue;
      }
      if (product.variants.length > 0) {
        const prices = product.variants.map((v) => v.price).filter(Boolean);
        if (prices.length > 0) product.price = prices.reduce(lowerPrice, "");
        const stocks = product.variants.map((v) => v.stock).filter((s): s is number => s !== null);
        if (stocks.length > 0) product.stock = stocks.reduce((a, b) => a + b, 0);
      }
      done.push(product);
    }
    return done;
  }
}
