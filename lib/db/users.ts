import "server-only";
import { cache } from "react";
import { db, dialect } from "./client";
import { isSerializationFailure, isUniqueViolation } from "./errors";

export type SubscriptionStatus = "free" | "pro" | "premium" | "expired";

/** What may leave the server about a user (never the hash). */
export const userSelect = {
  id: true,
  email: true,
  username: true,
  displayName: true,
  isAdmin: true,
  subscriptionStatus: true,
  timeZone: true,
  disabledAt: true,
  createdAt: true,
} as const;

export type UserRecord = {
  id: string;
  email: string;
  username: string | null;
  displayName: string;
  isAdmin: boolean;
  subscriptionStatus: string;
  timeZone: string;
  disabledAt: Date | null;
  createdAt: Date;
};

export async function createUser({
  email,
  displayName,
  passwordHash,
  isAdmin = false,
}: {
  email: string;
  displayName: string;
  passwordHash: string;
  isAdmin?: boolean;
}): Promise<UserRecord | null> {
  try {
    return await db.user.create({ data: { email, displayName, passwordHash, isAdmin }, select: userSelect });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** For sign-in only: the one read that returns the password hash. */
export async function getCredentialsByEmail({ email }: { email: string }) {
  return db.user.findUnique({
    where: { email },
    select: { ...userSelect, passwordHash: true },
  });
}

export const getUserById = cache(async ({ id }: { id: string }): Promise<UserRecord | null> => {
  return db.user.findUnique({ where: { id }, select: userSelect });
});

export async function getUserByEmail({ email }: { email: string }): Promise<UserRecord | null> {
  return db.user.findUnique({ where: { email }, select: userSelect });
}

export async function countAdmins(): Promise<number> {
  return db.user.count({ where: { isAdmin: true, disabledAt: null } });
}

export async function setAdmin({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  return db.user.update({ where: { id: userId }, data: { isAdmin }, select: userSelect });
}

export async function setPlan({ userId, plan }: { userId: string; plan: SubscriptionStatus }) {
  return db.user.update({ where: { id: userId }, data: { subscriptionStatus: plan }, select: userSelect });
}

export async function setDisabled({ userId, disabled }: { userId: string; disabled: boolean }) {
  return db.user.update({
    where: { id: userId },
    data: { disabledAt: disabled ? new Date() : null },
    select: userSelect,
  });
}

export async function listUsers({ query, page, pageSize }: { query?: string; page: number; pageSize: number }) {
  // SQLite's LIKE ignores ASCII case already and rejects `mode`; PostgreSQL needs it.
  const contains = (value: string) =>
    dialect === "postgres" ? { contains: value, mode: "insensitive" as const } : { contains: value };
  const where = query
    ? { OR: [{ email: contains(query) }, { displayName: contains(query) }, { username: contains(query) }] }
    : {};
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      select: userSelect,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { total, users };
}

/**
 * An administrator's change to an account (plan, admin right, disabled) in one
 * write. Null when no user has this id. Fields left undefined stay as they are.
 */
export async function updateUserAccess({
  userId,
  plan,
  isAdmin,
  disabled,
}: {
  userId: string;
  plan?: SubscriptionStatus;
  isAdmin?: boolean;
  disabled?: boolean;
}): Promise<UserRecord | null> {
  const data = {
    ...(plan === undefined ? {} : { subscriptionStatus: plan }),
    ...(isAdmin === undefined ? {} : { isAdmin }),
    ...(disabled === undefined ? {} : { disabledAt: disabled ? new Date() : null }),
  };
  // Prisma skips an update with nothing to set and reports 0 rows.
  if (Object.keys(data).length > 0) {
    const { count } = await db.user.updateMany({ where: { id: userId }, data });
    if (count === 0) return null;
  }
  return db.user.findUnique({ where: { id: userId }, select: userSelect });
}

/**
 * Creates an administrator. With `setupSalt` (first run, by a stranger holding
 * the setup code) the check that no admin exists, the insert and spending the
 * code (its row must still hold that salt) run in one serializable transaction,
 * so two parallel first-run requests cannot both succeed and the code works
 * once. "admin-exists" when refused, null when the email is taken.
 */
export async function createAdministrator({
  email,
  displayName,
  passwordHash,
  setupSalt,
}: {
  email: string;
  displayName: string;
  passwordHash: string;
  setupSalt?: string;
}): Promise<UserRecord | null | "admin-exists"> {
  try {
    return await db.$transaction(
      async (tx) => {
        if (setupSalt !== undefined) {
          if ((await tx.user.count({ where: { isAdmin: true, disabledAt: null } })) > 0) return "admin-exists" as const;
          const spent = await tx.adminSetupCode.deleteMany({ where: { salt: setupSalt } });
          if (spent.count !== 1) return "admin-exists" as const;
        }
        return tx.user.create({ data: { email, displayName, passwordHash, isAdmin: true }, select: userSelect });
      },
      { isolationLevel: "Serializable" },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    if (isSerializationFailure(error)) return "admin-exists";
    throw error;
  }
}

/**
 * Makes an existing account an enabled administrator with a new password, and
 * ends its sessions, API tokens and reset links, in one transaction: whoever
 * registered the address before cannot stay signed in to the admin account.
 */
export async function promoteToAdministrator({ userId, passwordHash }: { userId: string; passwordHash: string }) {
  const now = new Date();
  await db.$transaction([
    db.user.update({
      where: { id: userId },
      data: { isAdmin: true, disabledAt: null, passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true },
    }),
    db.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    db.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
}
