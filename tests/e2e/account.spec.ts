import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// Account and profile end to end: a profile with an avatar, the account's plan and usage, the
// data download, and deleting the account for good.

test("profile → plan and usage → download my data → delete the account → sign-in fails", async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await registerViaApi(request, "Noor Haddad");
  await signInViaUi(page, user.email, user.password);

  // 1. Create the profile with an avatar.
  await page.goto("/instagram/profile");
  const form = page.getByRole("form", { name: "Create profile" });
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#db2777" } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: "noor.png", mimeType: "image/png", buffer: png });
  await expect(form.getByRole("img", { name: "Your avatar" })).toBeVisible();
  const username = `noor_${Date.now().toString(36)}`;
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Bio").fill("Product designer in Amman · maps, mint tea and night walks");
  await form.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByText("Your profile has been created successfully.")).toBeVisible();

  // 2. Edit it: the counter turns red above 150, and the username cannot change.
  await page.reload();
  const edit = page.getByRole("form", { name: "Edit profile" });
  await expect(edit.getByLabel("Username")).toBeDisabled();
  await expect(edit.getByLabel("Username")).toHaveValue(username);
  await edit.getByLabel("Bio").fill("y".repeat(150));
  await expect(edit.getByText("150/150")).toHaveClass(/text-green-700/);
  await edit.getByLabel("Bio").fill("y".repeat(151));
  await expect(edit.getByText("151/150")).toHaveClass(/text-red-600/);
  await edit.getByLabel("Bio").fill("Product designer in Amman, now drawing maps for a living");
  await edit.getByLabel("Display name").fill("Noor H.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been updated successfully.")).toBeVisible();

  // One generation, so the usage chart has something to show.
  const generated = await request.post("/api/bio/generate", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { description: "Product designer in Amman who draws maps and loves mint tea", tone: "casual" },
  });
  expect(generated.status()).toBe(200);
  // The production server composed it on the composer's own thread, off the request thread.
  expect(await (await request.get("/api/health")).json()).toMatchObject({ status: "ok", composer: "own thread" });

  // 3. The plan and what it includes; Upgrade says plainly who sets plans here.
  await page.goto("/instagram/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Your plan: Free" })).toBeVisible();
  const free = page.getByTestId("plan-free");
  await expect(free.getByText("Current plan")).toBeVisible();
  await expect(free.getByText(/^\d+ bio generations a month$/)).toBeVisible();
  await expect(page.getByTestId("plan-premium").getByText("$9.99")).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page.getByText(/^Plans are set by an administrator on this deployment/)).toBeVisible();

  // 4. Usage this month: the tab follows the address, the chart shows the generation.
  await page.getByRole("tab", { name: "Usage" }).click();
  await expect(page).toHaveURL(/\/instagram\/account\?tab=usage$/);
  const bios = page.getByRole("meter", { name: "Bio generations" });
  await expect(bios).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByTestId("usage-bio")).toContainText(/1 of \d+ used/);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Usage" })).toHaveAttribute("aria-selected", "true");

  // An unknown tab falls back to the subscription.
  await page.goto("/instagram/account?tab=nonsense");
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveAttribute("aria-selected", "true");

  // 5. Download my data: a ZIP downloads.
  await page.goto("/instagram/download");
  await expect(page.getByRole("heading", { level: 1, name: "Download your data" })).toBeVisible();
  await expect(page.getByText("A/B tests of your bios and their variants")).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^biostudio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path()) ?? "");
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(zip.includes(Buffer.from("data.json"))).toBe(true);

  // 6. Delete the account (password and the word DELETE).
  await page.goto("/instagram/account?tab=settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByLabel(/Type DELETE to confirm/).fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your current password is not correct.")).toBeVisible();
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account and all its data have been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/instagram\/?$/);
  expect((await request.get(`/api/profile/${username}`)).status()).toBe(404);

  // 7. Signing in no longer works.
  await page.goto("/instagram/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.getByRole("alert").filter({ hasText: /Login failed/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^User menu for/ })).toHaveCount(0);
  const api = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(api.status()).toBe(401);
});

test("signed out, account and download pages ask to sign in first", async ({ page, request }) => {
  await page.goto("/instagram/account?tab=billing");
  await expect(page).toHaveURL(/\/instagram\/login/);
  await page.goto("/instagram/download");
  await expect(page).toHaveURL(/\/instagram\/login/);
  expect((await request.get("/api/account/export")).status()).toBe(401);
});
