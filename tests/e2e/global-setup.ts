import { chromium, expect, type FullConfig } from "@playwright/test";
import { ADMIN, setupCodeFromServerLog } from "./fixtures";

// A fresh install has no administrator. The first one is made the way a new
// operator would: the setup code read from what the server printed at start,
// then the form at /instagram/create-admin. Every admin test then signs in with
// these credentials.
export default async function globalSetup(config: FullConfig) {
  const use = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(use.launchOptions);
  const page = await browser.newPage({ baseURL: use.baseURL });
  try {
    await page.goto("/instagram/create-admin");
    const form = page.getByRole("form", { name: "Create administrator" });
    if (!(await form.isVisible())) return; // an admin exists already (a reused server)
    await form.getByLabel("Setup code").fill(await setupCodeFromServerLog(new URL(page.url()).port));
    await form.getByLabel("Display name").fill(ADMIN.displayName);
    await form.getByLabel("Email").fill(ADMIN.email);
    await form.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await form.getByRole("button", { name: "Create administrator" }).click();
    await expect(page).toHaveURL(/\/instagram\/admin-dashboard/, { timeout: 30_000 });
  } finally {
    await browser.close();
  }
}
