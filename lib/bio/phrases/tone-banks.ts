import type { Domain } from "../extract/domains";
import type { Tone } from "../types";
import { bold } from "./bold";
import { casual } from "./casual";
import { CREATIVE_LINES } from "./domains/creative";
import { LIFE_LINES } from "./domains/life";
import { WORK_LINES } from "./domains/work";
import { WORLD_LINES } from "./domains/world";
import { funny } from "./funny";
import { inspirational } from "./inspirational";
import { motivational } from "./motivational";
import { mysterious } from "./mysterious";
import { poetic } from "./poetic";
import { professional } from "./professional";
import type { ToneBank } from "./types";

// Every tone's bank, and the field-specific lines for a profile's domains.

export const TONE_BANKS: Record<Tone, ToneBank> = {
  funny,
  professional,
  poetic,
  mysterious,
  motivational,
  casual,
  bold,
  inspirational,
};

const DOMAIN_LINES: Record<Domain, Record<Tone, string[]>> = {
  ...WORK_LINES,
  ...CREATIVE_LINES,
  ...LIFE_LINES,
  ...WORLD_LINES,
};

/** Field lines for the profile's two strongest domains, main domain first. */
export function domainLinesFor(tone: Tone, domains: readonly Domain[]): string[] {
  return domains.slice(0, 2).flatMap((d) => DOMAIN_LINES[d][tone]);
}
