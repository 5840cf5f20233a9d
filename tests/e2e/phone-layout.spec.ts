import { expect, test, type Locator, type Page } from "@playwright/test";
import { chooseTone, signedIn, waitForBios } from "./generator-support";

// A new user on a phone: type a description, pick a tone, generate, read and copy the three
// bios. Nothing floating (header, tip, toast, help or Tutorial button) may lie over the field
// being typed in or a bio, and a small screen shows at most one floating thing at a time.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const LONG_DESCRIPTION =
  "Product designer in Lisbon who loves surfing at dawn, film cameras and very strong espresso too";

/** What lies over `target` among the elements fixed or sticky to the screen, plus the help tip. */
async function coveringElements(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0 && rect.width > 0;
    };
    const floating = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === "fixed" || position === "sticky" || el.dataset.testid === "help-bubble") && shows(el);
    });
    // A toaster is a fixed list as wide as its toasts: what covers is the toast shown, not the list.
    const parts = floating.flatMap((el) =>
      el.matches("[data-sonner-toaster]")
        ? [...el.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')].filter(shows)
        : [el],
    );
    return parts
      .filter((el) => !el.contains(element) && !element.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.dataset.testid ?? el.tagName.toLowerCase());
  });
}

/** The floating things a person sees right now: tip, toasts, help and Tutorial buttons. */
async function floatingShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0 && rect.width > 0;
    };
    const named = [
      ...document.querySelectorAll('[data-testid="help-bubble"]'),
      ...document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])'),
      ...document.querySelectorAll('button[aria-label="Help and tips"]'),
      ...[...document.querySelectorAll("button")].filter((b) => b.textContent?.trim() === "Tutorial"),
    ];
    return named.filter(shows).map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "");
  });
}

async function expectClear(page: Page, target: Locator) {
  expect(await coveringElements(target), "floating UI over it").toEqual([]);
  expect((await floatingShown(page)).length, "floating elements shown at once").toBeLessThanOrEqual(1);
}

test("typing, picking a tone, generating and copying: nothing floats over the field or the bios", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A first visit of the generator: its tips are not seen yet.
  const { generator } = await signedIn(page, request, { keepHelpTips: true });
  const description = generator.getByLabel("Describe yourself");
  await description.focus();

  // The tip comes while the person is in the field: beside it, not over it, and alone.
  const tip = page.getByTestId("help-bubble");
  await expect(tip).toContainText("Tip: be specific", { timeout: 10_000 });
  await expect(tip).toBeVisible();
  await expectClear(page, description);

  // Typing is doing what it says: it goes, and does not come back.
  await description.pressSequentially(LONG_DESCRIPTION, { delay: 5 });
  await expect(description).toHaveValue(LONG_DESCRIPTION);
  await expect(tip).toHaveCount(0);
  await expectClear(page, description);

  await chooseTone(generator, "Casual");
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  await waitForBios(generator);

  // The first generation unlocks an achievement: its toast takes its turn, over no bio.
  const cards = generator.getByTestId("bio-variation");
  await expect(page.getByTestId("achievement-toast").filter({ hasText: "Bio Beginner" })).toBeVisible({
    timeout: 20_000,
  });
  await expectClear(page, cards.first());

  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    await expectClear(page, card);
    const copy = card.getByRole("button", { name: `Copy bio ${i + 1}` });
    // A trial click fails when anything else would take the tap.
    await copy.click({ trial: true, timeout: 2_000 });
    await copy.click();
    await expect(copy).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await card.getByTestId("bio-text").innerText(),
    );
  }

  // The tip was seen: a new visit does not bring it back.
  await page.reload();
  await expect(generator.getByRole("form", { name: "Bio generator" })).toBeVisible();
  await page.waitForTimeout(6_500);
  await expect(tip).toHaveCount(0);
});

test("the page keeps room for the corner button below its last content", async ({ page, request }) => {
  await signedIn(page, request);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const help = page.getByRole("button", { name: "Help and tips" });
  await expect(help).toBeVisible();
  // The footer's last line ends above the button: nothing at the end of the page is under it.
  const footerText = page.locator("footer p").last();
  const [button, text] = await Promise.all([help.boundingBox(), footerText.boundingBox()]);
  expect(button && text && text.y + text.height <= button.y).toBe(true);
  // One corner button on a phone: the Tutorial is reached from the help panel.
  await expect(page.getByRole("button", { name: "Tutorial", exact: true })).toHaveCSS("opacity", "0");
  await help.click();
  await page.getByRole("button", { name: "Open the tutorial" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome to BioStudio" })).toBeVisible();
});
