import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { createUser, getUserByEmail } from "@/lib/db/users";

/** The demo account the README names. Not an admin: the first admin is made at /instagram/create-admin. */
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
