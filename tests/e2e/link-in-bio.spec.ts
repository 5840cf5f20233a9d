import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The link-in-bio builder (/instagram/link-in-bio) and the public page it makes (/l/{username}):
// build, reorder by mouse and keyboard, save, visit, count the tap (not a crawler's).

const BUILDER = "/instagram/link-in-bio";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function userWithProfile(request: APIRequestContext, page: Page) {
  const user = await registerViaApi(request, "Maya Rao");
  const username = `maya${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post("/api/profile", {
    data: { username, displayName: "Maya Rao", bio: "Vegan baker in Pune" },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(201);
  await signInViaUi(page, user.email, user.password);
  return { ...user, username };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The titles the live preview shows, in order (in a sheet on phones, beside the form on desktop). */
async function previewTitles(page: Page): Promise<string[]> {
  if (!isPhone(page)) return page.getByTestId("lib-preview").getByTestId("preview-link").allInnerTexts();
  await page.getByRole("button", { name: "Preview" }).click();
  const sheet = page.getByRole("dialog", { name: "Preview" });
  const titles = await sheet.getByTestId("preview-link").allInnerTexts();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
  return titles;
}

async function addLink(page: Page, title: string, url: string) {
  await page.getByRole("button", { name: "Add link" }).click();
  const card = page.getByTestId("link-card").last();
  await card.getByLabel("Title", { exact: true }).fill(title);
  await card.getByLabel("URL", { exact: true }).fill(url);
  // Close the card again so the list stays short.
  await card.getByRole("button", { name: `Close ${title}` }).click();
}

const cardTitles = (page: Page) => page.getByTestId("link-card-title").allInnerTexts();

test("build a page of four links, reorder by mouse and keyboard, save, and visitors see it; a tap counts, a crawler does not", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // one long flow: five links, two reorders, a save, the public page and back
  const { username } = await userWithProfile(request, page);
  await page.goto(BUILDER);
  await expect(page.getByRole("heading", { name: "Link in Bio", level: 1 })).toBeVisible();

  const target = `${baseURL}/instagram/templates`;
  for (const name of ["Shop", "Video", "Blog", "Newsletter"]) await addLink(page, name, `${target}?from=${name}`);
  await expect(page.getByRole("status").filter({ hasText: "unsaved changes" })).toBeVisible();

  // Mouse: drag "Shop" below "Video" (the list in the middle of the screen, clear of the sticky bars).
  await page.getByRole("list", { name: "Your links" }).evaluate((el) => el.scrollIntoView({ block: "center" }));
  const handle = (name: string) => page.getByRole("button", { name: `Reorder ${name}` });
  const from = (await handle("Shop").boundingBox())!;
  const to = (await handle("Video").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 20, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => cardTitles(page)).toEqual(["Video", "Shop", "Blog", "Newsletter"]);

  // Keyboard: pick up "Newsletter", move it up one place, drop it; the live region says where it went.
  // Each key waits for the announcement of the one before, as a person listening would.
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await handle("Newsletter").focus();
  await page.keyboard.press("Space");
  // Picking up announces the start and at once where it is over ("… is now at position 4 of 4").
  await expect(liveRegion).toContainText(/Newsletter.* position 4 of 4/);
  await page.keyboard.press("ArrowUp");
  await expect(liveRegion).toContainText("Newsletter is now at position 3 of 4");
  await page.keyboard.press("Space");
  await expect(liveRegion).toContainText("Newsletter dropped at position 3 of 4");
  await expect.poll(() => cardTitles(page)).toEqual(["Video", "Shop", "Newsletter", "Blog"]);
  expect(await previewTitles(page)).toEqual(["Video", "Shop", "Newsletter", "Blog"]);

  // A server refusal shows beside the link; the other links are saved.
  await addLink(page, "Bad", "javascript:alert(1)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const bad = page.getByTestId("link-card").filter({ hasText: "Bad" });
  await expect(bad.getByRole("alert")).toContainText("http:// or https://");
  await bad.getByRole("button", { name: "Delete link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  // The public page, on a phone, lists the links in the saved order.
  await page.setViewportSize({ width: 375, height: 812 });
  const visit = await page.goto(`/l/${username}`);
  // Its own policy: no script at all, only its hashed inline stylesheet.
  expect(visit?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
  expect(await page.locator("script").count()).toBe(0);
  const links = page.getByRole("list", { name: "Links" }).getByRole("link");
  await expect(links).toHaveText(["Video", "Shop", "Newsletter", "Blog"]);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  const shopHref = (await links.nth(1).getAttribute("href"))!;
  await links.nth(1).click();
  await expect(page).toHaveURL(`${target}?from=Shop`);

  // A crawler following the same link is redirected but not counted.
  const crawler = await request.get(shopHref, { headers: { "user-agent": GOOGLEBOT }, maxRedirects: 0 });
  expect(crawler.status()).toBe(302);
  await page.goto(BUILDER);
  const shopClicks = page.getByTestId("link-card").filter({ hasText: "Shop" }).getByTestId("link-clicks");
  await expect(async () => {
    await page.reload();
    await expect(shopClicks).toHaveText("1 click", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.waitForTimeout(500);
  await page.reload();
  await expect(shopClicks).toHaveText("1 click");
});

test("without a profile it points to creating one; with one, unsaved edits ask before leaving, a weak accent is refused and the QR code downloads", async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, two page loads, two saves and the QR dialog
  const user = await registerViaApi(request, "Noor Profile");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/link-in-bio");
  await expect(page).toHaveURL(BUILDER);
  await expect(page.getByRole("heading", { name: "Create your profile first" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your profile" })).toHaveAttribute("href", "/instagram/profile");

  const res = await request.post("/api/profile", {
    data: { username: `noor${Date.now().toString(36)}`, displayName: "Noor", bio: "" },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(201);
  await page.goto("/instagram/link-in-bio-manager");
  await expect(page).toHaveURL(BUILDER);

  // A colour too light for the white page: the verdict says so as it is typed, and the server refuses it.
  await page.getByLabel("Button colour", { exact: true }).fill("#fde047");
  await expect(page.getByText(/would blend into the Light background/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /blend into the Light background/ })).toBeVisible();

  // Leaving through an in-app link asks first; staying keeps the edit.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => asked).toContain("unsaved changes");
  await expect(page).toHaveURL(BUILDER);
  await expect(page.getByLabel("Button colour", { exact: true })).toHaveValue("#fde047");

  // A readable colour saves; the QR code is drawn in it and downloads as PNG and SVG.
  await page.getByLabel("Button colour", { exact: true }).fill("#1d4ed8");
  await expect(page.getByText(/Readable: text on the buttons/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
  await page.getByRole("button", { name: "QR code" }).click();
  const dialog = page.getByRole("dialog", { name: "QR code of your page" });
  await expect(dialog.getByTestId("qr-code")).toBeVisible();
  expect(decodeURIComponent((await dialog.getByTestId("qr-code").getAttribute("src"))!)).toContain('stroke="#1d4ed8"');
  await expect(dialog.getByRole("link", { name: "PNG" })).toHaveAttribute("href", /^data:image\/png;base64,/);
  await expect(dialog.getByRole("link", { name: "SVG" })).toHaveAttribute("href", /^data:image\/svg\+xml/);
  await expectAccessible(page);
});
