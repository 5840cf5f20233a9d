import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The bio analyzer: signed out with instant results, without JavaScript through the form post,
// and a saved bio in one click when signed in.

const PAGE = "/instagram/bio-analyzer";
const SCORES = ["Length", "Readability", "Keyword fit", "Call to action", "Emoji", "Hashtags", "Creativity"];

test("a visitor pastes a bio, picks a platform and gets every score with a fix and a rewrite", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "Bio Analyzer", level: 1 })).toBeVisible();
  await page.getByLabel("Your bio").fill("Wedding photographer in Lisbon 📸 #a #b #c #d Booking 2027, DM me");
  await page.getByLabel("Platform").selectOption("tiktok");
  await page.getByLabel("Niche or description (optional)").fill("wedding photography portugal");
  await page.getByRole("button", { name: "Analyse bio" }).click();

  const results = page.getByTestId("analysis-results");
  await expect(results).toBeVisible();
  for (const label of SCORES) await expect(results.getByRole("heading", { name: label, level: 3 })).toBeVisible();
  await expect(page.getByTestId("score-hashtags")).toContainText(
    "Keep 2 hashtags at most in a TikTok bio (you have 4)",
  );
  await expect(page.getByTestId("score-callToAction")).toContainText("100/100");
  await expect(results.getByText("Rewritten example")).toHaveCount(7);
  // The address keeps the bio, so a reload shows the same results.
  await page.reload();
  await expect(page.getByTestId("score-hashtags")).toContainText("you have 4");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.getByLabel("Your bio").fill("");
  await page.getByRole("button", { name: "Analyse bio" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please paste a bio to analyse." })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page shows the results", async ({ page }) => {
    await page.goto(PAGE);
    await page.getByLabel("Your bio").fill("Baker in Pune 🍰 Fresh bread daily");
    await page.getByRole("button", { name: "Analyse bio" }).click();
    await expect(page).toHaveURL(/bio=Baker/);
    await expect(page.getByTestId("score-length")).toContainText("33 of 150 characters");
  });
});

test("a signed-in user analyses a saved bio in one click", async ({ page, request }) => {
  const user = await registerViaApi(request, "Ines Duarte");
  const generated = await request.post("/api/bio/generate", {
    data: { description: "Ceramic artist in Lisbon who teaches weekend wheel classes", tone: "casual" },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(generated.status()).toBe(200);
  const { bio } = (await generated.json()) as { bio: string };
  await signInViaUi(page, user.email, user.password);

  await page.goto(PAGE);
  const saved = page.getByRole("list", { name: "Saved bios" });
  await saved
    .getByRole("link")
    .filter({ hasText: bio.slice(0, 20) })
    .first()
    .click();
  await expect(page.getByLabel("Your bio")).toHaveValue(bio);
  await expect(page.getByTestId("analysis-results")).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
