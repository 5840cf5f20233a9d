import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bigShopifyExport } from "@/tests/fixtures/ecommerce/big-shopify";
import { MAX_UPLOAD_BYTES } from "./catalogue";
import { CatalogueError, parseCatalogue } from "./parse-catalogue";

const fixture = (name: string) => readFileSync(path.join(process.cwd(), "tests/fixtures/ecommerce", name));
const chunks = (text: string | Buffer, size = 7) => {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
};
const SHOPIFY_HEADER =
  "Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src";

describe("parseCatalogue", () => {
  it("reads Shopify's export: variant rows grouped under their Handle, lowest price, stock summed", async () => {
    const result = await parseCatalogue(chunks(fixture("shopify-products.csv")));
    expect(result.platform).toBe("shopify");
    expect(result.issues).toEqual([]);
    expect(result.products.map((p) => p.title)).toEqual(["Ember Mini Candle", "Linen Market Tote", "Stoneware Mug"]);
    const [ember, tote, mug] = result.products;
    expect(ember).toMatchObject({ externalId: "ember-mini-candle", price: "16.50", stock: 20 });
    expect(ember?.variants.map((v) => v.options)).toEqual([["Cedar"], ["Vanilla"]]);
    expect(ember?.imageUrl).toBe("https://cdn.shopify.com/s/files/1/0000/0001/products/ember.jpg");
    expect(ember?.description).toBe("A pocket-size soy candle that burns 20 hours. Hand-poured Cotton wick");
    expect(tote?.variants[0]?.options).toEqual([]);
    expect(mug).toMatchObject({ price: "14.00", stock: 8 });
    expect(mug?.variants).toHaveLength(3);
  });

  it("reads WooCommerce's exporter: variations join their parent by id:ID or by SKU", async () => {
    const result = await parseCatalogue(chunks(fixture("woocommerce-products.csv")));
    expect(result.platform).toBe("woocommerce");
    expect(result.issues).toEqual([]);
    expect(result.products.map((p) => [p.externalId, p.title, p.price, p.stock])).toEqual([
      ["101", "Organic Hoodie", "39.50", 10],
      ["104", "Wool Beanie", "19.99", 15],
      ["105", "Gift Card", "25.00", null],
    ]);
    expect(result.products[0]?.description).toBe("Soft organic cotton.");
    expect(result.products[0]?.tags).toEqual(["Clothing", "Hoodies", "organic", "cotton"]);
    expect(result.products[2]?.url).toBe("https://partner.example.com/gift-card");
  });

  it("reads Etsy's listings download: known by SKU, or by title without one", async () => {
    const result = await parseCatalogue(chunks(fixture("etsy-listings.csv")));
    expect(result.platform).toBe("etsy");
    expect(result.products.map((p) => [p.externalId, p.price, p.currency, p.stock])).toEqual([
      ["sku:NECK-BF", "32.00", "GBP", 40],
      ["title:hand-thrown ring dish", "14.50", "GBP", 7],
    ]);
    expect(result.products[0]?.variants.map((v) => v.options[0])).toEqual(["Length: 16 in", "Length: 18 in"]);
    expect(result.products[0]?.description).toContain("Made to order");
  });

  it("skips a byte-order mark and keeps newlines inside quoted cells", async () => {
    const csv = `\uFEFF${SHOPIFY_HEADER}\nmug,"Big\nMug","<p>Line one</p>\n<p>Line two</p>",,,,M1,3,12,\n`;
    const result = await parseCatalogue(chunks(csv, 3));
    expect(result.platform).toBe("shopify");
    expect(result.products[0]).toMatchObject({ title: "Big Mug", description: "Line one Line two", price: "12.00" });
  });

  it("lists malformed rows with their row number and keeps the good ones", async () => {
    const csv = [
      SHOPIFY_HEADER,
      "good,Good One,,,,,G1,1,10,",
      'bad-quote,Bad "quote,,,,,B1,1,10,',
      "bad-price,Bad Price,,,,,B2,1,ten,",
      ",No handle,,,,,B3,1,10,",
      "bad-stock,Bad Stock,,,,,B4,lots,10,",
      "bad-image,Bad Image,,,,,B5,1,10,javascript:alert(1)",
      "orphan,,,,,,B6,1,10,",
      "good-2,Good Two,,,,,G2,2,11,",
    ].join("\n");
    const result = await parseCatalogue(chunks(csv));
    expect(result.products.map((p) => p.externalId)).toEqual(["good", "bad-image", "good-2"]);
    expect(result.products[1]?.imageUrl).toBeNull();
    expect(result.issues).toEqual([
      { row: 3, message: 'A quote mark (") sits inside a cell that is not quoted.' },
      { row: 4, message: 'Variant Price "ten" is not a price.' },
      { row: 5, message: "Handle is empty, so the row belongs to no product." },
      { row: 6, message: 'Variant Inventory Qty "lots" is not a whole number.' },
      { row: 7, message: "The image address is not an http(s) address, so the image was left out." },
      { row: 8, message: 'No row of "orphan" has the product\'s title, so it was left out.' },
    ]);
    expect(result.rows).toBe(8);
  });

  it("reports a quote that is never closed and keeps the rows before it", async () => {
    const csv = `${SHOPIFY_HEADER}\na,A,,,,,A1,1,10,\nb,"B,,,,,B1,1,10,\nc,C,,,,,C1,1,10,\n`;
    const result = await parseCatalogue(chunks(csv));
    expect(result.products.map((p) => p.externalId)).toEqual(["a"]);
    expect(result.issues).toEqual([{ row: 3, message: expect.stringContaining("never closed") as string }]);
  });

  it("strips markup, scripts and formula triggers from cells", async () => {
    const csv = `${SHOPIFY_HEADER}\nx,"=HYPERLINK(""https://evil.example"")","<script>alert(1)</script><b>Bold</b> &amp; &lt;i&gt;safe&lt;/i&gt;","@tag,+sum",,,X1,1,5,\n`;
    const [product] = (await parseCatalogue(chunks(csv))).products;
    expect(product?.title).toBe('HYPERLINK("https://evil.example")');
    expect(product?.description).toBe("Bold & safe");
    expect(product?.tags).toEqual(["tag", "sum"]);
  });

  it("refuses other delimiters and unknown layouts with a clear message", async () => {
    await expect(parseCatalogue(chunks("Handle;Title;Variant Price\na;A;1\n"))).rejects.toThrow(/semicolons/);
    await expect(parseCatalogue(chunks("Handle\tTitle\tVariant Price\na\tA\t1\n"))).rejects.toThrow(/tabs/);
    await expect(parseCatalogue(chunks("name,price\nA,1\n"))).rejects.toThrow(CatalogueError);
    await expect(parseCatalogue(chunks(""))).rejects.toThrow(/empty/);
  });

  it("refuses a duplicate Etsy listing and an orphan WooCommerce variation by row", async () => {
    const etsy = "TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,SKU\nA,,1,USD,1,S1\nB,,2,USD,1,S1\n";
    expect((await parseCatalogue(chunks(etsy))).issues).toEqual([
      { row: 3, message: "Another listing above has the same SKU." },
    ]);
    const woo = "ID,Type,SKU,Name,Regular price,Stock,Parent\n1,variation,V1,V,5,1,id:99\n2,simple,S,Simple,3,,\n";
    const result = await parseCatalogue(chunks(woo));
    expect(result.products.map((p) => p.title)).toEqual(["Simple"]);
    expect(result.issues).toEqual([{ row: 2, message: 'The parent product "id:99" is not in this file.' }]);
  });

  it("reads a 20 MB export as a stream within 200 MB of memory growth", async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const stats = { products: 0, bytes: 0 };
    const source = (function* () {
      for (const chunk of bigShopifyExport(MAX_UPLOAD_BYTES - 64 * 1024, 64 * 1024, stats)) {
        peak = Math.max(peak, process.memoryUsage().rss);
        yield chunk;
      }
    })();
    const result = await parseCatalogue(source);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(stats.bytes).toBeGreaterThan(19 * 1024 * 1024);
    expect(result.products.length).toBe(stats.products);
    expect(result.issueCount).toBe(0);
    expect((peak - before) / 1024 / 1024).toBeLessThan(200);
  }, 60_000);
});
