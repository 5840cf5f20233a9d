import "server-only";
import { hash, verify } from "@node-rs/argon2";

// Argon2id with OWASP's suggested parameters (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the timing of both answers alike.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost");
  await verifyPassword(await dummyHash, password);
}
