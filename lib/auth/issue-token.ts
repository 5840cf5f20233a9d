import "server-only";
import { env } from "@/lib/env";
import { createApiToken } from "@/lib/db/api-tokens";
import { hashToken, newToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a token made now expires, and the cut-off for tokens from before expiry dates
 * existed (they live API_TOKEN_TTL_DAYS after they were made).
 */
export function tokenLifetime(now = new Date()) {
  const ttl = env.API_TOKEN_TTL_DAYS * DAY_MS;
  return { now, expiresAt: new Date(now.getTime() + ttl), legacyCreatedAfter: new Date(now.getTime() - ttl) };
}

/** Mints a personal API token; only its hash is kept. The plain token is shown once. */
export async function mintApiToken(userId: string, name = "") {
  const token = newToken("bst_");
  const { expiresAt } = tokenLifetime();
  const apiToken = await createApiToken({ userId, tokenHash: hashToken(token), name, expiresAt });
  return { token, apiToken };
}

/** What account settings call the tokens POST /api/auth/login and /register hand out. */
export const SIGN_IN_TOKEN_NAME = "API sign-in";

/** A personal API token for programmatic clients (POST /api/auth/login and /register). */
export async function issueApiToken(userId: string): Promise<string> {
  return (await mintApiToken(userId, SIGN_IN_TOKEN_NAME)).token;
}
