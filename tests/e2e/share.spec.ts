import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The shared-bio page (issue 6, spec §7/§8): made from the generator, server-rendered,
// escaped, with link-preview tags; /share/{id} redirects to it.

const BIO = 'Chai-fuelled designer 🌿\n"Less, but better" <script>alert(1)</script>\nDM for collabs';

async function createShare(request: APIRequestContext, displayName = "Meera Rao") {
  const user = await registerViaApi(request, displayName);
  const res = await request.post("/api/bio/share", {
    data: { description: "designer who loves chai", tone: "bold", generatedBio: BIO },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(201);
  return { user, id: String(((await res.json()) as { shareableId: string }).shareableId) };
}

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
