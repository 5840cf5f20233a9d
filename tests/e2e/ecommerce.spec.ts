import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A new store owner: imports a Shopify products export, features two products on the
// link-in-bio page, writes a launch bio for one, and sees a product link's click in analytics.

const SHOPIFY = path.join(process.cwd(), "tests/fixtures/ecommerce/shopify-products.csv");
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function openFromBusinessMenu(page: Page) {
  const label = "E-commerce Integration";
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: label }).first().click();
  } else {
    await page.getByRole("button", { name: "Business", exact: true }).hover();
    await page.getByTestId("business-menu").getByRole("link", { name: label }).click();
  }
  await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
}

async function featureAndLink(page: Page, title: string, url: string) {
  const card = page.getByTestId("product-card").filter({ hasText: title });
  await card.getByRole("switch", { name: `Feature ${title}` }).click();
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Add address of ${title}` }).click();
  await card.getByLabel("Product page address").fill(url);
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expect(card.getByRole("link", { name: url.replace("https://", "") })).toBeVisible();
  await card.getByRole("button", { name: `Add to link in bio: ${title}` }).click();
  await expect(card.getByRole("link", { name: "On your page" })).toBeVisible();
}

test("import a Shopify export, feature two products on the link-in-bio page, write a launch bio, see a click", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await registerViaApi(request, "Nora Glow");
  const auth = { authorization: `Bearer ${user.token}` };
  const username = `glow${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect(
    (await request.post("/api/profile", { data: { username, displayName: "Glow & Co" }, headers: auth })).status(),
  ).toBe(201);
  await signInViaUi(page, user.email, user.password);

  await page.goto("/instagram");
  await openFromBusinessMenu(page);
  await expect(page.getByRole("heading", { name: "No products yet" })).toBeVisible();
  await expectAccessible(page);

  // A file with a broken row: the good rows are kept, the bad one is listed by its row.
  await page.getByLabel("Products export (CSV)").setInputFiles({
    name: "listings.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,SKU\nGift wrap,,2,GBP,50,WRAP\nBroken,,two,GBP,1,B\n",
    ),
  });
  await page.getByRole("button", { name: "Import products" }).click();
  await expect(page.getByText("Imported from Etsy")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("list", { name: "Problems by row" })).toHaveText('Row 3: PRICE "two" is not a price.');
  await expect(page.getByTestId("product-card")).toHaveCount(1);

  await page.getByLabel("Store name").fill("Glow & Co");
  await page.getByLabel("Niche").fill("soy candles");
  await page.getByRole("button", { name: "Save store profile" }).click();
  await expect(page.getByText("Store profile saved")).toBeVisible();

  await page.getByLabel("Products export (CSV)").setInputFiles(SHOPIFY);
  await page.getByRole("button", { name: "Import products" }).click();
  await expect(page.getByText("Imported from Shopify")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("3 new products, 0 updated products from 7 rows.")).toBeVisible();
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: "Ember Mini Candle" })).toContainText("16.50 · 20 in stock · 2 variants");

  await page.getByLabel("Search products").fill("mug");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Stoneware Mug");
  await page.getByLabel("Search products").fill("");
  await expect(cards).toHaveCount(4);

  await featureAndLink(page, "Ember Mini Candle", "https://glow.example/products/ember-mini-candle");
  await featureAndLink(page, "Linen Market Tote", "https://glow.example/products/linen-tote");
  await page.getByRole("button", { name: "Featured", exact: false }).click();
  await expect(cards).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // Both products are links on the page, tagged for Instagram.
  const pageRes = await request.get("/api/link-in-bio", { headers: auth });
  const links = ((await pageRes.json()) as { page: { links: { id: string; title: string; utm: object }[] } }).page
    .links;
  expect(links.map((l) => l.title)).toEqual(["Ember Mini Candle", "Linen Market Tote"]);
  expect(links[0]?.utm).toEqual({ source: "instagram", medium: "bio", campaign: "ember-mini-candle" });
  const publicPage = await request.get(`/l/${username}`, { headers: { "user-agent": IPHONE } });
  expect(await publicPage.text()).toContain("Linen Market Tote");
  const tap = await request.get(`/l/${username}/${links[0]?.id}`, {
    headers: { "user-agent": IPHONE },
    maxRedirects: 0,
  });
  expect(tap.headers().location).toBe(
    "https://glow.example/products/ember-mini-candle?utm_source=instagram&utm_medium=bio&utm_campaign=ember-mini-candle",
  );

  // A launch bio for one product, the tool filled in from it.
  await page.getByRole("button", { name: "All products" }).click();
  await page.getByRole("link", { name: "Launch bio for Ember Mini Candle" }).click();
  await expect(page.getByRole("heading", { name: "Product Launch", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Product name")).toHaveValue("Ember Mini Candle");
  await expect(page.getByLabel("What is new")).toHaveValue("A pocket-size soy candle that burns 20 hours");
  await expect(page.getByLabel("Price (optional)")).toHaveValue("16.50");
  await expect(page.getByLabel("Link text (optional)")).toHaveValue("glow.example/products/ember-mini-candle");
  await page.getByLabel("Launch date").fill(inDays(7));
  await page.getByRole("button", { name: "Generate launch bios" }).click();
  await expect(page.getByTestId("tool-results")).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId("tool-bio").count()).toBeGreaterThanOrEqual(1);

  // A promo bio for another: the store profile and the product fill the tool in.
  await page.goBack();
  await page.getByRole("link", { name: "Promo bio for Linen Market Tote" }).click();
  await expect(page.getByRole("heading", { name: "Promo Bios", level: 1 })).toBeVisible();
  await expect(page.getByLabel("What you sell (optional)")).toHaveValue("soy candles");
  await expect(page.getByLabel("The offer covers (optional)")).toHaveValue("Linen Market Tote");

  // The product link's click shows in analytics, under the product's name.
  await expect(async () => {
    await page.goto("/instagram/analytics");
    await expect(page.locator('[data-stat="Link clicks"]')).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByText("Table view of these numbers").click();
  await expect(page.getByTestId("links-table").getByRole("row", { name: /Ember Mini Candle/ })).toContainText("1");
});
