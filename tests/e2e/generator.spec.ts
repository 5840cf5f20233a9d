import { expect, test } from "@playwright/test";
import { TONES, DESCRIPTION, signedIn, chooseTone, generate, waitForBios } from "./generator-support";
import { expectAccessible } from "./support";

// The generator section of /instagram (docs/product.md#generator): the form, tones, results,
// quota and keyboard use. Help, failures, progress, avatar and history: generator-tools.spec.ts.

test.describe.configure({ timeout: 120_000 });

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

test("blank description and missing tone get their messages", async ({ page, request }) => {
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
  await expectAccessible(page, '[data-testid="result-card"]');
  await expectAccessible(page, "#generator");

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
