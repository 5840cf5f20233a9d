import "server-only";
import { isUniqueViolation } from "@/lib/db/errors";
import { countProducts, existingProductKeys, upsertProducts, type ProductWrite } from "@/lib/db/products";
import { AppError } from "@/lib/http/errors";
import {
  MAX_PRODUCTS,
  MAX_UPLOAD_BYTES,
  PLATFORM_NAMES,
  type ImportSummary,
  type Platform,
  type ProductDraft,
  type RowIssue,
} from "./catalogue";
import { ECOMMERCE_MESSAGES } from "./ecommerce.schema";
import { CatalogueError, parseCatalogue } from "./parse-catalogue";

// An import: the upload is read as a stream (the raw CSV is the request body, no multipart
// form), counted while it arrives and refused past 20 MB, parsed row by row, and written in
// batches. Nothing in the file is fetched: addresses are only stored.

export const WRITE_BATCH = 200;

/** The body's bytes as they arrive; a 413 as soon as they pass the limit. */
export async function* limitedBytes(body: ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", ECOMMERCE_MESSAGES.tooLarge);
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const ACCEPTED_TYPES = [
  "text/csv",
  "text/plain",
  "application/csv",
  "application/vnd.ms-excel",
  "application/octet-stream",
];

/** Refuses a body that is not a CSV file (a multipart form, JSON) and one declared too large. */
export function checkUpload(headers: Headers): void {
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type && !ACCEPTED_TYPES.includes(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", ECOMMERCE_MESSAGES.mediaType);
  const declared = Number(headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", ECOMMERCE_MESSAGES.tooLarge);
  }
}

function toWrite(product: ProductDraft): ProductWrite {
  return {
    externalId: product.externalId,
    title: product.title,
    description: product.description,
    price: product.price,
    currency: product.currency,
    stock: product.stock,
    imageUrl: product.imageUrl,
    url: product.url,
    tags: JSON.stringify(product.tags),
    variants: JSON.stringify(product.variants),
  };
}

/** New products past the store's limit are left out, and said so. */
async function withinLimit(userId: string, platform: Platform, products: ProductDraft[], issues: RowIssue[]) {
  const room = MAX_PRODUCTS - (await countProducts({ userId }));
  const known = new Set<string>();
  for (let i = 0; i < products.length; i += 500) {
    const keys = products.slice(i, i + 500).map((p) => p.externalId);
    for (const key of await existingProductKeys({ userId, platform, externalIds: keys })) known.add(key);
  }
  let fresh = 0;
  let dropped = 0;
  const kept = products.filter((p) => {
    if (known.has(p.externalId)) return true;
    fresh += 1;
    if (fresh <= room) return true;
    dropped += 1;
    if (dropped <= 5) {
      issues.push({
        row: p.row,
        message: `Your store holds ${MAX_PRODUCTS.toLocaleString("en-US")} products at most; "${p.title}" was left out.`,
      });
    }
    return false;
  });
  return { kept, dropped };
}

export async function importCatalogue(userId: string, body: ReadableStream<Uint8Array> | null): Promise<ImportSummary> {
  if (!body) throw new AppError("BAD_REQUEST", "The file is empty. Please upload your store's products export.");
  let parsed;
  try {
    parsed = await parseCatalogue(limitedBytes(body, MAX_UPLOAD_BYTES));
  } catch (error) {
    if (error instanceof CatalogueError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
  const issues = [...parsed.issues];
  const { kept, dropped } = await withinLimit(userId, parsed.platform, parsed.products, issues);
  let created = 0;
  let updated = 0;
  try {
    for (let i = 0; i < kept.length; i += WRITE_BATCH) {
      const batch = kept.slice(i, i + WRITE_BATCH).map(toWrite);
      const counts = await upsertProducts({ userId, platform: parsed.platform, products: batch });
      created += counts.created;
      updated += counts.updated;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ECOMMERCE_MESSAGES.busy);
    throw error;
  }
  return {
    platform: parsed.platform,
    platformName: PLATFORM_NAMES[parsed.platform],
    created,
    updated,
    rows: parsed.rows,
    skippedRows: parsed.skippedRows + dropped,
    issues: issues.sort((a, b) => a.row - b.row),
    issueCount: parsed.issueCount + dropped,
    truncated: parsed.truncated,
  };
}
