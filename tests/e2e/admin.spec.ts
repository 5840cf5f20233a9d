import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, apiToken, registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

const DASHBOARD = "/instagram/admin-dashboard";
const ADMIN_ONLY = "This sign-in is for administrators only.";
// The header that let requests skip Next.js middleware (CVE-2025-29927).
const SKIP_MIDDLEWARE = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

const adminAuth = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}`,
});

async function signInAsAdmin(page: Page) {
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/instagram\/admin-login\?callbackUrl=/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

test("an admin finds a user and sets their plan to premium", async ({ page, request }) => {
  const member = await registerViaApi(request, "Plan Person");
  await signInAsAdmin(page);
  await expect(page.getByRole("tab", { name: "Users", selected: true })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByText("1 user matches")).toBeVisible();

  const plan = page.getByRole("combobox", { name: `Plan for ${member.email}` });
  await expect(plan).toHaveText("Free");
  await plan.click();
  await page.getByRole("option", { name: "Premium" }).click();
  await expect(page.getByText("Plan updated")).toBeVisible();

  await expect
    .poll(async () => {
      const res = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${member.token}` } });
      return ((await res.json()) as { subscriptionStatus: string }).subscriptionStatus;
    })
    .toBe("premium");
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Plan for ${member.email}` })).toHaveText("Premium");

  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // A production server has no dev mailbox: mail goes through SMTP_URL, which the test server sets,
  // so there is no warning about mail either.
  await expect(page.getByRole("tab", { name: "Users" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dev mailbox" })).toHaveCount(0);
  await expect(page.getByText("Outgoing mail is not configured")).toHaveCount(0);
  expect((await request.get("/api/admin/mailbox", { headers: await adminAuth(request) })).status()).toBe(404);
});

test("a non-admin is refused at admin sign-in and kept out of the dashboard and every admin API", async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request, "Not An Admin");
  const auth = { authorization: `Bearer ${member.token}` };

  await page.goto("/instagram/admin-login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  // Next's route announcer is an alert too, so pick ours by its text.
  await expect(page.getByRole("alert").filter({ hasText: ADMIN_ONLY })).toBeVisible();
  await expect(page).toHaveURL(/\/instagram\/admin-login$/);

  // The refused sign-in made no session: the dashboard sends them back to admin sign-in.
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/instagram\/admin-login\?callbackUrl=/);

  // Signed in as a regular user, the dashboard does not exist for them.
  await signInViaUi(page, member.email, member.password);
  const response = await page.goto(DASHBOARD);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);

  const me = (await (await request.get("/api/auth/me", { headers: auth })).json()) as { id: string };
  const answers = [
    await request.get("/api/admin/users", { headers: auth }),
    await request.get("/api/admin/users?q=admin", { headers: auth }),
    await request.patch(`/api/admin/users/${me.id}`, { headers: auth, data: { plan: "premium", isAdmin: true } }),
    await request.get("/api/admin/mailbox", { headers: auth }),
    await request.post("/api/admin/bootstrap", {
      headers: auth,
      data: { email: `boot-${Date.now()}@example.com`, password: "a-strong-bootstrap-pass", displayName: "Sneaky" },
    }),
    await request.get("/api/admin/users", { headers: { ...auth, ...SKIP_MIDDLEWARE } }),
  ];
  for (const res of answers) {
    expect(res.status(), res.url()).toBe(403);
    expect(typeof ((await res.json()) as { message?: unknown }).message).toBe("string");
  }
  const after = (await (await request.get("/api/auth/me", { headers: auth })).json()) as Record<string, unknown>;
  expect(after).toMatchObject({ isAdmin: false, subscriptionStatus: "free" });
});

test("the middleware-skipping header changes nothing", async ({ page, request }) => {
  const dashboard = await request.get(DASHBOARD, { headers: SKIP_MIDDLEWARE, maxRedirects: 0 });
  expect(dashboard.status()).toBeGreaterThanOrEqual(300);
  expect(dashboard.status()).toBeLessThan(400);
  expect(dashboard.headers()["location"]).toContain("/instagram/admin-login");

  const api = await request.get("/api/admin/users", { headers: SKIP_MIDDLEWARE });
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ message: expect.any(String) });
  expect((await request.get("/api/admin/mailbox", { headers: SKIP_MIDDLEWARE })).status()).toBe(401);

  await page.setExtraHTTPHeaders(SKIP_MIDDLEWARE);
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/instagram\/admin-login\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("create-admin points to admin sign-in once an admin exists", async ({ page }) => {
  await page.goto("/instagram/create-admin");
  await expect(
    page.getByText("An administrator already exists. Ask an administrator to create your account."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to admin sign in" }).click();
  await expect(page).toHaveURL(/\/instagram\/admin-login$/);
});
