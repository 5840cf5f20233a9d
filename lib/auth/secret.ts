import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { env } from "@/lib/env";

// AUTH_SECRET signs session cookies. With none configured, a random secret is
// made once and kept in data/ (beside the SQLite file), so sessions survive a
// restart and no secret is ever committed or shared between installs.
const FILE = "data/.auth-secret";

function loadSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  try {
    const existing = readFileSync(FILE, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync("data", { recursive: true });
  try {
    writeFileSync(FILE, secret, { flag: "wx", mode: 0o600 });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(FILE, "utf8").trim();
  }
}

export const authSecret = loadSecret();
