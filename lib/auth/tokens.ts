import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(prefix = ""): string {
  return prefix + randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
