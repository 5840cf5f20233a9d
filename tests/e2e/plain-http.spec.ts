import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";

// An operator's first try: `npm run build && npm run start` with no variable set, opened over
// plain http. The app must not tell the browser to upgrade its own requests to an https that is
// not there (every script and style would fail with ERR_SSL_PROTOCOL_ERROR), nor send HSTS.
// This builds and starts a second copy of the app, so it runs in one project only.

const DIST_DIR = ".next-e2e-plain-http"; // beside .next-e2e; a running `next dev` keeps .next
const PAGES = ["/", "/instagram", "/instagram/templates", "/instagram/login"];

let server: ChildProcess | undefined;
let origin = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The environment of a fresh shell: no app variable at all (APP_URL, DATABASE_URL, … unset). */
function bareEnv() {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" };
  return env as unknown as NodeJS.ProcessEnv;
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, { env: bareEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(" ")} exited ${code}:\n${output}`)),
    );
  });
}

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  testInfo.setTimeout(900_000);
  await run(["run", "build"]);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // Its own process group, so that afterAll ends npm, the shell and next together.
  server = spawn("npm", ["run", "start", "--", "-p", String(port)], {
    env: bareEnv(),
    stdio: "ignore",
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("a production build with no variable set works over plain http", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one build is enough: runs in the desktop project only (its header links are prefetched, where the upgrade showed)",
  );
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // A navigation cancels what the previous page still had in flight: not an error.
    if (!reason.includes("ERR_ABORTED")) errors.push(`${request.url()}: ${reason}`);
  });

  const policies: Record<string, string | undefined>[] = [];
  for (const path of PAGES) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(200);
    const headers = response!.headers();
    policies.push({ path, csp: headers["content-security-policy"], hsts: headers["strict-transport-security"] });
    // After the load, the router prefetches the pages linked from this one: those requests were the
    // ones upgraded to https on localhost. Give them time to finish (a page that keeps a request
    // open never goes idle: then ten seconds is enough).
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  }
  expect(errors).toEqual([]);
  for (const { path, csp, hsts } of policies) {
    expect(csp, path).not.toContain("upgrade-insecure-requests");
    expect(hsts, path).toBeUndefined();
  }
});
