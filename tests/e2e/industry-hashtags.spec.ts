import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A home baker in Pune gets hashtags in three tiers with Pune tags, sees the spam tag she
// typed refused with its reason, and saves a ready set.

test("hashtags for 'home bakery, Pune': tiers, local tags, a refused spam tag, a set saved", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await registerViaApi(request, "Asha Kulkarni");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram/industry-hashtag-generator");
  await expect(page.getByRole("heading", { name: "Industry Hashtag Generator", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tool-quota")).toContainText("3 of 3");

  await page.getByLabel("Industry").click();
  await page.getByRole("option", { name: "Food & Beverages" }).click();
  await page.getByLabel("Niche (optional)").fill("home bakery, Pune");
  await page.getByLabel("Hashtags to check (optional)").fill("#like4like #cakesofinstagram");
  await page.getByRole("button", { name: "Generate hashtags" }).click();

  await expect(page.getByTestId("hashtag-results")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tool-quota")).toHaveAttribute("data-remaining", "2");
  await expect(page.getByRole("region", { name: "Niche hashtags" })).toContainText("#punebakery");
  await expect(page.getByTestId("refused-tags")).toContainText("#like4like: Engagement bait");
  const sets = page.getByTestId("hashtag-set");
  await expect(sets).toHaveCount(3);
  for (const text of await sets.locator("p").allInnerTexts()) expect(text).not.toMatch(/#like4like|#followforfollow/);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await sets.first().getByRole("button", { name: "Save set" }).click();
  await expect(page.getByTestId("saved-sets")).toContainText("home bakery, Pune");
  await page.reload();
  await expect(page.getByTestId("saved-sets")).toContainText("home bakery, Pune");
});
