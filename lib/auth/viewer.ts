import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { getActiveSession } from "@/lib/db/auth-sessions";
import { getApiTokenUser, touchApiToken } from "@/lib/db/api-tokens";
import { getUserById, type UserRecord } from "@/lib/db/users";
import { tokenLifetime } from "./issue-token";
import { authOptions } from "./options";
import { hashToken } from "./tokens";

export type Viewer = UserRecord & { via: "session" | "token"; sessionId?: string; tokenHash?: string };

/** The signed-in user of this browser request (session cookie), or null. */
export const getSessionViewer = cache(async (): Promise<Viewer | null> => {
  const session = await getServerSession(authOptions).catch(() => null);
  const sid = session && "sid" in session && typeof session.sid === "string" ? session.sid : null;
  if (!sid) return null;
  const active = await getActiveSession({ id: sid });
  if (!active) return null;
  const user = await getUserById({ id: active.userId });
  if (!user || user.disabledAt) return null;
  return { ...user, via: "session", sessionId: sid };
});

/** API requests: `Authorization: Bearer <token>` first, else the session cookie. */
export async function getRequestViewer(req: Request): Promise<Viewer | null> {
  const header = req.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const tokenHash = hashToken(bearer);
    const { now, legacyCreatedAfter } = tokenLifetime();
    // The token and its user in one read, on every request: a revoked token, a disabled user
    // or a changed plan counts from the next request on, in every process.
    const found = await getApiTokenUser({ tokenHash, now, legacyCreatedAfter });
    if (!found) return null;
    await recordTokenUse(found.token, now);
    return { ...found.user, via: "token", tokenHash };
  }
  return getSessionViewer();
}

/** "Last used" is kept to the minute: a busy client does not write on every request. */
const TOKEN_USE_RESOLUTION_MS = 60_000;

async function recordTokenUse(token: { id: string; lastUsedAt: Date | null }, now: Date) {
  const unlessAfter = new Date(now.getTime() - TOKEN_USE_RESOLUTION_MS);
  if (token.lastUsedAt && token.lastUsedAt >= unlessAfter) return;
  await touchApiToken({ id: token.id, now, unlessAfter });
}
