// The overall shape of a profile: whose voice it is (a person or a brand), what kind of
// account (persona), which fields it belongs to, which language it leans on, and its keywords.

import { DOMAINS, type Domain, type Persona } from "./domains";
import { ROLE_PERSONA } from "./lexicon-roles";
import { COMMON_WORDS, HINGLISH_MARKERS, META_WORDS, SPANISH_MARKERS, FOREIGN_ROLES, STOPWORDS } from "./lexicon-words";
import type { LexMatch } from "./match-lexicon";
import { dedupe } from "./patterns-identity";
import type { ExtractedProfile, ProfileInterest, ProfileRole } from "./profile-types";
import { fold } from "./tokenize";

const WE = new Set(["we", "we're", "our", "us", "ours", "somos", "nuestro", "nuestra"]);
const I = new Set(["i", "i'm", "im", "my", "me", "i've", "mera", "meri", "soy", "mi"]);

/**
 * "brand" when the description speaks as "we" at least as often as "I". Someone who names
 * their own role speaks for a team only when "we" outnumbers "I": "Twitch streamer … with my
 * grandma. We hit 25k" is one streamer.
 */
export function voiceOf(tokens: string[], namesRole = false): "personal" | "brand" {
  const we = tokens.filter((t) => WE.has(t)).length;
  const i = tokens.filter((t) => I.has(t)).length;
  return we > 0 && (namesRole ? we > i : we >= i) ? "brand" : "personal";
}

export function personaOf(
  p: Pick<ExtractedProfile, "voice" | "roles" | "ventures" | "university" | "major" | "numbers" | "domains" | "offers">,
  text: string,
): Persona {
  if (p.voice === "brand") {
    if (/\b(?:team|crew|squad|collective|band|club|society|group|we are \d+|of us)\b/i.test(text)) return "team";
    if (
      p.ventures.some((v) =>
        /bakery|café|boutique|salon|shop|store|kitchen|studio|brand|homestay|guest ?house|hostel|truck|restaurant|roastery/i.test(
          v.label,
        ),
      )
    )
      return "small-business";
    if (p.ventures.length === 0 && p.offers.length > 0) return "small-business";
    return "brand";
  }
  for (const r of p.roles) {
    const english = FOREIGN_ROLES[r.label] ?? r.label;
    const mapped =
      ROLE_PERSONA[english] ??
      (/ (?:student|major)$/.test(english) ? "student" : undefined) ??
      (/ owner$/.test(english) ? "small-business" : undefined);
    if (mapped) return mapped;
  }
  if (p.roles.length === 0 && (p.university || p.major)) return "student";
  if (p.numbers.some((n) => /followers|subscribers|subs|views/.test(n.text))) return "influencer";
  if (p.roles.length > 0) return "professional";
  return "creator";
}

export function productFromList(text: string, matches: LexMatch[]): string[] {
  // "4,000+ orders" is one number, and a sentence ends at its full stop.
  for (const item of text.split(/[|•·\n;!?]+|,(?!\d)|\.\s+/)) {
    const words = item.trim().split(/\s+/);
    if (words.length < 1 || words.length > 4) continue;
    // "We're hiring Unity devs": a sentence with its subject says what the brand does, not what
    // it sells.
    if (/^(?:we|i|they)(?:['’](?:re|m|ve)|\s+(?:are|am|have))?(?![\p{L}])/iu.test(item.trim())) continue;
    const has = matches.some((m) => m.entry.kind === "interest" && item.includes(m.raw));
    if (has && !words.some((w) => STOPWORDS.has(fold(w)) && words.length === 1))
      return [item.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())];
  }
  return [];
}

export function rankDomains(roles: ProfileRole[], interests: ProfileInterest[], ventures: ProfileRole[]): Domain[] {
  const score = new Map<Domain, number>();
  const bump = (d: Domain | null, by: number) => d && score.set(d, (score.get(d) ?? 0) + by);
  roles.forEach((r, k) => bump(r.domain, k === 0 ? 6 : 3));
  ventures.forEach((v) => bump(v.domain, 4));
  interests.forEach((i, k) => bump(i.domain, k < 2 ? 2 : 1));
  return [...DOMAINS].filter((d) => score.has(d)).sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
}

export function languageHints(tokens: string[]): ("hinglish" | "spanish")[] {
  const hints: ("hinglish" | "spanish")[] = [];
  const hi = new Set(tokens.filter((t) => HINGLISH_MARKERS.has(t)));
  const es = new Set(tokens.filter((t) => SPANISH_MARKERS.has(t)));
  if (hi.size >= 2) hints.push("hinglish");
  if (es.size >= 2 && es.size >= hi.size) hints.push("spanish");
  return hints;
}

export function keywordsOf(p: Omit<ExtractedProfile, "keywords">, tokens: { raw: string; norm: string }[]): string[] {
  const picked = [
    ...p.roles.map((r) => r.label),
    ...p.ventures.map((v) => v.label),
    ...p.interests.map((i) => i.label),
    ...p.places,
    ...p.brands,
    ...(p.university ? [p.university] : []),
    ...(p.major ? [p.major] : []),
    ...p.offers,
    ...p.descriptors,
    ...p.personality,
  ];
  const known = new Set(picked.flatMap((k) => fold(k).split(/\s+/)));
  // Anything else the person stressed: longer content words that are not filler.
  const extra = tokens
    .filter(
      (t) =>
        t.norm.length >= 4 &&
        /^\p{L}+$/u.test(t.norm) &&
        !STOPWORDS.has(t.norm) &&
        !META_WORDS.has(t.norm) &&
        !COMMON_WORDS.has(t.norm) &&
        !known.has(t.norm),
    )
    .map((t) => t.raw.toLowerCase());
  return dedupe([...picked, ...extra]).slice(0, 24);
}
