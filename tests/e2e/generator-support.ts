import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";

// Shared by the browser tests that use the generator (generator*.spec.ts, gamification.spec.ts). Each
// generation shows the four loading steps (3.6 s) and the 2 s celebration.

export const TONES = [
  "Funny",
  "Professional",
  "Poetic",
  "Mysterious",
  "Motivational",
  "Casual",
  "Bold",
  "Inspirational",
];
export const DESCRIPTION = "UX designer in Pune who loves chai, trekking and tiny houseplants";
export const GENERATION_MS = 20_000;

/** Dismisses the generator's timed help bubbles: they are tested on their own, elsewhere they cover the form. */
export async function dismissHelpTips(page: Page) {
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

/** A fresh free account, signed in through the UI, looking at the generator. */
export async function signedIn(page: Page, request: APIRequestContext, options: { keepHelpTips?: boolean } = {}) {
  if (!options.keepHelpTips) await dismissHelpTips(page);
  const user = await registerViaApi(request, "Priya Nair");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram#generator");
  const generator = page.locator("#generator");
  await expect(generator.getByRole("form", { name: "Bio generator" })).toBeVisible();
  return { user, generator };
}

export async function chooseTone(generator: Locator, tone: string) {
  await generator.getByLabel("Tone", { exact: true }).click();
  await generator.page().getByRole("option", { name: tone, exact: true }).click();
}

/** Presses Generate and waits through the loading steps and celebration for the bios. */
export async function generate(generator: Locator) {
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  return waitForBios(generator);
}

export async function waitForBios(generator: Locator) {
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
