import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The quick tools as a new visitor tries them, signed out; workflows signed in, then shared.

test("the compliance checker flags a phone number and a guarantee, and fixes both", async ({ page }) => {
  await page.goto("/instagram/bio-compliance");
  await page.getByLabel("Paste your bio").fill("Guaranteed results in 30 days! Call 98765 43210 for coaching");
  const claims = page.getByTestId("rule-risky-claims");
  const personal = page.getByTestId("rule-personal-data");
  await expect(claims).toHaveAttribute("data-passed", "false");
  await expect(personal).toHaveAttribute("data-passed", "false");
  await expect(claims.locator("mark")).toHaveText("Guaranteed results");
  await expect(personal.locator("mark")).toHaveText("98765 43210");
  await expect(page.getByTestId("compliance-summary")).toContainText("6 of 8 rules passed");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Fix all" }).click();
  await expect(claims).toHaveAttribute("data-passed", "true");
  await expect(personal).toHaveAttribute("data-passed", "true");
  const fixed = await page.getByLabel("Paste your bio").inputValue();
  expect(fixed).not.toContain("98765");
  expect(fixed.toLowerCase()).not.toContain("guaranteed");
  await expect(page.getByTestId("compliance-summary")).toContainText("All 8 rules passed");
});

test("the inspiration wheel spins by keyboard and says where it landed", async ({ page }) => {
  await page.goto("/instagram/bio-inspiration-wheel");
  const spin = page.getByRole("button", { name: "Spin the wheel" });
  await spin.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    /Landed on (Creator|Fitness|Food|Travel|Founder|Fashion|Lifestyle|Learning)/,
    {
      timeout: 10_000,
    },
  );
  const use = page.getByRole("link", { name: "Use in generator" }).first();
  await expect(use).toHaveAttribute("href", /description=.+#generator$/);
  await expect(page.getByRole("button", { name: "Spin again" })).toBeFocused();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("a mood's emoji go into a pasted bio within the limit", async ({ page }) => {
  await page.goto("/instagram/emoji-mood-selector");
  await page.getByRole("button", { name: /Calm/ }).click();
  await expect(page.getByRole("button", { name: "Copy herb" })).toBeVisible();
  const bio = page.getByLabel("Your bio");
  await bio.fill("Yoga teacher in Leeds | Morning flows");
  await page.getByRole("button", { name: "Add 3 emoji" }).click();
  await expect(bio).toHaveValue("🌿 Yoga teacher in Leeds | 🍃 Morning flows 🕊️");
  await expect(page.getByTestId("apply-status")).toContainText("Added 3 calm emoji");
  await expect(page.getByTestId("bio-count")).toContainText("/150 characters");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("the trend analyzer shows trends or says honestly that there is not enough data", async ({ page }) => {
  await page.goto("/instagram/instant-trend-analyzer");
  await expect(page.getByTestId("trends-not-enough").or(page.getByTestId("trend-keywords"))).toBeVisible();
  await expect(page.getByTestId("trend-window")).toContainText("This week");
  await expect(page.getByTestId("upcoming-moments")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("signed in, a workflow is copied, ticked, shared, and opens read-only signed out", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto("/instagram/shareable-workflow-templates");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  await expectAccessible(page);

  const user = await registerViaApi(request, "Wren Workflow");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram/shareable-workflow-templates");
  await page.getByTestId("template-rebrand").getByRole("button", { name: "Copy to my workflows" }).click();
  const item = page.getByTestId("workflow-item").first();
  await expect(item).toContainText("Rebrand");
  const first = item.getByRole("checkbox").first();
  const saved = page.waitForResponse((r) => r.url().includes("/api/workflows/") && r.request().method() === "PATCH");
  await first.check();
  expect((await saved).status()).toBe(200);
  await expect(item.getByTestId("workflow-progress")).toHaveText("1 of 8 steps done");
  await page.reload();
  await expect(page.getByTestId("workflow-item").first().getByRole("checkbox").first()).toBeChecked();

  await page.getByTestId("workflow-item").first().getByRole("button", { name: "Share a read-only link" }).click();
  const link = await page.getByTestId("share-link").inputValue();
  expect(link).toMatch(/\/instagram\/shareable-workflow-templates\/w\/[A-Za-z0-9_-]{16}$/);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Rebrand");
  await expect(visitor.getByTestId("shared-progress")).toContainText("1 of 8 steps done");
  await expect(visitor.getByRole("checkbox")).toHaveCount(0);
  await expect(visitor.locator("main")).not.toContainText("Wren Workflow");
  const og = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  const image = await visitor.request.get(new URL(og ?? "", link).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");
  await expectAccessible(visitor);
  await stranger.close();
});
