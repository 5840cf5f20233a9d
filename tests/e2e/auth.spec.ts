import { expect, test } from "@playwright/test";
import { mailsTo, registerViaApi, signInViaUi, uniqueEmail } from "./fixtures";
import { expectAccessible } from "./support";

test("a visitor signs up, signs out and signs in again", async ({ page }) => {
  const email = uniqueEmail("signup");
  const password = "my-own-good-passphrase";
  await page.goto("/instagram/login?mode=signup");
  await page.getByLabel("Display name").fill("Meera Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Free Account" }).click();
  await expect(page).toHaveURL(/\/instagram$/);
  const userMenu = page.getByRole("button", { name: "User menu for Meera Iyer" });
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been successfully logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/instagram$/);
  await expect(userMenu).toBeHidden();

  await signInViaUi(page, email, password);
});

test("a weak password and a wrong password get clear messages", async ({ page }) => {
  await page.goto("/instagram/login?mode=signup");
  await page.getByLabel("Display name").fill("Weak");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Create Free Account" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("too common");

  await page.goto("/instagram/login");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-here");
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Login failed");
  await expectAccessible(page);
});

test("a password is reset through the link mailed to the account", async ({ page, request }) => {
  const user = await registerViaApi(request, "Reset Me");
  await page.goto("/instagram/reset-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");

  // The production build mails through SMTP_URL (the test SMTP server of scripts/e2e-server.mjs).
  const port = new URL(page.url()).port;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(port, user.email);
      link = mail?.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel("New password", { exact: true }).fill("a-fresh-new-passphrase");
  await page.getByLabel("Confirm new password").fill("a-fresh-new-passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  const oldToken = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${user.token}` } });
  expect(oldToken.status()).toBe(401);
  await signInViaUi(page, user.email, "a-fresh-new-passphrase");
});

test("the 11th wrong password gets 429", async ({ request }) => {
  const user = await registerViaApi(request);
  for (let i = 1; i <= 10; i++) {
    const res = await request.post("/api/auth/login", { data: { email: user.email, password: `wrong-pass-${i}` } });
    expect(res.status()).toBe(401);
  }
  const res = await request.post("/api/auth/login", { data: { email: user.email, password: "wrong-pass-11" } });
  expect(res.status()).toBe(429);
  expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
});

test("a callbackUrl to another site is ignored", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await page.goto("/instagram/login?callbackUrl=//evil.example/steal");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page).toHaveURL(/localhost:\d+\/instagram$/);
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaUi(page, user.email, user.password);
  const cookie = (await page.context().cookies()).find((c) => c.name === "biostudio.session");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
});
