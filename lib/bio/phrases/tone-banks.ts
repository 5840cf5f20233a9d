import type { Domain } from "../extract/domains";
import type { Tone } from "../types";
import { funny } from "./funny";
import type { ToneBank } from "./types";

// Every tone's bank, and the field-specific lines for a profile's domains.

export const TONE_BANKS: Record<Tone, ToneBank> = {
  funny,
  professional: funny,
  poetic: funny,
  mysterious: funny,
  motivational: funny,
  casual: funny,
  bold: funny,
  inspirational: funny,
};

export function domainLinesFor(tone: Tone, domains: Domain[]): string[] {
  void tone;
  void domains;
  return [];
}
