import type { Domain } from "./domains";

// What the person runs, in their own words: "our fish-and-chip shop", "a bookbinding studio",
// "Run a phone repair kiosk", "Small-batch hot sauce company out of Austin". The lexicon knows
// "bakery" and "coffee roastery"; these name the shop as the person does, so a bio can say
// "Fish-and-chip shop in Whitby" instead of nothing or a bare "shop".

// Heads that name the business by themselves ("a patisserie"), and heads that need a word in
// front to say anything ("a shop": of what?).
const SPECIFIC_HEADS: Record<string, Domain | null> = {
  bakery: "food",
  patisserie: "food",
  café: "food",
  cafe: "food",
  roastery: "food",
  brewery: "food",
  winery: "food",
  distillery: "food",
  deli: "food",
  bistro: "food",
  restaurant: "food",
  salon: "fashion",
  boutique: "fashion",
  atelier: "fashion",
  nursery: "craft",
  bookshop: "writing",
  bookstore: "writing",
  guesthouse: "travel",
  hostel: "travel",
  homestay: "travel",
  inn: "travel",
  lab: "education",
  laboratory: "education",
};
const GENERIC_HEADS: Record<string, Domain | null> = {
  shop: null,
  store: null,
  stall: null,
  kiosk: null,
  farm: null,
  studio: null,
  workshop: null,
  clinic: "health",
  practice: null,
  garage: null,
  van: null,
  cart: null,
  truck: "food",
  label: null,
  brand: null,
  company: null,
  business: null,
  agency: "business",
  channel: "creator",
  podcast: "creator",
  newsletter: "writing",
  blog: "writing",
  // "surf school", "driving school", "dance academy"; a school someone attends is left out below.
  school: "education",
  academy: "education",
};
const HEADS = [...Object.keys(SPECIFIC_HEADS), ...Object.keys(GENERIC_HEADS)].join("|");

// "little", "family-run", "small-batch": how big, not what.
const SIZE = String.raw`(?:(?:little|small|tiny|family|family-run|family-owned|own|new|independent|local|small-batch|one-woman|one-man|cosy|cozy|humble|modest)\s+)*`;
// Words that never describe the business ("a", "in", "with") and someone else's ("my uncle's farm").
const NOT_A_MODIFIER =
  /^(?:a|an|the|my|our|his|her|their|in|on|at|of|and|or|for|to|with|from|by|near|out|up|is|was|it|this|that|called|named|we|i|they|you|do|does|also|still|now)$|['’]s$/i;
// "high school", "law school": kinds of school people attend, not one they run.
const ATTENDED_KINDS = String.raw`(?:high|middle|grad|graduate|law|med|medical|nursing|elementary|primary|secondary|boarding|junior|senior)`;
const ATTENDED = new RegExp(String.raw`^${ATTENDED_KINDS}$`, "i");
/** Text ending in a kind of school people attend ("… high "): the school after it is not theirs. */
export const ATTENDED_BEFORE = new RegExp(String.raw`\b${ATTENDED_KINDS}\s+$`, "i");
// "12-room guesthouse", "24-hour garage": a count joined to its word says what kind too.
const MODIFIERS = String.raw`((?:(?:[\p{L}]|\d+-\p{L})[\p{L}'’-]*\s+){0,2}?)`;
// The person's own: "my", "our", or a verb of running one; or a description that opens with it.
const CUE = String.raw`(?:\b(?:my|our)\s+|\b(?:run|runs|running|ran|own|owns|owned|opened|open|opening|started|starting|start|founded|launched|took\s+over|manage|manages|managing|built|set\s+up)\s+(?:a|an|the|my|our)\s+|^)`;
// "Design studio intern", "clinic nurse": a workplace before a job is where they work.
const NOT_THEIRS = String.raw`(?!\s+(?:assistant|intern|manager|worker|employee|staff|member|apprentice|trainee|volunteer|technician|nurse|receptionist|cook|chef|barista|designer|photographer|engineer|instructor|coach|tutor|lecturer|counsell?or|student|students|teacher|junior|senior|sophomore|freshman|kid|graduate|grad|dropout)\b)`;
const COMPOUND = new RegExp(String.raw`${CUE}${SIZE}${MODIFIERS}(${HEADS})(?![\p{L}\p{N}])${NOT_THEIRS}`, "giu");

export interface CompoundVenture {
  label: string;
  domain: Domain | null;
}

/** The businesses the person says are theirs, as they name them, in the order written. */
export function findCompoundVentures(text: string): CompoundVenture[] {
  const found: CompoundVenture[] = [];
  for (const sentence of text.split(/(?<=[.!?\n])\s+|\s+[|•·]\s+/u)) {
    for (const m of sentence.matchAll(COMPOUND)) {
      const words = (m[1] ?? "").trim().split(/\s+/).filter(Boolean);
      if (words.some((w) => NOT_A_MODIFIER.test(w))) continue;
      const head = (m[2] ?? "").toLowerCase();
      if ((head === "school" || head === "academy") && words.some((w) => ATTENDED.test(w))) continue;
      const specific = head in SPECIFIC_HEADS;
      if (!specific && words.length === 0) continue;
      const label = [...words, m[2] ?? ""].join(" ").toLowerCase();
      const domain = specific ? (SPECIFIC_HEADS[head] ?? null) : (GENERIC_HEADS[head] ?? null);
      if (!found.some((f) => f.label === label)) found.push({ label, domain });
    }
  }
  return found;
}
