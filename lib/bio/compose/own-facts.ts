import { contentWords } from "../extract/own-words";
import { fold } from "../extract/tokenize";
import { graphemeLength } from "../graphemes";

// Which of the person's own phrases a bio prints: the most specific identity to lead with
// ("street food vlogger from Indore" beats "vlogger"), counts as proof ("300 pairs cleaned"),
// and the rest as lines of their own. The facts a lexicon found are printed anyway; an own
// phrase earns its place by saying something they do not.

export interface OwnFacts {
  lead?: string;
  /** What the lead already says, so later lines do not repeat it. */
  leadSays: ("role" | "place" | "niche")[];
  own: string[];
  proofs: string[];
}

interface Known {
  roles: string[];
  places: string[];
  niches: string[];
  proofs: string[];
  venture?: string;
  voice: "personal" | "brand";
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const has = (text: string, label: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(label))}(?![\\p{L}\\p{N}])`, "u").test(fold(text));
const numbersOf = (s: string): string[] => s.match(/\d+(?:[.,]\d+)*/g) ?? [];
const FIRST_PERSON = /^(?:i|my|me|we|our|us)\b/i;
// Disclaimers and pronouns say nothing a reader would recognise the person by.
const DISCLAIMER =
  /^(?:views?|opinions?|thoughts?|tweets?|posts?)(?: are)? (?:my own|mine|own)$|^(?:not|no) (?:financial |legal |medical )?advice$|^(?:she|he|they)\/(?:her|him|them|they)s?$|^(?:rts?|retweets?)(?: are)? (?:not |≠ ?)?endorsements?$|^nothing fancy$/i;
// Clauses that open with a liking or a habit describe interests, not who the person is.
const NOT_IDENTITY =
  /^(?:love|loves|luv|like|likes|enjoy|obsessed|into|fan|big fan|huge fan|addicted|currently|trying|learning|always|sometimes|also|ex|previously|formerly)\b/i;

/** "pune" → "Pune": the place as the person wrote it, with the capital a name takes. */
function withPlaceCase(text: string, places: string[]): string {
  return places.reduce(
    (t, p) =>
      t.replace(new RegExp(`(?<![\\p{L}])${escape(p)}(?![\\p{L}])`, "giu"), (m) => (m === m.toLowerCase() ? p : m)),
    text,
  );
}

export function ownFacts(phrases: string[], known: Known): OwnFacts {
  const clauses = phrases.map((p) => withPlaceCase(p, known.places)).filter((c) => !DISCLAIMER.test(c.trim()));
  const covered = new Set(
    [...known.roles, ...known.places, ...known.niches, ...(known.venture ? [known.venture] : [])].flatMap(contentWords),
  );
  const adds = (c: string) => contentWords(c).some((w) => !covered.has(w));
  const names = [...known.roles, ...(known.venture ? [known.venture] : [])];

  // The lead: the first clause that names a role and says more than the role alone; without a
  // role, a short first clause that names what the person is ("dog walker, cat person").
  let lead = clauses
    .slice(0, 3)
    .find(
      (c) =>
        graphemeLength(c) <= 72 &&
        !FIRST_PERSON.test(c) &&
        !NOT_IDENTITY.test(c) &&
        names.some((r) => has(c, r)) &&
        contentWords(c).length > Math.min(...names.filter((r) => has(c, r)).map((r) => contentWords(r).length)),
    );
  const first = clauses[0];
  if (
    !lead &&
    names.length === 0 &&
    first &&
    graphemeLength(first) <= 36 &&
    contentWords(first).length <= 4 &&
    !FIRST_PERSON.test(first) &&
    !NOT_IDENTITY.test(first) &&
    numbersOf(first).length === 0
  )
    lead = first;

  const proofs = [...known.proofs];
  const own: string[] = [];
  for (const c of clauses) {
    if (c === lead) continue;
    // "I review phones" is the person talking; a brand speaks as "we".
    if (known.voice === "brand" ? /^(?:i|my|me)\b/i.test(c) : /^(?:we|our|us)\b/i.test(c)) continue;
    const nums = numbersOf(c);
    if (nums.length > 0) {
      // "300 pairs cleaned" says what a bare "300" cannot; a year alone is not proof.
      const fresh = !proofs.some((p) => numbersOf(p).some((n) => nums.includes(n)));
      if (fresh && graphemeLength(c) <= 40 && nums.some((n) => !/^(?:19|20)\d\d$/.test(n))) proofs.push(c);
      continue;
    }
    if (graphemeLength(c) >= 8 && graphemeLength(c) <= 56 && adds(c) && own.length < 4) own.push(c);
  }
  const leadSays: OwnFacts["leadSays"] = [];
  if (lead) {
    leadSays.push("role");
    if (known.places.some((p) => has(lead as string, p))) leadSays.push("place");
    if (known.niches.some((n) => has(lead as string, n))) leadSays.push("niche");
  }
  return { lead, leadSays, own, proofs };
}
