import { graphemeLength } from "@/lib/bio/graphemes";

// Pure parts of the related-bio carousel, kept apart so they are testable without a browser.

export interface RelatedBio {
  bio: string;
  approach: string;
  inspiration: string;
}

/**
 * Related bios are requested only for a bio longer than 10 characters (counted as
 * the server counts: grapheme clusters of the trimmed bio; see MIN_ORIGINAL_LENGTH in
 * lib/bio/related.ts, which this file does not import to keep the composer out of the bundle).
 */
export const MIN_RELATED_SOURCE_LENGTH = 11;

export function isRelatedEligible(originalBio: string): boolean {
  return graphemeLength(originalBio.trim()) >= MIN_RELATED_SOURCE_LENGTH;
}

/** `i` moved into 0..n-1, wrapping both ways: -1 → n-1, n → 0. 0 when there is nothing. */
export function wrapIndex(i: number, n: number): number {
  if (n <= 0 || !Number.isFinite(i)) return 0;
  return ((Math.trunc(i) % n) + n) % n;
}

/** The slide a key moves to from `index` of `count`, or null for keys the carousel ignores. */
export function indexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowLeft":
      return wrapIndex(index - 1, count);
    case "ArrowRight":
      return wrapIndex(index + 1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

export const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous), 1 (next) or 0 for a horizontal touch movement of `dx` px (|dy| must be smaller). */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/** The well-formed entries of a `{ relatedBios: [...] }` answer; anything else is dropped. */
export function parseRelatedBios(data: unknown): RelatedBio[] {
  if (!data || typeof data !== "object") return [];
  const list = (data as { relatedBios?: unknown }).relatedBios;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { bio, approach, inspiration } = item as Record<string, unknown>;
    if (!isText(bio)) return [];
    return [
      {
        bio,
        approach: isText(approach) ? approach : "Fresh take",
        inspiration: isText(inspiration) ? inspiration : "",
      },
    ];
  });
}
