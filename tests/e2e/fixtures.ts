import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@biostudio.app", password: "BioStudio-admin-2026", displayName: "Ada Admin" };
export const DEMO = { email: "demo@biostudio.app", password: "BioStudio-demo-2026" };

export function uniqueEmail(prefix = "e2e") {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
}

/** A fresh account through the API; returns its credentials and API token. */
export async function registerViaApi(request: APIRequestContext, displayName = "E2E User") {
  const email = uniqueEmail();
  const password = "e2e-strong-passphrase";
  const res = await request.post("/api/auth/register", { data: { email, password, displayName } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string };
  return { email, password, displayName, token: body.token };
}

export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto("/instagram/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  // Signed in once the header shows the user menu. Matched by its text, not its role: on a
  // first signed-in visit the tutorial dialog may already be open, and a modal dialog takes the
  // rest of the page out of the accessibility tree.
  await expect(page.locator("header button", { hasText: /User menu for/ })).toBeVisible({ timeout: 20_000 });
}

// scripts/e2e-server.mjs copies what the server prints to this file, and the mails it sends to the
// test SMTP server to the other (one JSON line each).
const serverLogFile = (port: string) => `data/e2e-server-${port}.log`;
const mailFile = (port: string) => `data/e2e-mail-${port}.jsonl`;

/** The first-admin setup code, as an operator finds it: in what the server printed at start. */
export async function setupCodeFromServerLog(port: string): Promise<string> {
  const log = await readFile(serverLogFile(port), "utf8");
  const code = /one-time setup code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(log)?.[1];
  if (!code) throw new Error(`No setup code in ${serverLogFile(port)}`);
  return code;
}

/** The texts of the mails sent to `to` so far (headers included), oldest first. */
export async function mailsTo(port: string, to: string): Promise<string[]> {
  const lines = await readFile(mailFile(port), "utf8").catch(() => "");
  return lines
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; text: string })
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.text);
}
