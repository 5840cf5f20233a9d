import "server-only";
import { displayNameSchema, emailSchema, newPasswordSchema } from "@/lib/auth/auth.schema";
import { hashPassword } from "@/lib/auth/password";
import { demoAccountIsOpen, DEMO_ACCOUNT } from "@/lib/seed/demo-account";
import { countAdmins, createAdministrator, getUserByEmail, promoteToAdministrator } from "@/lib/db/users";
import { env } from "@/lib/env";
import { currentSetupCode, forgetSetupCode } from "./setup-code";

// Run once at every server start (instrumentation.ts): the configured
// administrator of an automated deployment, then the first-run setup code.

const CONFIGURED_ADMIN_NAME = displayNameSchema.parse("Administrator");

export type ConfiguredAdminResult = "created" | "promoted" | "present";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: that account exists and is an enabled
 * administrator. A missing account is created; an existing one that is not
 * (or no longer) an administrator is promoted with ADMIN_PASSWORD as its
 * password and signed out everywhere, so whoever registered the address before
 * cannot keep it. An enabled administrator is left as it is.
 */
export async function ensureConfiguredAdmin(rawEmail: string, password: string): Promise<ConfiguredAdminResult> {
  const email = emailSchema.parse(rawEmail);
  const strong = newPasswordSchema.safeParse(password);
  if (!strong.success) throw new Error(`ADMIN_PASSWORD: ${strong.error.issues[0]?.message}`);

  const user = await getUserByEmail({ email });
  if (user?.isAdmin && !user.disabledAt) return "present";
  const passwordHash = await hashPassword(password);
  if (!user) {
    const created = await createAdministrator({ email, displayName: CONFIGURED_ADMIN_NAME, passwordHash });
    // null: another process created it a moment ago.
    return created ? "created" : "present";
  }
  await promoteToAdministrator({ userId: user.id, passwordHash });
  return "promoted";
}

/** What the server prints at start about administrators (and a demo account left in a production database). */
export async function prepareAdministration(log: (line: string) => void = console.info): Promise<void> {
  if (env.NODE_ENV === "production" && !env.SEED_DEMO && (await demoAccountIsOpen())) {
    log(
      `[admin setup] Warning: the demo account ${DEMO_ACCOUNT.email} still has its published password. ` +
        "Disable it in the admin dashboard (or set SEED_DEMO=true if you want it).",
    );
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    try {
      const result = await ensureConfiguredAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log(`[admin setup] Administrator ${env.ADMIN_EMAIL} (ADMIN_EMAIL): ${result}.`);
    } catch (error) {
      log(`[admin setup] Could not set up ADMIN_EMAIL: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if ((await countAdmins()) > 0) {
    await forgetSetupCode();
    return;
  }
  const code = await currentSetupCode();
  log(
    [
      "[admin setup] No administrator yet. Create the first one at",
      `[admin setup]   ${env.APP_URL}/instagram/create-admin`,
      `[admin setup] with this one-time setup code: ${code}`,
    ].join("\n"),
  );
}
