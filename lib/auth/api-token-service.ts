import "server-only";
import { countLiveApiTokens, listApiTokens, revokeOwnApiToken } from "@/lib/db/api-tokens";
import { AppError } from "@/lib/http/errors";
import { API_TOKEN_MESSAGES, API_TOKENS_MAX, type ApiTokenView } from "./api-token.schema";
import { mintApiToken, SIGN_IN_TOKEN_NAME, tokenLifetime } from "./issue-token";

type TokenRow = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date | null };

function toView(row: TokenRow): ApiTokenView {
  // Tokens from before expiry dates existed expire one lifetime after they were made.
  const expiresAt = row.expiresAt ?? tokenLifetime(row.createdAt).expiresAt;
  return {
    id: row.id,
    // Tokens from before names existed all came from an API sign-in.
    name: row.name || SIGN_IN_TOKEN_NAME,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The person's live tokens (revoked and expired ones are gone), newest first. */
export async function listOwnApiTokens(userId: string): Promise<ApiTokenView[]> {
  const { now, legacyCreatedAfter } = tokenLifetime();
  return (await listApiTokens({ userId, now, legacyCreatedAfter })).map(toView);
}

/** A new named token; the plain token is in this answer only. */
export async function createOwnApiToken(userId: string, name: string) {
  const { now, legacyCreatedAfter } = tokenLifetime();
  if ((await countLiveApiTokens({ userId, now, legacyCreatedAfter })) >= API_TOKENS_MAX) {
    throw new AppError("CONFLICT", API_TOKEN_MESSAGES.tooMany);
  }
  const { token, apiToken } = await mintApiToken(userId, name);
  return { token, apiToken: toView(apiToken) };
}

/** Someone else's token answers exactly like a missing one. */
export async function revokeOwnToken(userId: string, id: string): Promise<void> {
  if (!(await revokeOwnApiToken({ id, userId }))) throw new AppError("NOT_FOUND", API_TOKEN_MESSAGES.notFound);
}
