import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { getPasswordHash } from "@/lib/db/account";
import { createUser, getUserByEmail } from "@/lib/db/users";

/**
 * The demo account the README names, seeded by `npm run dev`, the tests and SEED_DEMO=true only:
 * its password is published. Not an admin: the first admin is made at /instagram/create-admin.
 */
export const DEMO_ACCOUNT = {
  email: "demo@biostudio.app",
  password: "BioStudio-demo-2026",
  displayName: "Priya Demo",
} as const;

export async function seedDemoAccount(): Promise<{ email: string; created: boolean }> {
  const existing = await getUserByEmail({ email: DEMO_ACCOUNT.email });
  if (existing) return { email: DEMO_ACCOUNT.email, created: false };
  const user = await createUser({
    email: DEMO_ACCOUNT.email,
    displayName: DEMO_ACCOUNT.displayName,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
  return { email: DEMO_ACCOUNT.email, created: user !== null };
}

/** True when the demo account exists, is enabled and still has its published password. */
export async function demoAccountIsOpen(): Promise<boolean> {
  const user = await getUserByEmail({ email: DEMO_ACCOUNT.email });
  if (!user || user.disabledAt) return false;
  const hash = await getPasswordHash({ userId: user.id });
  return hash !== null && (await verifyPassword(hash, DEMO_ACCOUNT.password));
}
