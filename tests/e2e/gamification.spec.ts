import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { dismissHelpTips } from "./generator-support";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// Gamification as a new user meets it: the first bio unlocks Bio Beginner with its toast, XP and
// level follow the XP weights, and the pages show that real progress. The clock-dependent
// rules (streaks across days and time zones) are covered in tests/integration/gamification-*.

test.describe.configure({ timeout: 120_000 });

test("the first bio unlocks Bio Beginner with a toast and the pages show the progress", async ({ page, request }) => {
  await dismissHelpTips(page);
  const user = await registerViaApi(request, "Lena Gami");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram#generator");
  const generator = page.locator("#generator");
  await generator.getByLabel("Describe yourself").fill("Pastry chef in Lyon who loves sourdough and cycling");
  await generator.getByLabel("Tone", { exact: true }).click();
  await page.getByRole("option", { name: "Bold", exact: true }).click();
  await generator.getByRole("button", { name: "Generate Bio" }).click();

  const toast = page.getByTestId("achievement-toast").filter({ hasText: "Bio Beginner" });
  // Text and place checked in one go in the page: the toast lives 5 s, and a busy machine can
  // take that long between two separate assertions.
  await page.waitForFunction(
    (phone) =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="achievement-toast"]')].some((el) => {
        const text = el.textContent ?? "";
        const box = el.getBoundingClientRect();
        // Bottom right; on a phone at the top, where the app's one-at-a-time toasts are.
        const placed = phone
          ? box.bottom < window.innerHeight / 2
          : box.top > window.innerHeight / 2 && box.right > window.innerWidth / 2;
        return text.includes("Bio Beginner") && text.includes("Achievement unlocked") && placed;
      }),
    (page.viewportSize()?.width ?? 1280) <= 640,
    { timeout: 20_000 },
  );
  // And gone after its 5 s.
  await page.mouse.move(1, 1);
  await expect(toast).toHaveCount(0, { timeout: 8_000 });

  // 10 XP for the bio + 8 for the first streak day.
  const summary = page.getByTestId("progress-summary");
  await expect(summary.getByTestId("xp-value")).toHaveText("18");
  await expect(summary.getByTestId("level-value")).toHaveText("1");
  await expect(summary.getByTestId("achievements-count")).toHaveText("1 of 8 achievements unlocked");

  await page.goto("/instagram/achievement-badges");
  await expect(page.locator('[data-badge="first-bio"]')).toHaveAttribute("data-state", "unlocked");
  await expect(page.locator('[data-badge="bio-master"]')).toContainText("1/10");
  await expect(page.getByTestId("unlocked-achievements")).toContainText("Bio Beginner");
  await expect(page.getByTestId("xp-value")).toHaveText("18");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, "main");

  await page.goto("/instagram/streak-tracker");
  await expect(page.getByTestId("current-streak")).toHaveText("1 day");
  await expect(page.getByTestId("heat-map").locator('[data-count="1"]')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, "main");
});

test("the milestone demo plays the level-up overlay (3 s, Escape) and keeps at most 5 toasts", async ({ page }) => {
  await page.goto("/instagram/milestone-demo");
  await expectAccessible(page);
  const levelUp = page.getByRole("button", { name: "Level-up overlay" });

  await levelUp.click();
  const overlay = page.getByRole("dialog", { name: "Level 5!" });
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(levelUp).toBeFocused();

  // It closes itself 3 s after the click, timed in the page: a busy machine delays what the test
  // sees, never the page's own clock.
  await page.evaluate(() => {
    const times: { clicked?: number; opened?: number; closed?: number } = {};
    (window as unknown as { levelUpTimes: typeof times }).levelUpTimes = times;
    document.addEventListener("click", () => (times.clicked ??= performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="level-up-overlay"]')?.getAttribute("data-state");
      if (state === "open") times.opened ??= performance.now();
      else if (times.opened) times.closed ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
  });
  await levelUp.click();
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 10_000 });
  const times = await page.evaluate(
    () => (window as unknown as { levelUpTimes: { clicked?: number; opened?: number; closed?: number } }).levelUpTimes,
  );
  expect(times.opened).toBeDefined();
  const openFor = (times.closed ?? Infinity) - (times.clicked ?? 0);
  expect(openFor).toBeGreaterThanOrEqual(2_900);
  expect(openFor).toBeLessThan(6_000);

  await page.getByRole("button", { name: "Several unlocks at once" }).click();
  await page.mouse.move(1, 1);
  const toasts = page.getByTestId("achievement-toast");
  // Six unlocks at once: the oldest goes, five are kept.
  await expect(toasts.first()).toBeVisible();
  await expect(toasts).toHaveCount(5);
  await expect(page.getByRole("region", { name: /Achievements/ })).toBeAttached();
  await expect(toasts).toHaveCount(0, { timeout: 8_000 });
  await expectNoHorizontalOverflow(page);
});

test("a visitor plays a micro-learning challenge, checked on the server", async ({ page }) => {
  await page.goto("/instagram/micro-learning-challenges");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  const card = page.locator('[data-challenge="hashtag-or-not"]');
  await card.getByText("#follow4follow").click();
  await card.getByRole("button", { name: "Check answer" }).click();
  await expect(card.getByTestId("challenge-wrong")).toContainText("Not quite");
  await card.getByText("#BakedByMila").click();
  await card.getByRole("button", { name: "Check answer" }).click();
  await expect(card.getByTestId("challenge-correct")).toContainText("Correct!");
  await expect(card.getByTestId("challenge-correct")).toContainText("Sign in to keep your progress");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
