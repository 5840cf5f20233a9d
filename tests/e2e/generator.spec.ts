import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";

// The generator section of /instagram (spec §2, §4, §5, §8, §9). Each generation shows the
// four loading steps (3.6 s) and the 2 s celebration, so these tests wait longer than most.

const TONES = ["Funny", "Professional", "Poetic", "Mysterious", "Motivational", "Casual", "Bold", "Inspirational"];
const DESCRIPTION = "UX designer in Pune who loves chai, trekking and tiny houseplants";
const GENERATION_MS = 20_000;

test.describe.configure({ timeout: 120_000 });

/** A fresh free account, signed in through the UI, looking at the generator. */
async function signedIn(page: Page, request: APIRequestContext, options: { keepHelpTips?: boolean } = {}) {
  if (!options.keepHelpTips) {
    // The timed help bubble is tested on its own; elsewhere it would only cover the form.
    await page.addInitScript(() => {
      localStorage.setItem(
        "biostudio.help.dismissed.generator",
        JSON.stringify([
          "generator-tip",
          "generator-tone-hint",
          "generator-tone-hover",
          "generator-idle-boost",
          "generator-preview-info",
        ]),
      );
    });
  }
  const user = await registerViaApi(request, "Priya Nair");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram#generator");
  const generator = page.locator("#generator");
  await expect(generator.getByRole("form", { name: "Bio generator" })).toBeVisible();
  return { user, generator };
}

/** expectAccessible (support.ts) limited to one part of the page: no serious or critical violation. */
async function expectPartAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function chooseTone(generator: Locator, tone: string) {
  await generator.getByLabel("Tone", { exact: true }).click();
  await generator.page().getByRole("option", { name: tone, exact: true }).click();
}

/** Presses Generate and waits through the loading steps and celebration for the bios. */
async function generate(generator: Locator) {
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  return waitForBios(generator);
}

async function waitForBios(generator: Locator) {
  await expect(generator.getByRole("button", { name: "Generating...", exact: true })).toBeVisible();
  // Each step shows for about a second; a busy machine may look after the first has passed.
  await expect(generator.getByTestId("loading-steps")).toContainText(
    /Analysing your description|Matching your tone|Generating your bios|Adding finishing touches/,
  );
  await expect(generator.getByTestId("celebration")).toContainText("Your bios are ready!", { timeout: GENERATION_MS });
  await expect(generator.getByTestId("celebration")).toBeHidden({ timeout: 5_000 });
  const bios = generator.getByTestId("bio-text");
  await expect(bios).toHaveCount(3);
  await expect(generator.getByRole("button", { name: "Generate Bio" })).toBeVisible();
  return bios.allInnerTexts();
}

test("a visitor is asked to create an account or sign in", async ({ page }) => {
  await page.goto("/instagram");
  const generator = page.locator("#generator");
  await expect(generator.getByRole("link", { name: "Create Free Account" })).toHaveAttribute(
    "href",
    "/instagram/login?mode=signup",
  );
  await expect(generator.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/instagram/login");
  await expect(generator.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expect(generator.getByRole("form", { name: "Bio generator" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Generate My Bio" })).toHaveAttribute("href", "#generator");
});

test("blank description and missing tone get the spec's messages", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  await expect(generator.getByText("Bio Generator", { exact: true })).toBeVisible(); // breadcrumb
  await expect(generator.getByRole("link", { name: "Back to Home" })).toBeVisible();

  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await expect(generator.getByRole("alert")).toHaveText("Please enter a description to generate your bio!");
  await expect(generator.getByLabel("Describe yourself")).toBeFocused();
  await expect(
    page.locator("[data-sonner-toast]").getByText("Please enter a description to generate your bio!"),
  ).toBeVisible();

  await generator.getByLabel("Describe yourself").fill(DESCRIPTION);
  await expect(generator.getByText(`${DESCRIPTION.length}/2000`)).toBeVisible();
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await expect(generator.getByRole("alert")).toHaveText("Please select a tone for your bio!");
  await expect(page.locator("[data-sonner-toast]").getByText("Please select a tone for your bio!")).toBeVisible();
  await expect(generator.getByTestId("loading-steps")).toHaveCount(0);
});

test("all eight tones are offered and generating in several tones shows three bios", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  await expect(generator.getByTestId("subscription-banner")).toContainText("5 free generations left this month");
  await expect(generator.getByTestId("live-stats")).toContainText("Bios today");
  await expect(generator.getByTestId("live-stats")).not.toContainText("Live stats unavailable");

  await generator.getByLabel("Tone", { exact: true }).click();
  await expect(page.getByRole("option")).toHaveText(TONES);
  await page.keyboard.press("Escape");
  await expect(generator.getByLabel("Tone", { exact: true })).toHaveText("Select a tone");

  await generator.getByLabel("Describe yourself").fill(DESCRIPTION);
  const seen = new Set<string>();
  for (const [i, tone] of ["Funny", "Professional", "Mysterious"].entries()) {
    await chooseTone(generator, tone);
    const bios = await generate(generator);
    expect(new Set(bios).size).toBe(3);
    for (const bio of bios) seen.add(bio);
    await expect(generator.getByTestId("result-card")).toContainText(tone);
    await expect(generator.getByTestId("subscription-banner")).toContainText(
      `${5 - (i + 1)} free generation${5 - (i + 1) === 1 ? "" : "s"} left this month`,
    );
    await expect(generator.getByTestId("bios-generated")).toHaveText(String(i + 1));
  }
  expect(seen.size).toBe(9);
  // Two left: the banner turns into the warning.
  await expect(generator.getByTestId("subscription-banner")).toHaveAttribute("data-kind", "low");
  await expect(generator.getByTestId("subscription-banner").getByRole("link", { name: "Get Unlimited" })).toBeVisible();
  await expect(generator.getByTestId("bio-count").first()).toHaveText(/^\d+\/150 characters$/);
});

test("copy, every tab, the four networks, regenerate and an accessible result card", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { generator } = await signedIn(page, request);
  await generator.getByLabel("Describe yourself").fill(DESCRIPTION);
  await chooseTone(generator, "Casual");
  const first = await generate(generator);

  await generator.getByRole("button", { name: "Copy bio 1" }).click();
  // The button says "Copied" for 2 s; checked before the toast, whose code may still be loading.
  await expect(generator.getByRole("button", { name: "Copy bio 1" })).toHaveText("Copied");
  await expect(page.getByText("Bio copied!")).toBeVisible();
  await expect(page.getByText("Your bio has been copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first[0]);
  await expect(generator.getByRole("button", { name: "Copy bio 1" })).toHaveText("Copy", { timeout: 4_000 });

  const card = generator.getByTestId("result-card");
  const tabs = card.getByRole("tablist", { name: "Result views" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Bio Text",
    "Creativity",
    "Social Preview",
    "Emojis & Tags",
    "Progress",
  ]);

  await tabs.getByRole("tab", { name: "Creativity" }).click();
  await expect(card.getByRole("tabpanel")).toContainText("Creativity level");

  await tabs.getByRole("tab", { name: "Social Preview" }).click();
  const networks = card.getByRole("tablist", { name: "Network" });
  for (const network of [/Instagram/, /X/, /LinkedIn/, /TikTok/]) {
    await networks.getByRole("tab", { name: network }).click();
    await expect(networks.getByRole("tab", { name: network })).toHaveAttribute("aria-selected", "true");
  }
  await expect(networks.getByRole("tab")).toHaveCount(4);
  // The analysis tabs can look at any of the three bios.
  await card.getByRole("radio", { name: "Bio 2" }).click();
  await expect(card.getByRole("radio", { name: "Bio 2" })).toBeChecked();

  await tabs.getByRole("tab", { name: "Emojis & Tags" }).click();
  await expect(card.getByRole("tabpanel")).toContainText("Hashtags");

  await tabs.getByRole("tab", { name: "Progress" }).click();
  await expect(card.getByRole("tabpanel")).toContainText("Generations left this month");

  await tabs.getByRole("tab", { name: "Bio Text" }).click();
  await expectPartAccessible(page, '[data-testid="result-card"]');
  await expectPartAccessible(page, "#generator");

  await card.getByRole("button", { name: "Regenerate" }).click();
  await expect(card.getByRole("button", { name: "Regenerating..." })).toHaveAttribute("aria-disabled", "true");
  const second = await waitForBios(generator);
  expect(second).not.toEqual(first);
  await expect(generator.getByTestId("bios-generated")).toHaveText("2");
});

test("the sixth generation of a free user shows the quota message", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  // Spend the month's free generations through the API with this browser's session.
  let remaining: number | null = 1;
  for (let i = 0; i < 10 && remaining !== 0; i++) {
    const res = await page.request.post("/api/bio/generate", { data: { description: DESCRIPTION, tone: "bold" } });
    expect(res.status()).toBe(200);
    remaining = ((await res.json()) as { generationsRemaining: number | null }).generationsRemaining;
  }
  expect(remaining).toBe(0);

  await page.reload();
  await expect(generator.getByTestId("subscription-banner")).toContainText(
    "You have used all your free generations this month",
  );
  await generator.getByLabel("Describe yourself").fill(DESCRIPTION);
  await chooseTone(generator, "Bold");
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await expect(page.getByText("Limit reached")).toBeVisible();
  await expect(page.getByText(/used all your free bio generations for this month/)).toBeVisible();
  await expect(generator.getByRole("button", { name: "Generate Bio" })).toBeVisible();
  await expect(generator.getByTestId("result-card")).toHaveCount(0);

  // Get Unlimited leads to the subscription tab; without Stripe keys, Upgrade says who sets plans.
  await generator.getByTestId("subscription-banner").getByRole("link", { name: "Get Unlimited" }).click();
  await expect(page).toHaveURL(/\/instagram\/account\?tab=subscription$/);
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page.getByText(/^Plans are set by an administrator on this deployment/)).toBeVisible();
});

test("text typed before the generator's code has loaded is kept and generated from", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  // On the next load, hold back the generator's own code (the chunk with its form) while typing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"Bio generator"')) {
      holding = true;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.reload({ waitUntil: "commit" });
  const description = generator.getByLabel("Describe yourself");
  await expect(description).toBeVisible();
  await expect.poll(() => holding).toBe(true);
  await description.fill(DESCRIPTION);
  await expect(generator.getByText("0/2000")).toBeVisible(); // not hydrated yet
  release();

  // Once loaded, the generator counts and sends what was typed instead of a blank description.
  await expect(generator.getByText(`${DESCRIPTION.length}/2000`)).toBeVisible();
  await expect(description).toHaveValue(DESCRIPTION);
  await chooseTone(generator, "Casual");
  expect(await generate(generator)).toHaveLength(3);
  await expect(page.getByText("Please enter a description to generate your bio!")).toHaveCount(0);
});

test("keyboard only: tab to the description, pick a tone and generate", async ({ page, request }) => {
  const { generator } = await signedIn(page, request);
  await generator.getByRole("link", { name: "Back to Home" }).focus();
  const description = generator.getByLabel("Describe yourself");
  for (let i = 0; i < 40 && !(await description.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(description).toBeFocused();
  await page.keyboard.type("Baker in Kochi who makes sourdough and loves the monsoon");

  const tone = generator.getByLabel("Tone", { exact: true });
  for (let i = 0; i < 10 && !(await tone.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(tone).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  // The list opens on the first tone (Funny); Poetic is two down.
  await expect(page.getByRole("option", { name: "Funny" })).toBeFocused();
  // One step at a time, as someone watching the focus would: on a busy machine the list can
  // still be settling (and re-focusing the first tone) when the first key arrives.
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Professional" })).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Poetic" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tone).toHaveText("Poetic");
  await expect(tone).toBeFocused();

  const button = generator.getByRole("button", { name: "Generate Bio" });
  for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Space");
  await waitForBios(generator);
  await expect(generator.getByTestId("result-card")).toContainText("Poetic");
});

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

  // Not an image: the spec's message, nothing uploaded.
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
