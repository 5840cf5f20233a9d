import { composeBios } from "@/lib/bio/compose";
import { PLATFORMS, TONES, type Platform } from "@/lib/bio/types";

// The bios a reader could get for one description, shared by the composer's class tests: every
// tone on the given networks, three variations each.

export function biosAcross(
  description: string,
  {
    platforms = PLATFORMS,
    seed,
  }: { platforms?: readonly Platform[]; seed: number | ((tone: number, platform: number) => number) },
): string[] {
  return TONES.flatMap((tone, t) =>
    platforms.flatMap((platform, p) => [
      ...composeBios({ description, tone, platform, seed: typeof seed === "number" ? seed : seed(t, p) }).variations,
    ]),
  );
}

/** The part of `bios` that carries `term`, case aside. */
export const share = (bios: string[], term: string) =>
  bios.filter((b) => b.toLowerCase().includes(term.toLowerCase())).length / bios.length;
