// Shared by the db-*.mjs scripts: where the database is, and how to run the
// Prisma CLI and the seed with the project's schema-engine bridge.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";

export const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const require = createRequire(import.meta.url);

/**
 * The database the app would use: the same .env files as Next.js, then
 * databaseConfig() from lib/env.ts itself, so the rule cannot drift.
 * @returns {Promise<{ dialect: "sqlite", file: string, url: string } | { dialect: "postgres", url: string }>}
 */
export async function databaseTarget() {
  nextEnv.loadEnvConfig(root, process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });
  // Imported only now so that env.ts sees the variables loaded above (Node 24 strips the types).
  const { databaseConfig } = await import("../lib/env.ts");
  const config = databaseConfig();
  if (config.dialect === "postgres") return config;
  const file = path.resolve(root, config.file);
  return { dialect: "sqlite", file, url: `file:${file}` };
}

/** A safe-to-print description of a target (no password). */
export function describe(target) {
  if (target.dialect === "sqlite") return `SQLite ${path.relative(root, target.file) || target.file}`;
  const u = new URL(target.url);
  return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** Environment for anything that starts the Prisma CLI. */
function prismaEnv(extra = {}) {
  return {
    ...process.env,
    // prisma.config.ts points the CLI at scripts/prisma-schema-engine.mjs, whose
    // `#!/usr/bin/env node` must find the project's Node 24, not the system one.
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
    // No update check or telemetry: there is no network beyond the npm registry.
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    ...extra,
  };
}

/**
 * Runs the Prisma CLI. When quiet, output is captured and shown only if the
 * exit code is not one of `ok` (`migrate diff --exit-code` answers 2 for "differs").
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, quiet?: boolean, ok?: number[] }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function prisma(args, { env = {}, quiet = false, ok = [0] } = {}) {
  const cli = require.resolve("prisma/build/index.js");
  return run(process.execPath, [cli, ...args], { env: prismaEnv(env), quiet, ok });
}

/**
 * Seeds with prisma/seed.ts when that file exists (seeds must be idempotent).
 * `demo`: also the demo account, whose password is published (development and tests only).
 */
export async function seed({ env = {}, demo = false } = {}) {
  const file = path.join(root, "prisma", "seed.ts");
  if (!existsSync(file)) {
    console.log("No prisma/seed.ts yet: skipping the seed.");
    return;
  }
  // As the db:seed npm script: react-server, so that server-only modules load.
  const { code } = await run(path.join(bin, "tsx"), ["--conditions=react-server", file, ...(demo ? ["--demo"] : [])], {
    env: prismaEnv(env),
    quiet: false,
    ok: [0],
  });
  if (code !== 0) throw new Error(`Seeding failed (exit code ${code}).`);
}

function run(command, args, { env, quiet, ok }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["inherit", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (quiet && !ok.includes(code ?? 1)) process.stderr.write(stdout + stderr);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}
