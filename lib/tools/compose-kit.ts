import { mulberry32, pick, shuffle, type Rng } from "@/lib/bio/compose/rng";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@/lib/bio/types";
import { checkBio } from "@/lib/bio/validate-bio";

// Small pieces every tool's composer shares: a seeded random source, tidy line joining, and
// choosing the candidates that pass the bio rules within the platform's limit.

export { pick, shuffle, type Rng };

export function rngFor(seed: number, salt: string): Rng {
  let h = seed >>> 0;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  return mulberry32(h);
}

/** Lines joined with line breaks, each tidied; empty lines dropped. */
export function lines(...parts: (string | false | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map((p) => p.replace(/ {2,}/g, " ").trim())
    .join("\n");
}

/** "Word" with its first letter in upper case; the rest as the user typed it. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Drops a final full stop, so a user's "Free shipping." can sit inside a sentence. */
export function bare(text: string): string {
  return text.replace(/[.!]+$/u, "").trim();
}

/** "a" or "an" before a word, by its first sound as spelling shows it (good enough for offers). */
export function article(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) && !/^(?:uni|use|eu|one)/i.test(word) ? "an" : "a";
}

/**
 * The first `count` distinct candidates that pass every bio rule within the platform limit,
 * in the order given (shuffle first for variety). Fewer when fewer fit.
 */
export function chooseFitting(
  candidates: readonly string[],
  platform: Platform,
  count: number,
  { allowContact = false, must }: { allowContact?: boolean; must?: (bio: string) => boolean } = {},
): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const bio = candidate.trim();
    const key = bio.toLowerCase().replace(/[\s\p{P}\p{Extended_Pictographic}]+/gu, " ");
    if (seen.has(key)) continue;
    if (!checkBio(bio, platform, { allowContact }).ok) continue;
    if (must && !must(bio)) continue;
    seen.add(key);
    chosen.push(bio);
    if (chosen.length === count) break;
  }
  return chosen;
}

export function fitsPlatform(bio: string, platform: Platform): boolean {
  return graphemeLength(bio) <= PLATFORM_LIMITS[platform];
}
