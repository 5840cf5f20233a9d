import "server-only";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

// The first-administrator setup code of a fresh install. Only a random salt is
// stored (the code is derived from it and the auth secret, lib/admin/setup-code.ts).

const ID = "first-admin";

export async function getSetupSalt(): Promise<string | null> {
  const row = await db.adminSetupCode.findUnique({ where: { id: ID }, select: { salt: true } });
  return row?.salt ?? null;
}

/** Keeps `salt` unless a salt is stored already (another process came first): returns the one stored. */
export async function keepSetupSalt({ salt }: { salt: string }): Promise<string> {
  try {
    await db.adminSetupCode.create({ data: { id: ID, salt }, select: { id: true } });
    return salt;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await getSetupSalt()) ?? salt;
  }
}

/** The code is gone (an administrator exists). */
export async function deleteSetupSalt() {
  await db.adminSetupCode.deleteMany({ where: { id: ID } });
}
