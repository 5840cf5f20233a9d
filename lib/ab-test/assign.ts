import { createHash } from "node:crypto";

// Which variant a visitor sees. The visitor's hash already changes every UTC day (a keyed
// hash of address and browser, link-in-bio/visitor.ts), so hashing it with the test's id
// gives each visitor one variant for the whole day without a cookie or any script, and the
// link redirect finds the same variant again from the same request.

export const VARIANT_LETTERS = ["A", "B", "C", "D"] as const;
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;

export function variantLetter(position: number): string {
  return VARIANT_LETTERS[position] ?? String(position + 1);
}

/** Index in 0..count-1, the same for the same visitor, test and day. */
export function assignIndex(visitorHash: string, testId: string, count: number): number {
  if (count <= 1) return 0;
  const digest = createHash("sha256").update(`${testId}\n${visitorHash}`).digest();
  return digest.readUInt32BE(0) % count;
}
