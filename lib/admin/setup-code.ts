import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { deleteSetupSalt, getSetupSalt, keepSetupSalt } from "@/lib/db/admin-setup";

// The one-time code that lets a stranger create the first administrator of a
// fresh install, printed in the server log at start. It is derived from a
// random salt kept in the database and the auth secret, so every process and
// restart prints and accepts the same code, and reading the database alone
// does not reveal it. Creating the first administrator with it deletes the salt.

/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16; // 80 bits

export function setupCodeFor(salt: string, secret = authSecret): string {
  const digest = createHmac("sha256", secret).update(`admin-setup-code:${salt}`).digest();
  const chars = Array.from(digest.subarray(0, LENGTH), (byte) => ALPHABET[byte % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** What the operator typed, as the code is printed: case, spaces and dashes do not matter; O is 0, I and L are 1. */
export function normalizeSetupCode(input: string): string {
  const chars = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return chars.match(/.{1,4}/g)?.join("-") ?? "";
}

/** The salt of the current setup code when `input` is that code; null otherwise (or when there is none). */
export async function matchSetupCode(input: string | undefined): Promise<string | null> {
  if (!input) return null;
  const salt = await getSetupSalt();
  if (!salt) return null;
  const expected = Buffer.from(setupCodeFor(salt));
  const given = Buffer.from(normalizeSetupCode(input));
  return given.length === expected.length && timingSafeEqual(given, expected) ? salt : null;
}

/** The current code, made now if there is none yet. */
export async function currentSetupCode(): Promise<string> {
  const salt = (await getSetupSalt()) ?? (await keepSetupSalt({ salt: randomBytes(24).toString("base64url") }));
  return setupCodeFor(salt);
}

/** Once an administrator exists the code is gone for good; a later first run gets a new one. */
export async function forgetSetupCode(): Promise<void> {
  await deleteSetupSalt();
}
