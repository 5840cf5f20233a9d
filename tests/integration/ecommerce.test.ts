import { readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as summary } from "@/app/api/analytics/summary/route";
import { POST as importRoute } from "@/app/api/ecommerce/import/route";
import { POST as linkRoute } from "@/app/api/ecommerce/products/[id]/link/route";
import { GET as productRoute, PATCH as patchRoute } from "@/app/api/ecommerce/products/[id]/route";
import { GET as listRoute } from "@/app/api/ecommerce/products/route";
import { GET as getStoreRoute, PUT as putStoreRoute } from "@/app/api/ecommerce/store-profile/route";
import { GET as redirect } from "@/app/l/[username]/[linkId]/route";
import { db } from "@/lib/db/client";
import { launchPrefillFor, promoPrefillFor } from "@/lib/ecommerce/prefill";
import { flushLinkEvents } from "@/lib/link-in-bio/page-events";
import { userWithPage } from "../support/analytics";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

// E-commerce: import a store's export, feature and link products, and count their clicks.

const ORIGIN = "http://localhost:3000";
type User = { auth: Record<string, string>; user: { id: string } };
const fixture = (name: string) => readFileSync(path.join(process.cwd(), "tests/fixtures/ecommerce", name), "utf8");

const upload = (user: User | null, csv: string, type = "text/csv") =>
  callRoute(importRoute, {
    path: "/api/ecommerce/import",
    rawBody: csv,
    headers: { "content-type": type, ...(user?.auth ?? {}) },
  });
const list = (user: User, query = "") =>
  callRoute(listRoute, { method: "GET", path: `/api/ecommerce/products${query}`, headers: user.auth });
type Product = { id: string; title: string; featured: boolean; url: string | null; priceText: string };
const products = async (user: User, query = "") => (await list(user, query)).body.products as Product[];

describe("e-commerce import", () => {
  it("is for signed-in users only", async () => {
    expect((await upload(null, fixture("shopify-products.csv"))).status).toBe(401);
    expect((await callRoute(listRoute, { method: "GET" })).status).toBe(401);
  });

  it("imports each platform's export and says what it found", async () => {
    const user = await registerUser();
    for (const [file, platformName, created] of [
      ["shopify-products.csv", "Shopify", 3],
      ["woocommerce-products.csv", "WooCommerce", 3],
      ["etsy-listings.csv", "Etsy", 2],
    ] as const) {
      const res = await upload(user, fixture(file));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ platformName, created, updated: 0, issues: [], issueCount: 0 });
    }
    const all = await products(user);
    expect(all).toHaveLength(8);
    expect((await list(user, "?q=candle")).body.total).toBe(1);
    expect((await products(user, "?q=mug")).map((p) => p.title)).toEqual(["Stoneware Mug"]);
    expect((await products(user, "?q=GIFT")).map((p) => p.title).sort()).toEqual([
      "Ember Mini Candle",
      "Gift Card",
      "Personalised Birth Flower Necklace",
    ]);
    expect(all.find((p) => p.title === "Personalised Birth Flower Necklace")?.priceText).toBe("£32.00");
  });

  it("updates on re-import instead of duplicating, keeping what the owner set", async () => {
    const user = await registerUser();
    await upload(user, fixture("shopify-products.csv"));
    const [first] = await products(user, "?q=Ember");
    await callRoute(patchRoute, {
      method: "PATCH",
      body: { featured: true, url: "https://glow.example/products/ember" },
      params: { id: first!.id },
      headers: user.auth,
    });
    const changed = fixture("shopify-products.csv").replace("Ember Mini Candle", "Ember Mini Candle v2");
    const again = await upload(user, changed);
    expect(again.body).toMatchObject({ created: 0, updated: 3 });
    const after = await products(user);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      id: first!.id,
      title: "Ember Mini Candle v2",
      featured: true,
      url: "https://glow.example/products/ember",
    });
  });

  it("keeps good rows, lists bad ones by row, and refuses unknown layouts and other delimiters", async () => {
    const user = await registerUser();
    const csv = "TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,SKU\nGood,,5,USD,1,G\nBad,,five,USD,1,B\n";
    const res = await upload(user, csv);
    expect(res.body).toMatchObject({ created: 1, issues: [{ row: 3, message: 'PRICE "five" is not a price.' }] });
    const semi = await upload(user, "Handle;Title;Variant Price\nx;X;1\n");
    expect(semi.status).toBe(400);
    expect(semi.body.message).toMatch(/semicolons/);
    expect((await upload(user, "a,b\n1,2\n")).status).toBe(400);
    expect((await upload(user, "")).status).toBe(400);
    const form = await upload(user, "--x\r\n", "multipart/form-data; boundary=x");
    expect(form.status).toBe(415);
  });

  it("answers junk with a 4xx and a message, never a 5xx", async () => {
    const user = await registerUser();
    const junk = [
      "\u0000\u0000\u0000",
      String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)),
      "x".repeat(300 * 1024),
      '"'.repeat(1000),
      "PK\u0003\u0004 not a csv",
      `Handle,Title,Variant Price\n${"a,b,".repeat(50_000)}\n`,
    ];
    for (const body of junk) {
      const res = await upload(user, body);
      expect(res.status, body.slice(0, 20)).toBeGreaterThanOrEqual(200);
      expect(res.status, body.slice(0, 20)).toBeLessThan(500);
      if (res.status >= 400) expect(typeof res.body.message).toBe("string");
    }
    await fuzzJsonEndpoint(putStoreRoute, {
      fields: ["name", "niche", "audience", "location"],
      headers: user.auth,
      runs: 10,
    });
  });

  it("refuses a file over 20 MB while it streams, with a clear 413", async () => {
    const user = await registerUser();
    const row = Buffer.from(`h,Title,${"x".repeat(1000)},1\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from("Handle,Title,Body (HTML),Variant Price\n"));
      },
      pull(controller) {
        if (sent > 25 * 1024 * 1024) return controller.close();
        sent += row.length;
        controller.enqueue(row);
      },
    });
    // A streamed body without Content-Length, as a browser may send it; Node needs duplex "half".
    const init = {
      method: "POST",
      body,
      headers: { "content-type": "text/csv", origin: ORIGIN, ...user.auth },
      duplex: "half",
    };
    const req = new NextRequest(`${ORIGIN}/api/ecommerce/import`, init as ConstructorParameters<typeof NextRequest>[1]);
    const res = await importRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/larger than 20 MB/);
    expect(sent).toBeLessThan(22 * 1024 * 1024);
    expect(await db.product.count({ where: { userId: user.user.id } })).toBe(0);
  });

  it("never shows, changes or links another user's product (404)", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    await upload(owner, fixture("etsy-listings.csv"));
    const [product] = await products(owner);
    const params = { id: product!.id };
    expect((await callRoute(productRoute, { method: "GET", params, headers: other.auth })).status).toBe(404);
    const patch = await callRoute(patchRoute, {
      method: "PATCH",
      body: { featured: true },
      params,
      headers: other.auth,
    });
    expect(patch.status).toBe(404);
    expect((await callRoute(linkRoute, { params, headers: other.auth })).status).toBe(404);
    expect((await products(other)).length).toBe(0);
    expect((await products(owner))[0]?.featured).toBe(false);
  });

  it("takes only http(s) product addresses", async () => {
    const user = await registerUser();
    await upload(user, fixture("etsy-listings.csv"));
    const [product] = await products(user);
    for (const url of ["javascript:alert(1)", "data:text/html,x", "ftp://x.example/a", "//evil.example"]) {
      const res = await callRoute(patchRoute, {
        method: "PATCH",
        body: { url },
        params: { id: product!.id },
        headers: user.auth,
      });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe("Product links must start with http:// or https://.");
    }
    await fuzzJsonEndpoint(patchRoute, {
      fields: ["featured", "url"],
      headers: user.auth,
      params: { id: product!.id },
      runs: 10,
    });
  });
});

describe("product links and the store profile", () => {
  it("adds a product to the link-in-bio page with UTM, once, and counts its clicks in analytics", async () => {
    const user = await userWithPage();
    await upload(user, fixture("shopify-products.csv"));
    const [mug] = await products(user, "?q=mug");
    const params = { id: mug!.id };
    const noUrl = await callRoute(linkRoute, { params, headers: user.auth });
    expect(noUrl.status).toBe(400);
    await callRoute(patchRoute, {
      method: "PATCH",
      body: { url: "https://glow.example/products/stoneware-mug" },
      params,
      headers: user.auth,
    });
    const added = await callRoute(linkRoute, { params, headers: user.auth });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const link = added.body.link as { id: string; title: string; utm: Record<string, string> };
    expect(link).toMatchObject({
      title: "Stoneware Mug",
      utm: { source: "instagram", medium: "bio", campaign: "stoneware-mug" },
    });
    expect((await callRoute(linkRoute, { params, headers: user.auth })).status).toBe(409);

    const req = new NextRequest(`${ORIGIN}/l/${user.username}/${link.id}`, {
      headers: {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Safari/604.1",
        "x-forwarded-for": "203.0.113.7",
      },
    });
    const res = await redirect(req, { params: Promise.resolve({ username: user.username, linkId: link.id }) } as never);
    expect(res.headers.get("location")).toBe(
      "https://glow.example/products/stoneware-mug?utm_source=instagram&utm_medium=bio&utm_campaign=stoneware-mug",
    );
    await flushLinkEvents();
    const stats = await callRoute(summary, { method: "GET", path: "/api/analytics/summary", headers: user.auth });
    expect(stats.body.links).toEqual([{ id: link.id, title: "Stoneware Mug", clicks: 1, uniqueClicks: 1 }]);
  });

  it("fills the campaign tools from the user's own product only", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    await upload(owner, fixture("woocommerce-products.csv"));
    const hoodie = (await products(owner, "?q=hoodie"))[0]!;
    expect(await launchPrefillFor(owner.user.id, hoodie.id)).toEqual({
      product: "Organic Hoodie",
      whatsNew: "Soft organic cotton",
      price: "39.50",
      linkText: "",
    });
    expect(await launchPrefillFor(other.user.id, hoodie.id)).toBeUndefined();
    expect(await launchPrefillFor(owner.user.id, ["../x"])).toBeUndefined();
    expect(await promoPrefillFor(other.user.id, hoodie.id)).toBeUndefined();
    expect(await promoPrefillFor(owner.user.id, [hoodie.id])).toEqual({ business: "", appliesTo: "Organic Hoodie" });
  });

  it("saves the store profile, exports products safely and deletes them with the account", async () => {
    const user = await registerUser();
    expect((await callRoute(getStoreRoute, { method: "GET", headers: user.auth })).body.store).toEqual({
      name: "",
      niche: "",
      audience: "",
      location: "",
    });
    const saved = await callRoute(putStoreRoute, {
      method: "PUT",
      body: { name: "Glow & Co", niche: "soy candles", audience: "gift shoppers", location: "Leeds", isAdmin: true },
      headers: user.auth,
    });
    expect(saved.body.store).toEqual({
      name: "Glow & Co",
      niche: "soy candles",
      audience: "gift shoppers",
      location: "Leeds",
    });
    expect(
      (await callRoute(putStoreRoute, { method: "PUT", body: { name: "x".repeat(41) }, headers: user.auth })).status,
    ).toBe(400);

    const formula =
      "TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS\nCandle,-2+3,5,USD,1,\"=cmd|' /C calc'!A0,+tag\"\n";
    await upload(user, formula);
    const req = new NextRequest(`${ORIGIN}/api/account/export`, { method: "GET", headers: user.auth });
    const zip = unzipSync(
      new Uint8Array(await (await exportRoute(req, { params: Promise.resolve({}) })).arrayBuffer()),
    );
    const csv = strFromU8(zip["csv/products.csv"]!);
    expect(csv).toContain('"Candle"');
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
    expect(strFromU8(zip["csv/storeProfile.csv"]!)).toContain('"Glow & Co"');

    const gone = await callRoute(deleteAccountRoute, {
      method: "DELETE",
      path: "/api/account",
      body: { password: user.password, confirm: "DELETE" },
      headers: user.auth,
    });
    expect(gone.status).toBe(200);
    expect(await db.product.count({ where: { userId: user.user.id } })).toBe(0);
    expect(await db.storeProfile.count({ where: { userId: user.user.id } })).toBe(0);
  });
});
