import { graphemeLength, truncateGraphemes } from "@/lib/bio/graphemes";

export interface BioFit {
  /** Length in grapheme clusters, the way the networks count. */
  length: number;
  limit: number;
  /** What the network would show. */
  kept: string;
  /** What it would cut off ("" when the bio fits). */
  overflow: string;
  over: boolean;
}

/** Splits a bio where a network with `limit` characters would cut it; never inside an emoji. */
export function fitBio(bio: string, limit: number): BioFit {
  const length = graphemeLength(bio);
  if (length <= limit) return { length, limit, kept: bio, overflow: "", over: false };
  const kept = truncateGraphemes(bio, limit);
  return { length, limit, kept, overflow: bio.slice(kept.length), over: true };
}
