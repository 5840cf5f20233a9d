import "server-only";
import { countBiosGenerated } from "@/lib/db/generations";
import { getProfileByUserId } from "@/lib/db/profiles";
import type { UserRecord } from "@/lib/db/users";
import { avatarUrl } from "@/lib/profile/profile.schema";
import { remaining } from "@/lib/account/quota";

/** The user as the auth endpoints return it. */
export interface ApiUser {
  id: string;
  email: string;
  username: string | null;
  displayName: string;
  isAdmin: boolean;
  avatar: string | null;
  subscriptionStatus: string;
  biosGenerated: number;
  /** null when the plan is unlimited */
  generationsRemaining: number | null;
}

export async function toApiUser(user: UserRecord): Promise<ApiUser> {
  const [biosGenerated, generationsRemaining, profile] = await Promise.all([
    countBiosGenerated({ userId: user.id }),
    remaining(user, "bio"),
    getProfileByUserId({ userId: user.id }),
  ]);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    isAdmin: user.isAdmin,
    avatar: avatarUrl(profile?.avatarId ?? null),
    subscriptionStatus: user.subscriptionStatus,
    biosGenerated,
    generationsRemaining,
  };
}
