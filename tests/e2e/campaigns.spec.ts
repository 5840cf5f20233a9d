import { expect, test, type Page } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The four campaign tools of the Business menu on one tool frame: a Diwali sale bio, a launch
// and a promo with a code, one bio saved, the free allowance going 3 → 0 and the upgrade prompt.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function openFromBusinessMenu(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: new RegExp(label) })
      .click();
  } else {
    // On desktop the menu opens on hover (a click right after would toggle it shut again).
    await page.getByRole("button", { name: "Business", exact: true }).hover();
    await page
      .getByTestId("business-menu")
      .getByRole("link", { name: new RegExp(label) })
      .click();
  }
  await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
}

async function generate(page: Page, button: string, left: number) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("tool-results")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tool-quota")).toHaveAttribute("data-remaining", String(left));
}

test("a Diwali sale bio, a launch and a promo with a code from the Business menu; save one; 3 → 0 and the upgrade prompt", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await registerViaApi(request, "Priya Shah");
  await signInViaUi(page, user.email, user.password);

  await page.goto("/instagram");
  await openFromBusinessMenu(page, "Campaign Bio Generator");
  await expect(page.getByTestId("tool-quota")).toContainText("3 of 3");
  await page.getByLabel("Your offer").fill("Diwali sale: 20% off all candles");
  await page.getByLabel("Ends (optional)").fill(inDays(10));
  await generate(page, "Generate campaign bios", 2);
  const bios = page.getByTestId("tool-bio");
  expect(await bios.count()).toBeGreaterThanOrEqual(3);
  for (const text of await bios.locator("p").allInnerTexts()) expect(text).toContain("20% off all candles");
  await expectNoHorizontalOverflow(page);

  await bios.first().getByRole("button", { name: "Save bio 1" }).click();
  await expect(bios.first().getByRole("button", { name: "Bio 1 saved" })).toBeDisabled();
  const saved = await page.request.get("/api/bios");
  expect(((await saved.json()) as { bios: { favorite: boolean }[] }).bios[0]).toMatchObject({ favorite: true });

  // A campaign bio goes on the content calendar with its text filled in.
  const firstBio = await bios.first().locator("p").first().innerText();
  await bios.first().getByRole("button", { name: "Add to calendar: bio 1" }).click();
  const plan = page.getByRole("dialog", { name: "Plan New Content" });
  await expect(plan.getByLabel("Custom bio (optional)")).toHaveValue(firstBio);
  await plan.getByLabel("Title").fill("Diwali sale starts");
  await plan.getByLabel("Title").press("Enter");
  await expect(plan).toBeHidden();
  await expect(page.getByText("Content Added!").first()).toBeVisible();

  await openFromBusinessMenu(page, "Product Launch");
  await page.getByLabel("Product name").fill("Ember Mini");
  await page.getByLabel("What is new").fill("A pocket-size candle that burns 20 hours");
  await page.getByLabel("Launch date").fill(inDays(5));
  await generate(page, "Generate launch bios", 1);
  await expect(page.getByRole("heading", { name: "Launch day", level: 3 })).toBeVisible();

  await openFromBusinessMenu(page, "Promo Bios");
  await page.getByLabel("Percent off").fill("20");
  await page.getByLabel("Discount code (optional)").fill("DIWALI20");
  await page.getByLabel("Offer ends").fill(inDays(3));
  await generate(page, "Generate promo bios", 0);
  for (const text of await page.getByTestId("tool-bio").locator("p").allInnerTexts()) {
    expect(text).toContain("20%");
    expect(text).toContain("DIWALI20");
  }
  const upgrade = page.getByTestId("tool-upgrade");
  await expect(upgrade).toContainText("You've used all your free campaign generations for this month.");
  await expect(upgrade.getByRole("link", { name: "Upgrade" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate promo bios" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the seasonal page lists upcoming moments soonest first and writes bios for the ones chosen", async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, "Sam Lee");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram/seasonal-campaigns");
  const moments = page.getByTestId("moment");
  await expect(moments.first()).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "India", exact: true }).click();
  await expect(moments.first()).toBeVisible();
  await page.getByLabel("What your business offers").fill("Handmade soy candles");
  await page.getByRole("button", { name: "Generate seasonal bios" }).click();
  await expect(page.getByTestId("tool-group").first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByTestId("tool-group")
      .first()
      .getByRole("list", { name: /^Angles for/ }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
