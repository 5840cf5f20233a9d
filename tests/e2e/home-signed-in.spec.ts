import { expect, test } from "@playwright/test";
import { greetingFor } from "../../lib/content/greeting";
import { registerViaApi, signInViaUi } from "./fixtures";
import { FLAG_KEYS as FLAGS } from "../../lib/client/flags";
import { flag } from "./support";

// The home page's guidance for a signed-in visitor: greeting, no onboarding, the tutorial on a
// first visit (docs/product.md#guidance). The signed-out side is in home.spec.ts.

// Overlays wait on purpose (1.5 s): give a busy machine room.
test.describe.configure({ timeout: 150_000 });

test.describe("signed in", () => {
  test.use({ timezoneId: "Asia/Kolkata", storageState: { cookies: [], origins: [] } });

  test("greets the user in their time zone and skips onboarding", async ({ page, request }) => {
    // The tutorial opens by itself on a first signed-in visit (tested below): seen already here.
    await page.addInitScript((key) => window.localStorage.setItem(key, "true"), FLAGS.tutorialSeen);
    const account = await registerViaApi(request, "Priya Sharma");
    await signInViaUi(page, account.email, account.password);
    await page.goto("/instagram");
    const expected = greetingFor({ at: new Date(), timeZone: "Asia/Kolkata", name: "Priya" });
    await expect(page.getByTestId("greeting")).toContainText(expected);
    // Signed in, a category tile opens the template picker on its category.
    await page
      .locator("#categories")
      .getByRole("link", { name: /Fashion/ })
      .click();
    const picker = page.getByRole("dialog", { name: "Choose a Premium Template" });
    // A click before the page hydrated loads the tile's link instead, and the picker opens
    // once the generator's code has loaded there: slower on a busy machine.
    await expect(picker).toBeVisible({ timeout: 20_000 });
    await expect(picker.getByRole("button", { name: /Fashion/, pressed: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await page.waitForTimeout(2_500);
    await expect(page.getByTestId("onboarding")).toHaveCount(0);
  });

  test("a tile followed as a link, in place, still opens the picker", async ({ page, request }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, "true"), FLAGS.tutorialSeen);
    const account = await registerViaApi(request, "Ravi Kumar");
    await signInViaUi(page, account.email, account.password);
    await page.goto("/instagram");
    await expect(page.getByTestId("greeting")).toBeVisible();
    await expect(page.locator("#generator textarea").first()).toBeEditable({ timeout: 20_000 });
    // A tap that lands before the generator listens follows the tile's href: a soft navigation
    // to the same page with the deep link. Unmarking the tile makes the listener pass it by.
    const tile = page.locator("#categories").getByRole("link", { name: /Travel/ });
    await tile.evaluate((a) => a.removeAttribute("data-template-category"));
    await tile.click();
    const picker = page.getByRole("dialog", { name: "Choose a Premium Template" });
    await expect(picker).toBeVisible({ timeout: 20_000 });
    await expect(picker.getByRole("button", { name: /Travel/, pressed: true })).toBeVisible();
    // Read once: the deep link is gone from the address bar.
    await expect(page).not.toHaveURL(/templates=/);
  });

  test("a first signed-in visit opens the tutorial by itself, once", async ({ page, request }) => {
    const account = await registerViaApi(request, "Dev Patel");
    await signInViaUi(page, account.email, account.password);
    await page.goto("/instagram");
    const tutorial = page.getByRole("dialog", { name: "Welcome to BioStudio" });
    await expect(tutorial).toBeVisible({ timeout: 30_000 });
    await expect(tutorial).toContainText("Step 1 of 8");
    await tutorial.getByRole("button", { name: "Skip Tutorial" }).click();
    await expect(tutorial).toHaveCount(0);
    expect(await flag(page, FLAGS.tutorialCompleted)).toBe("true");
    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the 'Signed in' toast leaves the tutorial's buttons free", async ({ page, request, isMobile }) => {
    // Where the toast is, read in the page once it has slid in: on a busy machine it can be gone
    // (it closes itself after a few seconds) before the header shows the user is signed in.
    await page.addInitScript(() => {
      const seen = window as unknown as { signedInToast?: DOMRectInit };
      const observer = new MutationObserver(() => {
        const toast = [...document.querySelectorAll("[data-sonner-toast]")].find((el) =>
          el.textContent?.includes("Signed in"),
        );
        if (!toast) return;
        observer.disconnect();
        window.setTimeout(() => {
          const { x, y, width, height } = toast.getBoundingClientRect();
          seen.signedInToast = { x, y, width, height };
        }, 600);
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const account = await registerViaApi(request, "Asha Menon");
    await signInViaUi(page, account.email, account.password);
    const shown = await page.waitForFunction(
      () =>
        (window as unknown as { signedInToast?: { x: number; y: number; width: number; height: number } })
          .signedInToast ?? null,
    );
    const toastBox = await shown.jsonValue();
    const viewport = page.viewportSize();
    if (!toastBox || !viewport) throw new Error("the toast or the viewport has no size");
    // On a phone toasts come from the top (the tutorial is a bottom sheet there); on a larger
    // screen from the bottom right.
    expect(toastBox.y + toastBox.height < viewport.height / 2).toBe(!!isMobile);

    const tutorial = page.getByRole("dialog", { name: "Welcome to BioStudio" });
    await expect(tutorial).toBeVisible({ timeout: 30_000 });
    for (const name of ["Previous", "Next"]) {
      const button = await tutorial.getByRole("button", { name }).boundingBox();
      if (!button) throw new Error(`no ${name} button`);
      const apart =
        button.y >= toastBox.y + toastBox.height ||
        button.y + button.height <= toastBox.y ||
        button.x >= toastBox.x + toastBox.width ||
        button.x + button.width <= toastBox.x;
      expect(apart, `${name} is under the toast`).toBe(true);
    }
    await tutorial.getByRole("button", { name: "Next" }).click();
    // The dialog is named after its step.
    await expect(page.getByRole("dialog")).toContainText("Step 2 of 8");
  });
});
