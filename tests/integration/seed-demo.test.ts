import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

// The demo account's password is published in the README: a production database must never get
// it from `npm run build` (scripts/db-prepare.mjs), only `npm run dev`, the tests or SEED_DEMO=true.
await vi.hoisted(async () => {
  const { freshDatabaseUrl } = await import("../support/fresh-database");
  process.env.DATABASE_URL = freshDatabaseUrl("seed_demo");
});

const { DEMO_ACCOUNT } = await import("@/lib/seed/demo-account");
const { getUserByEmail } = await import("@/lib/db/users");

/** Runs scripts/db-prepare.mjs as the npm script `script` does, on this file's database. */
function prepare(script: "build" | "dev", extra: Record<string, string> = {}) {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const command = /node (scripts\/db-prepare\.mjs[^&]*)/.exec(scripts[script]!)?.[1];
  if (!command) throw new Error(`npm run ${script} does not run scripts/db-prepare.mjs`);
  const result = spawnSync("node", command.trim().split(/\s+/), {
    env: { ...process.env, SEED_DEMO: "", ...extra },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

const demo = () => getUserByEmail({ email: DEMO_ACCOUNT.email });

describe("the demo account", () => {
  it("is not seeded by `npm run build`", { timeout: 120_000 }, async () => {
    prepare("build");
    expect(await demo()).toBeNull();
  });

  it("is seeded with SEED_DEMO=true", { timeout: 120_000 }, async () => {
    prepare("build", { SEED_DEMO: "true" });
    expect(await demo()).toMatchObject({ email: DEMO_ACCOUNT.email, isAdmin: false });
  });
});

describe("`npm run dev`", () => {
  it("seeds the demo account", { timeout: 120_000 }, async () => {
    const { deleteAccountData } = await import("@/lib/db/account");
    const existing = await demo();
    if (existing) await deleteAccountData({ userId: existing.id });
    prepare("dev");
    expect(await demo()).not.toBeNull();
  });
});
