import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No serious or critical accessibility violation on the page as it is now (or in the part `only` selects). */
export async function expectAccessible(page: Page, only?: string) {
  // Contrast is judged on what is finally shown, not halfway through a fade-in.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  const results = await (only ? axe.include(only) : axe).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** Nothing wider than the viewport (the 375 px rule). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A browser-kept flag (lib/client/flags) as stored: "true" or null. */
export const flag = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
