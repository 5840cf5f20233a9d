import { factOfSlot, type FactKey, type View } from "./facts";

// Filling one template line. A line with a slot the description cannot fill is skipped
// rather than printed with a hole in it.

export interface Rendered {
  text: string;
  facts: FactKey[];
  template: string;
}

const SLOT = /\{([a-zA-Z_0-9]+)\}/g;
const FIRST_PERSON = /(?:^|[^\p{L}'])(?:I|I'm|I'll|I've|I'd|[Mm]y|[Mm]e|[Mm]ine|[Mm]yself)(?![\p{L}'])/u;
const PLURAL_PERSON = /(?:^|[^\p{L}'])(?:we|We|we're|We're|we've|We've|our|Our|us|ours)(?![\p{L}'])/u;

export type Voice = "personal" | "brand";

/** Which voice a template is written in, or "any". Slots are ignored when deciding. */
export function templateVoice(template: string): Voice | "any" {
  const plain = template.replace(SLOT, "x");
  if (FIRST_PERSON.test(plain)) return "personal";
  if (PLURAL_PERSON.test(plain)) return "brand";
  return "any";
}

const slotCache = new Map<string, string[]>();

export function templateSlots(template: string): string[] {
  let slots = slotCache.get(template);
  if (!slots) slotCache.set(template, (slots = [...template.matchAll(SLOT)].map((m) => m[1] ?? "")));
  return slots;
}

const voiceCache = new Map<string, Voice | "any">();

function cachedVoice(template: string): Voice | "any" {
  let v = voiceCache.get(template);
  if (!v) voiceCache.set(template, (v = templateVoice(template)));
  return v;
}

const factsCache = new Map<string, readonly FactKey[]>();

/** The facts a template would print, known before filling it. */
export function templateFacts(template: string): readonly FactKey[] {
  let known = factsCache.get(template);
  if (!known) factsCache.set(template, (known = factsOf(template)));
  return known;
}

function factsOf(template: string): FactKey[] {
  const facts = new Set<FactKey>();
  for (const slot of templateSlots(template)) {
    const fact = factOfSlot(slot);
    if (fact) facts.add(fact);
    if (slot === "roleAt") facts.add("brand");
  }
  return [...facts];
}

/** Whether `template` can be filled from `view` in `voice`. */
export function fits(template: string, view: View, voice: Voice): boolean {
  const v = cachedVoice(template);
  if (v !== "any" && v !== voice) return false;
  return templateSlots(template).every((slot) => {
    const value = view.value(slot);
    return value !== undefined && value !== "";
  });
}

export function render(template: string, view: View, voice: Voice): Rendered | null {
  const v = cachedVoice(template);
  if (v !== "any" && v !== voice) return null;
  const facts = new Set<FactKey>();
  let missing = false;
  const text = template.replace(SLOT, (_, slot: string, at: number) => {
    const value = slot === "place" ? placeIn(template, at, view) : view.value(slot);
    if (value === undefined || value === "") {
      missing = true;
      return "";
    }
    const fact = factOfSlot(slot);
    if (fact) facts.add(fact);
    // "roleAt" prints a brand too.
    if (slot === "roleAt") facts.add("brand");
    return value;
  });
  if (missing) return null;
  return { text, facts: [...facts], template };
}

// "Straight out of the Isle of Mull", "The Gold Coast made me": a place the person wrote with
// "the" keeps it in a sentence; a 📍 label prints the bare name.
function placeIn(template: string, at: number, view: View): string | undefined {
  const place = view.value("place");
  if (!place || view.value("placeThe") === undefined) return place;
  const before = template.slice(0, at);
  if (/📍\s*$/u.test(before)) return place;
  return /(?:^|[.!?]\s+|\n)\s*$/u.test(before) ? `The ${place}` : `the ${place}`;
}
