import { expect, test, type APIRequestContext } from "@playwright/test";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The shared-bio page (docs/product.md#sharing): made from the generator, server-rendered,
// escaped, with link-preview tags; /share/{id} redirects to it.

const BIO = 'Chai-fuelled designer 🌿\n"Less, but better" <script>alert(1)</script>\nDM for collabs';

async function createShare(request: APIRequestContext, displayName = "Meera Rao", bio = BIO) {
  const user = await registerViaApi(request, displayName);
  const res = await request.post("/api/bio/share", {
    data: { description: "designer who loves chai", tone: "bold", generatedBio: bio },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(201);
  return { user, id: String(((await res.json()) as { shareableId: string }).shareableId) };
}

test("link previews: Open Graph and Twitter tags and a 1200×630 PNG with the bio", async ({ request, baseURL }) => {
  const { id } = await createShare(
    request,
    "Meera Rao",
    "Chai-fuelled designer 🌿\nLess, but better ✨\nDM for collabs 🇮🇳",
  );
  const html = await (await request.get(`/instagram/share/${id}`)).text();
  const { error, result } = await ogs({ html });
  expect(error).toBe(false);
  expect(result.ogTitle).toBe("A bold bio by Meera Rao");
  expect(result.ogDescription).toBe("Chai-fuelled designer 🌿 · Less, but better ✨ · DM for collabs 🇮🇳");
  expect(result.ogSiteName).toBe("BioStudio");
  expect(result.ogUrl).toBe(`${baseURL}/instagram/share/${id}`);
  expect(result.twitterCard).toBe("summary_large_image");
  expect(result.twitterTitle).toBe("A bold bio by Meera Rao");
  const image = result.ogImage?.[0];
  expect(image?.url).toMatch(new RegExp(`^${baseURL}/instagram/share/${id}/opengraph-image`));
  expect(String(image?.width)).toBe("1200");
  expect(String(image?.height)).toBe("630");
  expect(result.twitterImage?.[0]?.url).toBe(image?.url);

  const res = await request.get(image!.url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["cache-control"]).toMatch(/public/);
  const meta = await sharp(await res.body()).metadata();
  expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });

  expect((await request.get(`/instagram/share/AAAAAAAAAAAAAAAA/opengraph-image`)).status()).toBe(404);
});

test("home and template gallery have their own preview images", async ({ request }) => {
  const urls: string[] = [];
  for (const path of ["/instagram", "/instagram/templates"]) {
    const { result } = await ogs({ html: await (await request.get(path)).text() });
    const url = result.ogImage?.[0]?.url ?? "";
    expect(url, path).toMatch(new RegExp(`${path}/opengraph-image`));
    const res = await request.get(url);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(await sharp(await res.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
    urls.push(url);
  }
  expect(urls[0]).not.toBe(urls[1]);
});

test("no private field reaches the share page's HTML or RSC payload", async ({ request }) => {
  const { user, id } = await createShare(request, 'Ria "Quotes" & Co');
  const html = await (await request.get(`/instagram/share/${id}`)).text();
  const rsc = await (await request.get(`/instagram/share/${id}`, { headers: { RSC: "1" } })).text();
  for (const body of [html, rsc]) {
    expect(body).toContain("Ria");
    expect(body).not.toContain(user.email);
    expect(body).not.toMatch(/isAdmin|subscriptionStatus|passwordHash|"plan"|disabledAt|userId/);
  }
  // The name's quotes and ampersand are escaped in attributes and text alike.
  expect(html).toContain("Ria &quot;Quotes&quot; &amp; Co");
  expect(html).not.toContain('content="A bold bio by Ria "Quotes"');
});

test("a shared bio page shows the bio as text, its tone and creator, and unfurls well", async ({ page, request }) => {
  const { id } = await createShare(request);
  await page.goto(`/instagram/share/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Meera Rao" })).toBeVisible();
  const quote = page.locator("blockquote");
  await expect(quote).toContainText("<script>alert(1)</script>");
  await expect(page.getByText("bold tone", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make your own bio" })).toHaveAttribute("href", "/instagram#generator");
  await expect(page).toHaveTitle(/A bold bio by Meera Rao/);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("A bold bio by Meera Rao");
  expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  expect(await page.locator('meta[property="og:description"]').getAttribute("content")).toContain(
    '"Less, but better" <script>alert(1)</script>',
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
    new RegExp(`/instagram/share/${id}$`),
  );
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  const html = await (await request.get(`/instagram/share/${id}`)).text();
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).not.toMatch(/@example\.com|subscriptionStatus|isAdmin/);
});

test("/share/{id} redirects permanently and an unknown id is a 404", async ({ request }) => {
  const { id } = await createShare(request);
  const redirect = await request.get(`/share/${id}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()["location"]).toMatch(new RegExp(`/instagram/share/${id}$`));
  expect((await request.get("/instagram/share/AAAAAAAAAAAAAAAA")).status()).toBe(404);
  expect((await request.get("/instagram/share/not-an-id")).status()).toBe(404);
});

test("Share in the generator copies a link that opens the shared bio", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() =>
    localStorage.setItem(
      "biostudio.help.dismissed.generator",
      JSON.stringify(["generator-tip", "generator-tone-hint", "generator-tone-hover", "generator-idle-boost"]),
    ),
  );
  const user = await registerViaApi(request, "Kabir Shah");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram#generator");
  const generator = page.locator("#generator");
  await generator.getByLabel("Describe yourself").fill("street photographer in Mumbai who loves monsoon light");
  await generator.getByLabel("Tone", { exact: true }).click();
  await page.getByRole("option", { name: "Poetic", exact: true }).click();
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await expect(generator.getByTestId("bio-text")).toHaveCount(3, { timeout: 20_000 });
  await generator.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied to clipboard - share it with friends!")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/instagram\/share\/[A-Za-z0-9_-]{16}$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Kabir Shah" })).toBeVisible();
  await expect(page.getByText("poetic tone")).toBeVisible();
});

test("the share page runs no framework: its own two inline scripts copy the bio and choose the theme", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { id } = await createShare(request);
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await page.goto(`/instagram/share/${id}`, { waitUntil: "load" });
  expect(scripts).toEqual([]);
  await expect(page.locator("script")).toHaveCount(2);

  await page.getByRole("button", { name: /copy this bio/i }).click();
  await expect(page.getByText("Bio copied!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BIO);
  expect(violations).toEqual([]);
});

test("kept by browsers until it changes, counted by its image, and refreshed at once when the creator changes", async ({
  page,
  request,
}) => {
  const { user, id } = await createShare(request, "Nila Cached");
  const path = `/instagram/share/${id}`;
  const first = await request.get(path);
  expect(first.headers()["cache-control"]).toBe("public, no-cache");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect((await request.get(path, { headers: { "if-none-match": etag! } })).status()).toBe(304);

  // The browser loads the 1×1 image that counts the view; a bot reading the HTML does not.
  const counter = page.waitForResponse((res) => res.url().endsWith(`/api/share/${id}/seen`));
  await page.goto(path);
  const seen = await counter;
  expect(seen.status()).toBe(200);
  expect(seen.headers()["content-type"]).toBe("image/gif");

  // A new name on the profile shows on the next visit, not when the cached copy would expire.
  const auth = { authorization: `Bearer ${user.token}` };
  const username = `nila${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const profile = await request.post("/api/profile", {
    data: { username, displayName: "Nila Renamed" },
    headers: auth,
  });
  expect(profile.status()).toBe(201);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Nila Renamed" })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();

  // A deleted account's share page is gone at once.
  const deleted = await request.delete("/api/account", {
    data: { password: user.password, confirm: "DELETE" },
    headers: auth,
  });
  expect(deleted.status()).toBe(200);
  expect((await request.get(path)).status()).toBe(404);
});

test("a cached share page still wears the visitor's chosen theme", async ({ page, request, context, baseURL }) => {
  const { id } = await createShare(request, "Dana Dark");
  await request.get(`/instagram/share/${id}`);
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`/instagram/share/${id}`);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
