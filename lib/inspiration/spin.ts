import { mulberry32 } from "@/lib/bio/compose/rng";
import { CATEGORIES, type InspirationCategory } from "./categories";

// A spin of the wheel: the same seed always lands on the same category at the same angle, so
// tests and shared links are reproducible. The wheel turns clockwise under a fixed pointer at
// the top; segment i covers [i·45°, (i+1)·45°) clockwise from the top of the wheel.

export const SEGMENT = 360 / CATEGORIES.length;
const MIN_TURNS = 4;
const EXTRA_TURNS = 3;
// Land well inside a segment, never on a border where the eye could doubt the result.
const EDGE = 6;

export interface SpinResult {
  index: number;
  category: InspirationCategory;
  /** Absolute rotation of the wheel in degrees, always more than `from` (it only turns forward). */
  rotation: number;
}

/** The segment under the pointer when the wheel stands at `rotation` degrees. */
export function indexAt(rotation: number): number {
  const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(underPointer / SEGMENT) % CATEGORIES.length;
}

/** Spins from `from` degrees: a few whole turns, then stops inside the seed's segment. */
export function spin(seed: number, from = 0): SpinResult {
  const next = mulberry32(seed);
  const index = Math.floor(next() * CATEGORIES.length);
  const offset = EDGE + next() * (SEGMENT - 2 * EDGE);
  const turns = MIN_TURNS + Math.floor(next() * EXTRA_TURNS);
  const landing = (360 - (index * SEGMENT + offset)) % 360;
  const base = from - (((from % 360) + 360) % 360);
  const rotation = base + turns * 360 + landing;
  return { index, category: CATEGORIES[index] as InspirationCategory, rotation };
}
