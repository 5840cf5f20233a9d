import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse, type CsvError, type Options } from "csv-parse";
import { Catalogue, MAX_ROWS, type Platform, type ProductDraft, type RowIssue } from "./catalogue";
import {
  detectPlatform,
  headerProblem,
  readEtsyRow,
  readShopifyRow,
  readWooRow,
  settleWooVariations,
  type PendingVariation,
} from "./platforms";

// Reads a store's export as it streams in, with csv-parse: the file is never held whole,
// only the products it describes (text cut to size). A row that can't be read is listed
// with its number and reason and the others are kept; a file whose header row is no known
// export is refused before anything is stored.

/** A row longer than this is refused (guards against a wrong delimiter swallowing a file). */
export const MAX_ROW_BYTES = 256 * 1024;

export class CatalogueError extends Error {
  override name = "CatalogueError";
}

export interface ParsedCatalogue {
  platform: Platform;
  products: ProductDraft[];
  /** The first problems, each with its row; `issueCount` counts all of them. */
  issues: RowIssue[];
  issueCount: number;
  /** Data rows read (the header not counted), kept and left out. */
  rows: number;
  keptRows: number;
  skippedRows: number;
  /** The file had more than MAX_ROWS rows; the rest were not read. */
  truncated: boolean;
}

const PARSE_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "A quoted cell is never closed, so the rest of the file could not be read.",
  INVALID_OPENING_QUOTE: 'A quote mark (") sits inside a cell that is not quoted.',
  CSV_INVALID_CLOSING_QUOTE: 'A quoted cell has more text after its closing quote mark (").',
  CSV_MAX_RECORD_SIZE: `The row is longer than ${MAX_ROW_BYTES / 1024} KB.`,
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "The row has a different number of cells than the header.",
};

interface Numbered {
  row: number;
  cells: string[];
}

export async function parseCatalogue(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ParsedCatalogue> {
  const cat = new Catalogue();
  let skipped = 0;
  // on_record turns each record into { row, cells }; csv-parse's types assume records stay arrays.
  const options: Options<Numbered, string[]> = {
    bom: true,
    delimiter: ",",
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_ROW_BYTES,
    on_skip: (error: CsvError | undefined) => {
      skipped += 1;
      const before = typeof error?.records === "number" ? error.records : 0;
      const row = before + skipped;
      cat.skip(row, (error && PARSE_ERRORS[error.code]) ?? "The row could not be read.");
      return undefined;
    },
    on_record: (record: string[], context): Numbered => ({ row: context.records + skipped, cells: record }),
  };
  const parser = parse(options as unknown as Options);
  let failure: unknown;
  const feeding = pipeline(Readable.from(source), parser).catch((error: unknown) => {
    failure ??= error;
  });

  let platform: Platform | null = null;
  let index = new Map<string, number>();
  const pending: PendingVariation[] = [];
  let rows = 0;
  let truncated = false;
  try {
    for await (const { row, cells } of parser as AsyncIterable<Numbered>) {
      if (!platform) {
        platform = detectPlatform(cells);
        if (!platform) throw new CatalogueError(headerProblem(cells));
        index = new Map(cells.map((name, i) => [name.trim(), i] as const).reverse());
        continue;
      }
      if (rows >= MAX_ROWS) {
        truncated = true;
        break;
      }
      rows += 1;
      if (cells.every((c) => c.trim() === "")) continue;
      const get = (name: string) => {
        const i = index.get(name);
        return i === undefined ? undefined : cells[i];
      };
      if (platform === "shopify") readShopifyRow(get, row, cat);
      else if (platform === "woocommerce") readWooRow(get, row, cat, pending);
      else readEtsyRow(get, row, cat);
    }
  } catch (error) {
    parser.destroy();
    await feeding;
    throw failure && !(error instanceof CatalogueError) ? failure : error;
  }
  if (truncated) parser.destroy();
  await feeding;
  if (failure && !truncated) throw failure;
  if (!platform) {
    throw new CatalogueError(
      cat.issueCount > 0 ? headerProblem([]) : "The file is empty. Please upload your store's products export.",
    );
  }
  if (platform === "woocommerce") settleWooVariations(cat, pending);
  const products = cat.finish();
  return {
    platform,
    products,
    issues: [...cat.issues].sort((a, b) => a.row - b.row),
    issueCount: cat.issueCount,
    rows: rows + skipped,
    keptRows: cat.keptRows,
    skippedRows: cat.skippedRows,
    truncated,
  };
}
