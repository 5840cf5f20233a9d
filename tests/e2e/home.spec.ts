import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signInViaUi, uniqueEmail } from "./fixtures";
import { FLAG_KEYS as FLAGS } from "../../lib/client/flags";
import { getRoute } from "../../lib/config/routes";
import { faqCategories } from "../../lib/content/faq";
import { expectAccessible, expectNoHorizontalOverflow, flag } from "./support";

// The home page and its guidance for a visitor: hero, FAQ, tutorial, onboarding, tour, contact
// (docs/product.md#guidance). Signed in: home-signed-in.spec.ts.

/** A returning visitor: onboarding already seen, so it does not open by itself. */
// Overlays wait on purpose (1 s, 1.5 s, 6 s): give a busy machine room.
test.describe.configure({ timeout: 150_000 });

async function skipOnboarding(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, "true"), FLAGS.onboardingSeen);
}

test("the hero, features, templates and about sections lead where they say", async ({ page }) => {
  await skipOnboarding(page);
  await page.goto("/instagram");
  const hero = page.locator("#hero");
  await expect(hero.getByRole("link", { name: "Generate My Bio" })).toHaveAttribute("href", "#generator");
  await hero.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole("heading", { name: "About BioStudio" })).toBeInViewport();
  await expect(page.locator("#about")).toContainText("150 characters");
  for (const name of ["AI-Powered", "Instant Results", "Multiple Tones"]) {
    await expect(page.locator("#features").getByRole("heading", { name })).toBeVisible();
  }
  const tiles = page.locator("#categories").getByRole("link");
  await expect(tiles).toHaveCount(8);
  // Signed out, the generator is a sign-up prompt: a tile opens the public gallery's category.
  await expect(tiles.filter({ hasText: "Fashion" })).toHaveAttribute("href", "/instagram/templates/fashion");
  // Every tool card opens a page that exists.
  for (const href of await page.locator("#tools a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect((await page.request.get(href ?? "")).status(), String(href)).toBe(200);
  }
  await expect(page.locator("footer")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("page events are sent to our own analytics without blocking the page", async ({ page }) => {
  await skipOnboarding(page);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/analytics/events") && (r.postData() ?? "").includes("Page Load"),
  );
  await page.goto("/instagram");
  const body = JSON.parse((await sent).postData() ?? "{}") as { events: { name: string; metadata?: object }[] };
  expect(body.events[0]).toMatchObject({ name: "Page Load", path: "/instagram", category: "home" });
  const engagement = await page.waitForRequest((r) => (r.postData() ?? "").includes("Content Engagement"));
  expect((await engagement.response())?.status()).toBe(202);
});

test("the FAQ shows the categories that have live answers, opens several answers at once and points to help", async ({
  page,
}) => {
  await skipOnboarding(page);
  await page.goto("/instagram#faq");
  const faq = page.locator("#faq");
  const shown = faqCategories().map((category) => category.title);
  expect(shown).toContain("Getting Started");
  await expect(faq.getByRole("heading", { level: 3 })).toHaveText(shown);
  // No answer about teams until the team page is live.
  if (!getRoute("team-collaboration").live) {
    await expect(faq.getByRole("heading", { name: "Team & Collaboration" })).toHaveCount(0);
    await expect(faq.getByText(/members including you/)).toHaveCount(0);
  }
  const answer = faq.getByText(/generations per calendar month \(UTC\)/);
  await expect(answer).toBeHidden();
  await faq.getByText("How many bios can I generate for free?").click();
  await faq.getByText("Do I need an account?").click();
  await expect(answer).toBeVisible();
  await expect(faq.getByText(/^Yes for the bio generator/)).toBeVisible();
  await faq.getByText("Do I need an account?").click();
  await expect(faq.getByText(/^Yes for the bio generator/)).toBeHidden();
  await expect(answer).toBeVisible();

  await expect(faq.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "#contact");
  await faq.getByRole("link", { name: "View Documentation" }).click();
  await expect(page).toHaveURL(/\/instagram\/tutorial$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tutorial" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Generate your bio" })).toBeVisible();
  const alias = await page.request.get("/tutorial", { maxRedirects: 0 });
  expect(alias.status()).toBe(308);
});

test("the tutorial dialog walks eight steps and remembers how it ended", async ({ page }) => {
  await skipOnboarding(page);
  await page.goto("/instagram");
  await page.getByRole("button", { name: "Tutorial", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome to BioStudio" });
  await expect(dialog).toContainText("Step 1 of 8");
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "13");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog")).toContainText("Step 2 of 8");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Previous" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Step 1: Welcome to BioStudio (visited)" })).toBeVisible();
  await page.getByRole("button", { name: /^Step 8:/ }).click();
  await expect(page.getByRole("dialog")).toContainText("Step 8 of 8");
  await expect(page.getByRole("dialog").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("dialog").getByRole("button", { name: "Complete" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await flag(page, FLAGS.tutorialSeen)).toBe("true");
  expect(await flag(page, FLAGS.tutorialCompleted)).toBe("true");
  await expect(page.getByRole("button", { name: "Tutorial", exact: true })).toBeFocused();

  // Escape (like the X) stores only the has-seen flag.
  await page.evaluate(() => window.localStorage.clear());
  await page.getByRole("button", { name: "Tutorial", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await flag(page, FLAGS.tutorialSeen)).toBe("true");
  expect(await flag(page, FLAGS.tutorialCompleted)).toBeNull();
});

test.describe("a first visit", () => {
  // Every other test starts as a returning visitor (playwright.config: onboarding seen).
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a new visitor gets onboarding once; it can be replayed", async ({ page }) => {
    await page.goto("/instagram");
    const onboarding = page.getByTestId("onboarding");
    // 1.5 s after hydration, which a busy 2-core machine can delay by several seconds.
    await expect(onboarding).toBeVisible({ timeout: 30_000 });
    await expect(onboarding).toContainText("1 of 5");
    await expectAccessible(page);
    // Focus stays inside while it is open.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await onboarding.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 2; i <= 5; i++) {
      await onboarding.getByRole("button", { name: "Next" }).click();
      await expect(onboarding).toContainText(`${i} of 5`);
    }
    await expect(onboarding.getByRole("link", { name: "Create Free Account" })).toBeVisible();
    await onboarding.getByRole("button", { name: "Look around" }).click();
    await expect(onboarding).toHaveCount(0);
    expect(await flag(page, FLAGS.onboardingSeen)).toBe("true");

    // The next load: no onboarding, and now the tutorial opens by itself, once.
    await page.reload();
    const tutorial = page.getByRole("dialog", { name: "Welcome to BioStudio" });
    await expect(tutorial).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("onboarding")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(tutorial).toHaveCount(0);
    expect(await flag(page, FLAGS.tutorialSeen)).toBe("true");
    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByTestId("replay-onboarding").click();
    await expect(page.getByTestId("onboarding")).toBeVisible();
    // Shift+Tab wraps around inside too.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
    expect(await onboarding.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("onboarding")).toHaveCount(0);
    // A press outside the card ends it as well.
    await page.getByTestId("replay-onboarding").click();
    await expect(onboarding).toBeVisible();
    await page.locator("#hero h1").click();
    await expect(onboarding).toHaveCount(0);
  });
});

test("the guided tour has every control and advances on its own", async ({ page }) => {
  await skipOnboarding(page);
  await page.goto("/instagram");
  await page.getByTestId("start-tour").click();
  const tour = page.getByTestId("guided-tour");
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await expect(tour).toContainText("Step 1 of 8");
  await expect(page.getByTestId("guide-character")).toBeVisible();
  await expect(tour.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(tour.getByRole("button", { name: "Voice", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(tour.getByTestId("tour-status")).toHaveText("Next step in 6 s");

  // Without voice it moves on by itself after the labelled 6 s.
  await expect(tour).toContainText("Step 2 of 8", { timeout: 15_000 });
  await expect(page.locator("#hero")).toHaveAttribute("data-tour-highlight", "true");

  await tour.getByRole("button", { name: "Pause" }).click();
  await expect(tour.getByTestId("tour-status")).toHaveText("Paused");
  // On a busy machine the tour may have moved on once more before the click landed.
  const pausedAt = Number((await tour.innerText()).match(/Step (\d) of 8/)?.[1]);
  expect(pausedAt).toBeLessThan(8);
  await page.waitForTimeout(6_500);
  await expect(tour).toContainText(`Step ${pausedAt} of 8`);
  await tour.getByRole("button", { name: "Next" }).click();
  await expect(tour).toContainText(`Step ${pausedAt + 1} of 8`);
  await tour.getByRole("button", { name: "Previous" }).click();
  await expect(tour).toContainText(`Step ${pausedAt} of 8`);
  await tour.getByRole("button", { name: "Restart" }).click();
  await expect(tour).toContainText("Step 1 of 8");
  await expect(tour.getByRole("button", { name: "Pause" })).toBeVisible();
  await tour.getByRole("button", { name: "Voice", exact: true }).click();
  await expect(tour.getByRole("button", { name: "Voice", exact: true })).toHaveAttribute("aria-pressed", "true");
  await tour.getByRole("button", { name: "Voice", exact: true }).click();

  await tour.getByRole("button", { name: "Pause" }).click();
  await expect(tour.getByTestId("tour-status")).toHaveText("Paused");
  const from = Number((await tour.innerText()).match(/Step (\d) of 8/)?.[1]);
  for (let i = from + 1; i <= 8; i++) {
    await tour.getByRole("button", { name: "Next" }).click();
    await expect(tour).toContainText(`Step ${i} of 8`);
  }
  expect(await flag(page, FLAGS.tourSeen)).toBeNull();
  await tour.getByRole("button", { name: "Finish Tour" }).click();
  await expect(tour).toHaveCount(0);
  expect(await flag(page, FLAGS.tourSeen)).toBe("true");

  await page.getByTestId("start-tour").click();
  await expect(page.getByTestId("guided-tour")).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("guided-tour")).toHaveCount(0);
});

test("a visitor sends a message and an admin reads it in the inbox", async ({ page }) => {
  await skipOnboarding(page);
  await page.goto("/instagram#contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(form.getByLabel("Email *")).toBeFocused();

  const email = uniqueEmail("contact");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Country *").fill("India");
  await form.getByLabel("How did you hear about us? *").selectOption("friend");
  await form.getByLabel("Message (optional)").fill("Do you have a team plan for agencies?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel("Email *")).toHaveValue("");
  await expect(form.getByLabel("Message (optional)")).toHaveValue("");

  await signInViaUi(page, ADMIN.email, ADMIN.password);
  await page.goto("/instagram/admin-dashboard?tab=inbox");
  const message = page.getByTestId("inbox-message").filter({ hasText: email });
  await expect(message).toContainText("Do you have a team plan for agencies?");
  await expect(message).toContainText("Friend or colleague");
  await expect(message).toHaveAttribute("data-read", "false");
  await message.getByRole("button", { name: "Mark as read" }).click();
  await expect(message).toHaveAttribute("data-read", "true");
});
