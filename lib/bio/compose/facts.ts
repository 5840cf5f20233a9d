import type { ExtractedProfile } from "../extract";
import type { Domain } from "../extract/domains";
import { fold } from "../extract/tokenize";
import { graphemeLength } from "../graphemes";
import { claimText } from "./claims";
import { ownFacts } from "./own-facts";

// The facts a bio can print, cut to bio size, and the per-variation view that fills the
// template slots. Each of the three variations leads with different facts where there are
// enough of them, so the three read as three different bios, not one bio reshuffled.

export type FactKey =
  | "role"
  | "niche"
  | "offer"
  | "place"
  | "proof"
  | "edu"
  | "mission"
  | "trait"
  | "brand"
  | "venture"
  | "since"
  | "motto"
  | "contact"
  | "name"
  | "own";

export interface Facts {
  roles: string[];
  niches: { label: string; emoji: string }[];
  offers: string[];
  places: string[];
  /** Places the person has left: printed in their story with their capitals, never as a 📍. */
  formerPlaces: string[];
  /** The person wrote "the" before their place ("living on the Isle of Mull"): a line says it too. */
  placeThe: boolean;
  proofs: string[];
  edu?: string;
  university?: string;
  major?: string;
  classOf?: string;
  mission?: string;
  traits: string[];
  descriptors: string[];
  employer?: string;
  ownBrand?: string;
  venture?: string;
  since?: string;
  motto?: string;
  contact?: string;
  name?: string;
  domains: Domain[];
  /** Domains of what the person is (roles, venture), not of what they like. */
  roleDomains: Domain[];
  voice: ExtractedProfile["voice"];
  persona: ExtractedProfile["persona"];
  team: boolean;
  languageHints: ExtractedProfile["languageHints"];
  /** The person's most specific identity in their own words, and what it already says. */
  lead?: string;
  leadSays: FactKey[];
  /** The person said what they are by day and by night ("accountant by day, DJ by night"). */
  dayNight: boolean;
  /** The person's own phrases that say what no other fact does. */
  own: string[];
  /** The description as the claim check reads it: a line may only claim what this says. */
  said: string;
  /** Words of instructions cut from the description: no line echoes them. */
  echoes: ReadonlySet<string>;
}

// Personality words that work as nouns ("night owl at heart"); the rest are adjectives.
// prettier-ignore
const NOUN_TRAITS = new Set([
  "introvert", "extrovert", "ambivert", "nerd", "geek", "optimist", "dreamer", "overthinker", "night owl",
  "early bird", "wanderer", "hopeless romantic", "romantic", "empath", "minimalist", "perfectionist", "foodie",
  "bookworm", "workaholic", "multipotentialite", "generalist", "desi", "soñadora", "soñador",
]);

const BUSINESS =
  /\b(?:shop|store|workshop|studio|bakery|restaurant|caf[eé]|farm|salon|clinic|boutique|taqueria|stall|kitchen|brand|business|company|agency|atelier|garage|nursery|dhaba|warung|school|academy)s?\b/i;

const short = (max: number) => (s: string) => graphemeLength(s) <= max;

function distinctRoles(profile: ExtractedProfile): string[] {
  // "Dad of twins" is said as written elsewhere; as a title next to a job it would stand in for it.
  const work = profile.roles.filter((r) => r.domain !== "family");
  const labels = (work.length > 0 ? work : profile.roles).map((r) => r.label);
  // "designer" adds nothing next to "UX designer".
  return labels
    .filter((l, k) => !labels.some((o, j) => j !== k && o.length > l.length && fold(o).endsWith(` ${fold(l)}`)))
    .slice(0, 3);
}

function eduPhrase(p: ExtractedProfile): string | undefined {
  // "MBA student" already says MBA; the university is what is left to say.
  const said = (x: string) => p.roles.some((r) => fold(r.label).includes(fold(x)));
  if (p.university && p.major && !said(p.major)) return `${p.major} @ ${p.university}`;
  if (p.university && p.degree && !said(p.degree)) return `${p.degree} @ ${p.university}`;
  return p.university;
}

function contactOf(p: ExtractedProfile): string | undefined {
  if (!p.wantsContact) return undefined;
  const url = p.contact.urls[0]?.replace(/^https?:\/\//i, "").replace(/\/$/, "");
  // Never a phone number: personal data, whoever asks (lib/bio/safety/contact.ts).
  return p.contact.emails[0] ?? url;
}

// "Award-winning creative agency" says more than "agency" and more than a credit line.
function ventureAndProofs(p: ExtractedProfile, proofs: string[]): { venture?: string; proofs: string[] } {
  const venture = p.ventures[0]?.label;
  if (!venture) return { venture, proofs };
  const richer = proofs.find((a) => fold(a).includes(fold(venture)) && graphemeLength(a) <= 36);
  return richer
    ? {
        venture: richer.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
        proofs: proofs.filter((a) => a !== richer),
      }
    : { venture, proofs };
}

// "250+ weddings across Rajasthan & Goa": the places someone works across travel with the
// count they explain, or stand as their own proof ("Across Kerala & Goa"); never as a home.
function withArea(counts: string[], areas: string[]): string[] {
  if (areas.length === 0) return counts;
  const list = areas.slice(0, 3);
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} & ${list[list.length - 1]}`;
  const k = counts.findIndex((c) => !/\byears?\b/.test(c) && graphemeLength(`${c} across ${joined}`) <= 40);
  if (k < 0) return [...counts, `Across ${joined}`];
  return counts.map((c, j) => (j === k ? `${c} across ${joined}` : c));
}

export function buildFacts(p: ExtractedProfile): Facts {
  const classYear = p.years.find((y) => y.kind === "class");
  const since = p.years.find((y) => y.kind === "since");
  // "Mentored 40+ students" says what "40+ students" says, and more.
  const counts = p.numbers.map((n) => n.text).filter((t) => !p.achievements.some((a) => fold(a).includes(fold(t))));
  // With no home to print, the region worked across is the only place the bio can carry: it
  // goes first.
  const areaProofs = withArea(counts, p.serviceAreas);
  const areaFirst =
    p.places.length === 0
      ? [...areaProofs.filter((c) => / across /i.test(c) || c.startsWith("Across ")), ...p.achievements]
      : [...p.achievements];
  const rest = areaProofs.filter((c) => !areaFirst.includes(c));
  const rich = ventureAndProofs(p, [...areaFirst, ...rest].filter(short(40)));
  const nicheLabels = new Set<string>();
  const niches = p.interests.filter((i) => {
    const key = fold(i.label);
    if (nicheLabels.has(key) || graphemeLength(i.label) > 24) return false;
    nicheLabels.add(key);
    return true;
  });
  const roles = distinctRoles(p).filter(short(32));
  const places = p.places.filter(short(32)).slice(0, 2);
  const mine = ownFacts(p.phrases, {
    roles,
    edu: eduPhrase(p),
    // "Doctoral researcher in quantum optics" is too long for a role's slot, not for a lead.
    longRoles: distinctRoles(p).filter((r) => !roles.includes(r)),
    places,
    formerPlaces: p.formerPlaces,
    areas: p.serviceAreas,
    // The person's own labels ("bookworm") are printed as descriptors already.
    // The school is printed as education already.
    niches: [
      ...niches.map((n) => n.label),
      ...p.descriptors,
      ...p.personality,
      ...(p.university ? [p.university] : []),
    ],
    proofs: rich.proofs,
    venture: rich.venture,
    brand: p.ownBrand,
    voice: p.voice,
    business: BUSINESS.test(p.cleanText),
    now: p.nowPhrases,
    opening: p.phrases
      .map((phrase) => ({ phrase, at: fold(p.cleanText).indexOf(fold(phrase)) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.phrase,
  });
  return {
    roles,
    niches: niches.slice(0, 6),
    offers: p.offers.filter(short(34)).slice(0, 3),
    places,
    formerPlaces: p.formerPlaces,
    placeThe: places[0] !== undefined && ` ${fold(p.cleanText)}`.includes(` the ${fold(places[0])}`),
    proofs: mine.proofs.filter(short(40)).slice(0, 4),
    lead: mine.lead,
    leadSays: mine.leadSays,
    dayNight: /\bby day\b/i.test(p.cleanText) && /\bby night\b/i.test(p.cleanText),
    own: mine.own,
    edu: eduPhrase(p),
    university: p.university,
    major: p.major,
    // "Class of 2019" only reads as news for someone still studying.
    classOf: classYear && p.persona === "student" ? `class of ${classYear.year}` : undefined,
    mission: p.mission && graphemeLength(p.mission) <= 56 ? p.mission : undefined,
    traits: p.personality.filter((t) => !NOUN_TRAITS.has(t)).slice(0, 3),
    // "nerd" adds nothing next to "anime nerd".
    descriptors: [
      ...p.descriptors.filter(short(26)),
      ...p.personality.filter((t) => NOUN_TRAITS.has(t) && !p.descriptors.some((d) => d.endsWith(` ${t}`))),
    ].slice(0, 3),
    employer: p.employer,
    ownBrand: p.ownBrand,
    venture: rich.venture,
    since: since?.year,
    motto: p.motto && graphemeLength(p.motto) <= 48 ? p.motto : undefined,
    contact: contactOf(p),
    name: p.names[0]?.split(/\s+/)[0],
    domains: p.domains,
    roleDomains: [
      ...new Set(
        [...p.roles, ...(p.voice === "brand" ? p.ventures : [])]
          .map((r) => r.domain)
          .filter((d): d is Domain => d !== null),
      ),
    ],
    voice: p.voice,
    persona: p.persona,
    team: p.persona === "team",
    languageHints: p.languageHints,
    said: claimText(p.cleanText),
    echoes: p.echoes,
  };
}

export { factOfSlot, viewFor, type View } from "./view";
