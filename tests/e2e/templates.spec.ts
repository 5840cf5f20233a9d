import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, apiToken, registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// Templates (docs/product.md#templates): both pickers from the generator, premium gating, deep links and the
// public gallery. Written against the seeded catalogue: templates are picked by what is
// visible (or listed by the API), never by hard-coded ids.

type Template = { id: string; name: string; category: string; isPremium: boolean; placeholders: string[] };

test.describe.configure({ timeout: 150_000 });

const HELP_TIPS = [
  "generator-tip",
  "generator-tone-hint",
  "generator-tone-hover",
  "generator-idle-boost",
  "generator-preview-info",
];

async function signedIn(page: Page, request: APIRequestContext, options: { premium?: boolean; path?: string } = {}) {
  await page.addInitScript(
    (ids) => localStorage.setItem("biostudio.help.dismissed.generator", JSON.stringify(ids)),
    HELP_TIPS,
  );
  const user = await registerViaApi(request, "Tara Templates");
  if (options.premium) {
    const me = (await (
      await request.get("/api/auth/me", { headers: { authorization: `Bearer ${user.token}` } })
    ).json()) as {
      id: string;
    };
    const admin = await apiToken(request, ADMIN.email, ADMIN.password);
    const res = await request.patch(`/api/admin/users/${me.id}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { plan: "premium" },
    });
    expect(res.status()).toBe(200);
  }
  await signInViaUi(page, user.email, user.password);
  await page.goto(options.path ?? "/instagram#generator");
  await expect(page.locator("#generator").getByRole("form", { name: "Bio generator" })).toBeVisible();
  return user;
}

async function templates(request: APIRequestContext, query = ""): Promise<Template[]> {
  const res = await request.get(`/api/templates${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Template[];
}

test("personal picker: browse, filter, search, customise and apply a free template into the generator", async ({
  page,
  request,
}) => {
  const free = (await templates(request, "?premium=false")).filter((t) => t.category !== "business");
  const target = free.find((t) => t.placeholders.length >= 2) ?? free[0];
  expect(target, "the seed holds a free personal template").toBeDefined();
  await signedIn(page, request);

  await page.getByRole("button", { name: "Personal Templates" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a Premium Template" });
  await expect(picker).toBeVisible();
  await expect(picker).toContainText("Select a professionally designed template to create an engaging bio instantly");
  await expect(picker.getByRole("heading", { name: /^Free Templates \(\d+\)$/ })).toBeVisible();
  const chips = picker.getByRole("group", { name: "Categories" }).getByRole("button");
  expect(await chips.count()).toBeLessThanOrEqual(12);
  await expectNoHorizontalOverflow(page);

  // A category chip narrows the list; 'All' brings everything back.
  const allCards = await picker.getByTestId("template-card").count();
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute("aria-pressed", "true");
  expect(await picker.getByTestId("template-card").count()).toBeLessThanOrEqual(allCards);
  await chips.first().click();

  // Both empty messages.
  const search = picker.getByRole("searchbox", { name: "Search templates" });
  await search.fill("zz-no-such-template-zz");
  await expect(picker.getByText("No templates found matching your criteria")).toBeVisible();
  await picker.getByRole("tab", { name: "Premium Only" }).click();
  await expect(picker.getByText("No premium templates found with current filters")).toBeVisible();
  await picker.getByRole("tab", { name: "All Templates" }).click();

  // Search by name finds the template; customise it with one value, leave the rest empty.
  await search.fill(target!.name);
  const card = picker.getByRole("article", { name: target!.name, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Use Template" }).click();

  if (target!.placeholders.length > 0) {
    const customize = page.getByRole("dialog", { name: "Customize Your Template" });
    await expect(customize).toContainText(`Fill in the details to personalize your ${target!.name} template`);
    const inputs = customize.getByRole("textbox");
    await expect(inputs).toHaveCount(target!.placeholders.length);
    await expect(inputs.first()).toHaveAttribute("placeholder", /^Enter your /);
    // Cancel closes only the customise dialog.
    await customize.getByRole("button", { name: "Cancel" }).click();
    await expect(customize).toBeHidden();
    await expect(picker).toBeVisible();
    await card.getByRole("button", { name: "Use Template" }).click();
    await expect(customize).toBeVisible();
    await expect(inputs.first()).toHaveValue("");
    await inputs.first().fill("Zed Q");
    await customize.getByRole("button", { name: "Apply Template" }).click();
  }

  await expect(page.getByText("Template Applied!")).toBeVisible();
  await expect(picker).toBeHidden();
  // The use counts on the server: 5 XP for the template plus 8 for the first streak day.
  await expect(page.getByTestId("progress-summary").getByTestId("xp-value")).toHaveText("13");
  const bio = page.getByTestId("template-bio");
  await expect(bio).toBeVisible();
  const text = bio.getByTestId("template-bio-text");
  if (target!.placeholders.length > 0) await expect(text).toHaveValue(/Zed Q/);
  if (target!.placeholders.length >= 2) {
    // An empty value keeps its placeholder: highlighted, and copying asks first.
    await expect(text).toHaveValue(new RegExp(`\\{\\{${target!.placeholders[1]}\\}\\}`));
    await expect(bio.getByTestId("template-bio-unfilled")).toBeVisible();
    await bio.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(bio.getByRole("alertdialog")).toContainText("Copy it anyway?");
    await bio.getByRole("button", { name: "Keep editing" }).click();
  }
  await expectNoHorizontalOverflow(page);
});

test("a free user sees premium templates with a preview, meets the upgrade prompt, and the server refuses", async ({
  page,
  request,
}) => {
  const premium = (await templates(request, "?premium=true")).filter((t) => t.category !== "business");
  expect(premium.length, "the seed holds premium personal templates").toBeGreaterThan(0);
  const user = await signedIn(page, request);

  await page.getByRole("button", { name: "Personal Templates" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a Premium Template" });
  await picker.getByRole("tab", { name: "Premium Only" }).click();
  await expect(picker.getByRole("heading", { name: `Premium Templates (${premium.length})` })).toBeVisible();
  const card = picker.getByTestId("template-card").first();
  await expect(card.getByTestId("template-preview")).not.toBeEmpty();
  await expect(card.getByText("Premium", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Use Premium Template" }).click();
  const prompt = page.getByRole("dialog", { name: "Upgrade to Premium" });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Customize Your Template" })).toHaveCount(0);
  // Axe on the prompt only: the picker behind it (every premium card) is checked elsewhere and
  // would take minutes on a busy 2-core machine.
  const axe = await new AxeBuilder({ page }).include('[data-testid="upgrade-prompt"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  // Escape closes only the prompt; the picker stays.
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  await expect(picker).toBeVisible();

  const res = await request.post(`/api/templates/${premium[0]!.id}/use`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toMatch(/Upgrade to Premium/);
});

test("business picker: categories, search, copy, customise with live preview, back, use as premium", async ({
  page,
  request,
  context,
}) => {
  const business = await templates(request, "?category=business&premium=true");
  expect(business.length, "the seed holds premium business templates").toBeGreaterThan(0);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedIn(page, request, { premium: true });

  await page.getByRole("button", { name: "Business Templates" }).click();
  const picker = page.getByRole("dialog", { name: "Business & E-commerce Templates" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("tab", { name: "Customize Template" })).toBeDisabled();
  const categories = picker.getByRole("group", { name: "Business categories" }).getByRole("button");
  await expect(categories).toHaveCount(13);
  await expect(picker.getByTestId("business-template-card")).toHaveCount(business.length);
  await expectNoHorizontalOverflow(page);

  await categories.filter({ hasText: "Sales & Promos" }).click();
  await expect(categories.filter({ hasText: "Sales & Promos" })).toHaveAttribute("aria-pressed", "true");
  await categories.filter({ hasText: /^All$/ }).click();

  const target = business.find((t) => t.placeholders.length >= 2) ?? business[0]!;
  await picker.getByRole("searchbox", { name: "Search business templates" }).fill(target.name);
  const card = picker.getByRole("article", { name: target.name, exact: true });
  await expect(card).toBeVisible();
  const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
  expect(await tags.count()).toBeLessThanOrEqual(3);

  // Copy: the template with [placeholders], and a check mark for 2 s.
  await card.getByRole("button", { name: `Copy ${target.name}` }).click();
  await expect(card.getByRole("button", { name: `Copied ${target.name}` })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  if (target.placeholders[0]) expect(copied).toContain(`[${target.placeholders[0]}]`);
  await expect(card.getByRole("button", { name: `Copy ${target.name}` })).toBeVisible({ timeout: 4_000 });

  await card.getByRole("button", { name: "Customize" }).click();
  await expect(picker.getByRole("tab", { name: "Customize Template" })).toHaveAttribute("aria-selected", "true");
  const form = picker.getByRole("form", { name: `Customize ${target.name}` });
  const preview = picker.getByTestId("filled-preview");
  if (target.placeholders.length > 0) {
    await form.getByRole("textbox").first().fill("Acme Bikes");
    await expect(preview).toContainText("Acme Bikes");
  }
  // Back to Browse clears the choice.
  await picker.getByRole("button", { name: "Back to Browse" }).click();
  await expect(picker.getByRole("tab", { name: "Customize Template" })).toBeDisabled();
  await card.getByRole("button", { name: "Customize" }).click();
  if (target.placeholders.length > 0) {
    await expect(form.getByRole("textbox").first()).toHaveValue("");
    await form.getByRole("textbox").first().fill("Acme Bikes");
  }
  await picker.getByRole("button", { name: "Use This Template" }).click();
  await expect(page.getByText("Business Template Applied!")).toBeVisible();
  await expect(picker).toBeHidden();
  const text = page.getByTestId("template-bio").getByTestId("template-bio-text");
  if (target.placeholders.length > 0) await expect(text).toHaveValue(/Acme Bikes/);
  if (target.placeholders.length >= 2) await expect(text).toHaveValue(new RegExp(`\\[${target.placeholders[1]}\\]`));
});

test("links open the pickers: a category, the business picker, one template's customise dialog", async ({
  page,
  request,
}) => {
  const personal = (await templates(request, "?premium=false")).filter(
    (t) => t.category !== "business" && t.placeholders.length > 0,
  );
  expect(personal.length, "the seed holds free personal templates with placeholders").toBeGreaterThan(0);
  const target = personal[0]!;
  await signedIn(page, request, { path: `/instagram?templates=personal&category=${target.category}#generator` });
  const picker = page.getByRole("dialog", { name: "Choose a Premium Template" });
  // A deep link opens the picker after hydration, which a busy machine can delay.
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await expect(picker.getByRole("combobox", { name: "Category" })).not.toContainText("All Categories");
  await picker.getByRole("button", { name: "Back to Generator" }).click();
  await expect(picker).toBeHidden();

  await page.goto("/instagram?templates=business#generator");
  await expect(page.getByRole("dialog", { name: "Business & E-commerce Templates" })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/instagram?template=${encodeURIComponent(target.id)}#generator`);
  const customize = page.getByRole("dialog", { name: "Customize Your Template" });
  await expect(customize).toContainText(target.name, { timeout: 30_000 });
  await customize.getByRole("button", { name: "Apply Template" }).click();
  await expect(page.getByText("Template Applied!")).toBeVisible();
  await expect(page.getByTestId("template-bio")).toBeVisible();
});

test("the public gallery: server-rendered categories, search and a way into the generator", async ({
  page,
  request,
}) => {
  const all = await templates(request);
  await page.goto("/templates");
  await expect(page).toHaveURL(/\/instagram\/templates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bio templates" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  expect(all.length, "the seed holds templates").toBeGreaterThan(0);

  const first = all.find((t) => t.category !== "business") ?? all[0]!;
  await page.getByRole("searchbox", { name: "Search all templates" }).fill(first.name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByRole("heading", { name: new RegExp(`for “${first.name}”`) })).toBeVisible();
  const use = page.getByRole("link", { name: `Use this template: ${first.name}` }).first();
  await expect(use).toHaveAttribute("href", new RegExp(`callbackUrl=.*template%3D${encodeURIComponent(first.id)}`));

  await page.getByRole("navigation", { name: "Template categories" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/instagram\/templates\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("bio templates");
  await expectNoHorizontalOverflow(page);

  // Signed out, 'Use this template' goes through sign-in.
  await page.goto("/instagram/templates");
  await page
    .getByRole("link", { name: /^Use this template: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/instagram\/login\?callbackUrl=/);
});

test("business picker: a failed load says so and Try again recovers", async ({ page, request }) => {
  await signedIn(page, request);
  let failing = true;
  await page.route(/\/api\/templates\?/, (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Down" }) })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Business Templates" }).click();
  const picker = page.getByRole("dialog", { name: "Business & E-commerce Templates" });
  const error = picker.getByTestId("templates-load-error");
  await expect(error).toContainText("We couldn't load the templates. Check your connection and try again.");
  failing = false;
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(error).toHaveCount(0);
  await expect(picker.getByTestId("business-template-card").first()).toBeVisible();
});
