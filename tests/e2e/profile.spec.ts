import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// /instagram/profile: create with an avatar, the bio
// counter, the immutable username, and the saved-bios history below.

test("create a profile with an avatar, watch the counter, then edit it without the username", async ({
  page,
  request,
}) => {
  // Avatar re-encoding and the accessibility scan are slow on a busy 2-core machine.
  test.setTimeout(90_000);
  const user = await registerViaApi(request, "Isha Kapoor");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/instagram/profile");
  const form = page.getByRole("form", { name: "Create profile" });
  await expect(form).toBeVisible();

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(form.getByRole("img", { name: "Your avatar" })).toBeVisible();

  const username = `isha_${Date.now().toString(36)}`;
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Bio").fill("x".repeat(151));
  const counter = form.getByText("151/150");
  await expect(counter).toHaveClass(/text-red-600/);
  await form.getByLabel("Bio").fill("Designer in Pune · chai, trekking and tiny houseplants");
  await expect(form.getByText("54/150")).toHaveClass(/text-green-700/);
  await form.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByText("Your profile has been created successfully.")).toBeVisible();

  await page.reload();
  const edit = page.getByRole("form", { name: "Edit profile" });
  await expect(edit.getByLabel("Username")).toBeDisabled();
  await expect(edit.getByLabel("Username")).toHaveValue(username);
  await expect(edit.getByText("Your username can't be changed.")).toBeVisible();
  await edit.getByLabel("Display name").fill("Isha K.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been updated successfully.")).toBeVisible();

  const publicProfile = await request.get(`/api/profile/${username}`);
  expect(publicProfile.status()).toBe(200);
  const body = (await publicProfile.json()) as { displayName: string; avatar: string | null; email?: string };
  expect(body.displayName).toBe("Isha K.");
  expect(body.avatar).toMatch(/^\/api\/avatars\//);
  const avatar = await request.get(body.avatar ?? "");
  expect(avatar.headers()["content-type"]).toBe("image/webp");

  await expect(page.getByRole("heading", { name: "Your bios" })).toBeVisible();
  await expect(page.getByText("No bios yet")).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
});

test("signed out, the profile page asks to sign in first", async ({ page }) => {
  await page.goto("/instagram/profile");
  await expect(page).toHaveURL(/\/instagram\/login/);
});
