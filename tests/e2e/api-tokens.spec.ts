import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// Personal API tokens in account settings: a browser sign-up mints none; a named token
// is shown once with a copy button, listed with its dates, and revoked after a confirm.

test("sign up in the browser → no token → create one, copy it, use it → revoke it → 401", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/instagram/login?mode=signup");
  await page.getByLabel("Display name").fill("Tomás Ortega");
  await page.getByLabel("Email").fill(uniqueEmail("tokens"));
  await page.getByLabel("Password", { exact: true }).fill("tokens-good-passphrase");
  await page.getByRole("button", { name: "Create Free Account" }).click();
  await expect(page.getByRole("button", { name: "User menu for Tomás Ortega" })).toBeVisible();

  await page.goto("/instagram/account?tab=settings");
  const section = page.getByRole("region", { name: "API tokens" });
  await expect(section.getByText("No API tokens yet.")).toBeVisible();

  // Create a named token: shown once, with a copy button.
  await section.getByLabel("Token name").fill("Posting script");
  await section.getByRole("button", { name: "Create token" }).click();
  await expect(section.getByText("Copy your new token “Posting script” now")).toBeVisible();
  const shown = section.getByRole("textbox", { name: "New API token" });
  const token = await shown.inputValue();
  expect(token).toMatch(/^bst_[A-Za-z0-9_-]{40,}$/);
  await section.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  const list = section.getByRole("list", { name: "Your API tokens" });
  const item = list.getByRole("listitem").filter({ hasText: "Posting script" });
  await expect(item.getByText("Never")).toBeVisible();

  // The token works; after a reload it is listed as used, and never shown again.
  const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  await page.reload();
  await expect(item).toBeVisible();
  await expect(item.getByText("Never")).toBeHidden();
  await expect(item.getByText("Created")).toBeVisible();
  await expect(item.getByText("Expires")).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await expectNoHorizontalOverflow(page);

  // Revoke it, after a confirmation: cancel first, then for real.
  await item.getByRole("button", { name: "Revoke Posting script" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke “Posting script”?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Revoke Posting script" }).click();
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("Token revoked", { exact: true })).toBeVisible();
  await expect(section.getByText("No API tokens yet.")).toBeVisible();
  const after = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
