import { TONES, type Tone } from "@/lib/bio/types";

// "Use in generator" from another tool (the inspiration wheel): /instagram?description=…&tone=…
// fills the form once. The parameters are then removed from the address, so a reload or a
// shared URL shows the plain generator.

const MAX_PREFILL = 500;
const KEYS = ["description", "tone"] as const;

export interface DescriptionPrefill {
  description?: string;
  tone?: Tone;
}

/** The prefill a query string asks for, or null; control characters dropped, length capped. */
export function parsePrefill(search: string): DescriptionPrefill | null {
  const params = new URLSearchParams(search);
  const description = params
    .get("description")
    ?.replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_PREFILL);
  const tone = params.get("tone")?.trim().toLowerCase();
  const out: DescriptionPrefill = {
    ...(description ? { description } : {}),
    ...(tone && (TONES as readonly string[]).includes(tone) ? { tone: tone as Tone } : {}),
  };
  return out.description || out.tone ? out : null;
}

/** Reads the prefill from the address bar and removes its parameters. */
export function takePrefillFromAddress(): DescriptionPrefill | null {
  const prefill = parsePrefill(window.location.search);
  if (!prefill) return null;
  const params = new URLSearchParams(window.location.search);
  for (const key of KEYS) params.delete(key);
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`,
  );
  return prefill;
}
