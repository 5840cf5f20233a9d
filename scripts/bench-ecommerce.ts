// Benchmark of the catalogue import's parsing stage: a 20 MB Shopify products export,
// generated as it streams in 64 KB chunks (as an upload arrives), read by parseCatalogue.
// Prints the time, rows per second, and the peak growth of the process's resident memory
// and heap against the stated bound: the file is never held whole, only the products it
// describes (descriptions cut to 2,000 characters).
//
//   npx tsx scripts/bench-ecommerce.ts [--mb 20]

import { MAX_UPLOAD_BYTES } from "../lib/ecommerce/catalogue";
import { parseCatalogue } from "../lib/ecommerce/parse-catalogue";
import { bigShopifyExport } from "../tests/fixtures/ecommerce/big-shopify";

/** The stated bound for a 20 MB file: peak RSS growth. */
export const RSS_BOUND_MB = 200;

const mbArg = process.argv.indexOf("--mb");
const mb = mbArg > 0 ? Number(process.argv[mbArg + 1]) : MAX_UPLOAD_BYTES / 1024 / 1024;

const toMb = (bytes: number) => bytes / 1024 / 1024;

async function main() {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const stats = { products: 0, bytes: 0 };
  const source = (function* () {
    for (const chunk of bigShopifyExport(mb * 1024 * 1024 - 64 * 1024, 64 * 1024, stats)) {
      sample();
      yield chunk;
    }
  })();
  const t0 = performance.now();
  const result = await parseCatalogue(source);
  const ms = performance.now() - t0;
  clearInterval(timer);
  sample();
  const rssDelta = toMb(peakRss - start.rss);
  console.log(`e-commerce import: parse ${toMb(stats.bytes).toFixed(1)} MB Shopify export`);
  console.log(
    `  ${result.rows.toLocaleString("en-US")} rows → ${result.products.length.toLocaleString("en-US")} products in ${(ms / 1000).toFixed(2)} s (${Math.round(result.rows / (ms / 1000)).toLocaleString("en-US")} rows/s)`,
  );
  console.log(
    `  peak RSS +${rssDelta.toFixed(1)} MB, peak heap +${toMb(peakHeap - start.heapUsed).toFixed(1)} MB (bound: RSS +${RSS_BOUND_MB} MB) ${rssDelta <= RSS_BOUND_MB ? "OK" : "OVER"}`,
  );
  if (result.issueCount > 0) console.log(`  ${result.issueCount} problems, first: ${JSON.stringify(result.issues[0])}`);
  if (rssDelta > RSS_BOUND_MB) process.exitCode = 1;
}

void main();
