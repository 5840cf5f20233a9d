import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { registerViaApi, signInViaUi } from "./fixtures";
import { chooseTone, signedIn } from "./generator-support";

// Around the generator on /instagram: help bubbles and panel, honest failure
// states, Show/Hide Progress, the Edit Profile avatar and the bio history.

test.describe.configure({ timeout: 120_000 });

test("the help bubble, the help panel, the creativity demo and description ideas", async ({ page, request }) => {
  const { generator } = await signedIn(page, request, { keepHelpTips: true });

  // The generator tip: 500 ms + 5000 ms after load, until dismissed.
  const bubble = page.getByTestId("help-bubble");
  await expect(bubble).toContainText("Tip: be specific", { timeout: 10_000 });
  await bubble.getByRole("button", { name: "Dismiss tip" }).click();
  await expect(bubble).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("biostudio.help.dismissed.generator"))).toBe(
    '["generator-tip"]',
  );

  // Resting the pointer on the tone field explains what tones do (a hover bubble).
  await generator.getByText("Tone", { exact: true }).hover();
  await expect(bubble).toContainText("Tones change everything");
  await bubble.getByRole("button", { name: "Dismiss tip" }).click();
  await expect(bubble).toHaveCount(0);

  // From the keyboard: in `next dev` the framework's own indicator sits over this corner.
  await page.getByRole("button", { name: "Help and tips" }).focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Help & tips" });
  await expect(panel).toContainText("Tip: be specific");
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Help and tips" })).toBeFocused();

  await generator.getByRole("button", { name: "Try Creativity Meter Demo" }).click();
  const card = generator.getByTestId("result-card");
  await expect(card.getByRole("tab", { name: "Creativity" })).toHaveAttribute("aria-selected", "true");
  await expect(card.getByRole("tabpanel")).toContainText("Creativity level");

  const description = generator.getByLabel("Describe yourself");
  await description.fill("photographer who loves travel");
  const ideas = generator.getByTestId("description-suggestions");
  await expect(ideas.getByRole("listitem").first()).toBeVisible();
  expect(await ideas.getByRole("listitem").count()).toBeLessThanOrEqual(5);
  const idea = await ideas.getByRole("listitem").first().innerText();
  await ideas.getByRole("listitem").first().getByRole("button").click();
  await expect(description).toHaveValue(idea);
  await expect(ideas).toHaveCount(0);

  await description.fill("");
  await description.fill("teacher and runner");
  await expect(ideas).toBeVisible();
  await ideas.getByRole("button", { name: "Dismiss suggestions" }).click();
  await expect(ideas).toHaveCount(0);
});

test("failures say so: local description ideas, no made-up live stats, the generation error toast", async ({
  page,
  request,
}) => {
  await page.route("**/api/bio/description-suggestions", (route) =>
    route.fulfill({ status: 503, json: { message: "down" } }),
  );
  await page.route("**/api/analytics/live-stats", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  const { generator } = await signedIn(page, request);
  await expect(generator.getByTestId("live-stats")).toHaveText(/Live stats unavailable/);
  await expect(generator.getByTestId("live-stats").getByRole("definition")).toHaveCount(0);

  await generator.getByLabel("Describe yourself").fill("software developer who loves cricket");
  await expect(page.getByText("Suggestions Unavailable")).toBeVisible();
  await expect(page.getByText("Using template suggestions instead.")).toBeVisible();
  await expect(generator.getByTestId("description-suggestions").getByRole("listitem").first()).toContainText(
    "Software developer who loves cricket.",
  );

  await page.route("**/api/bio/generate", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
  await chooseTone(generator, "Bold");
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await expect(page.getByText("Failed to generate bio. Please try again.")).toBeVisible();
  await expect(generator.getByRole("button", { name: "Generate Bio" })).toBeVisible();
  await expect(generator.getByTestId("loading-steps")).toHaveCount(0);
  await expect(generator.getByTestId("features-preview")).toBeVisible();
});

test("Show/Hide Progress hides the progress card and remembers it", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  const toggle = generator.getByRole("button", { name: "Hide Progress" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const controlled = generator.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await expect(controlled).toBeVisible();
  await toggle.click();
  await expect(generator.getByRole("button", { name: "Show Progress" })).toHaveAttribute("aria-expanded", "false");
  await expect(controlled).toBeHidden();
  await page.reload();
  await expect(page.locator("#generator").getByRole("button", { name: "Show Progress" })).toBeVisible();
  await page.locator("#generator").getByRole("button", { name: "Show Progress" }).click();
  await expect(page.locator("#generator").getByRole("button", { name: "Hide Progress" })).toBeVisible();
});

test("Edit Profile adds an avatar to the preview and saves it as the profile's", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  await generator.getByRole("button", { name: /Customize preview/ }).click();
  await generator.getByLabel("Username").fill(`priya_${Date.now().toString(36)}`);
  await generator.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();

  // Not an image: the upload's own message, nothing uploaded.
  await dialog
    .getByLabel("Avatar image")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Please select an image file.")).toBeVisible();

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#db2777" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Avatar image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(dialog.locator('img[src^="/api/avatars/"]')).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile Created!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(generator.getByText("Your avatar is in the preview.")).toBeVisible();

  // The avatar is in the Social Preview headers.
  await generator.getByRole("button", { name: "Try Creativity Meter Demo" }).click();
  await generator.getByRole("tab", { name: "Social Preview" }).click();
  await expect(generator.locator('[role="tabpanel"] img[src^="/api/avatars/"]').first()).toBeVisible();

  // It is the profile's avatar now, and the profile page shows it after a reload.
  await page.goto("/instagram/profile");
  await expect(page.getByRole("img", { name: "Your avatar" })).toHaveAttribute("src", /\/api\/avatars\//);
});

test("the bio history: browse, search, favourite, copy and delete saved bios", async ({ page, request }) => {
  const user = await registerViaApi(request, "Sam Lee");
  const headers = { authorization: `Bearer ${user.token}` };
  for (const [description, tone] of [
    ["Pastry chef baking sourdough in Lisbon", "casual"],
    ["Marathon runner and physiotherapist", "motivational"],
  ] as const) {
    const res = await request.post("/api/bio/generate", { data: { description, tone }, headers });
    expect(res.status()).toBe(200);
  }
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram/profile");
  const history = page.locator("section", { has: page.getByRole("heading", { name: "Your bios" }) });
  await expect(history.getByText("2 generations")).toBeVisible();

  await history.getByLabel("Search your bios").fill("sourdough");
  await expect(history.getByText("1 generation", { exact: true })).toBeVisible();
  const card = history.getByRole("article").filter({ hasText: "Pastry chef" });
  await expect(card).toBeVisible();
  await expect(history.getByRole("article").filter({ hasText: "Marathon runner" })).toHaveCount(0);

  await card.getByRole("button", { name: "Add to favourites" }).click();
  await expect(card.getByRole("button", { name: "Remove from favourites" })).toBeVisible();
  await history.getByLabel("Search your bios").fill("");
  await history.getByRole("button", { name: "Favourites only" }).click();
  await expect(history.getByText("1 generation", { exact: true })).toBeVisible();
  await history.getByRole("button", { name: "Favourites only" }).click();
  await expect(history.getByText("2 generations")).toBeVisible();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await history
    .getByRole("article")
    .filter({ hasText: "Marathon runner" })
    .getByRole("button", { name: "Copy bio 1" })
    .click();
  await expect(page.getByText("Bio copied!")).toBeVisible();

  await history
    .getByRole("article")
    .filter({ hasText: "Marathon runner" })
    .getByRole("button", { name: "Delete" })
    .click();
  await page
    .getByRole("dialog", { name: "Delete these bios?" })
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(page.getByText("Bio deleted")).toBeVisible();
  await expect(history.getByText("1 generation", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("1 generation", { exact: true })).toBeVisible();
});
