import "server-only";
import { createApiToken } from "@/lib/db/api-tokens";
import { hashToken, newToken } from "./tokens";

/** A personal API token for programmatic clients; only its hash is kept. */
export async function issueApiToken(userId: string): Promise<string> {
  const token = newToken("bst_");
  await createApiToken({ userId, tokenHash: hashToken(token) });
  return token;
}
