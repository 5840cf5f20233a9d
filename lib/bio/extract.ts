// Reads a free-form description and pulls out what a bio is made of. Used by the composer and
// by the companion features (emoji and hashtag suggestions, related bios), so every field is
// already safe to print: no markup, no injected instructions, no profanity, and contact
// details kept apart from everything else.

import { DOMAINS, type Domain, type Persona } from "./extract/domains";
import { ROLE_PERSONA, GENERIC_ROLES } from "./extract/lexicon-roles";
import { COMMON_WORDS, HINGLISH_MARKERS, META_WORDS, SPANISH_MARKERS, SPANISH_ROLES, STOPWORDS } from "./extract/lexicon-words";
import { matchLexicon, type LexMatch } from "./extract/match-lexicon";
import {
  findAchievements,
  findCuedPlaces,
  findDescriptors,
  findMission,
  findMoney,
  findMotto,
  findNumbers,
  findOffers,
  type NumberFact,
} from "./extract/patterns-facts";
import {
  dedupe,
  findBrands,
  findEducation,
  findExBrands,
  findNames,
  findUniversity,
  findYears,
  type YearFact,
} from "./extract/patterns-identity";
import { findUnknownRoles } from "./extract/unknown-roles";
import { fold, type Token } from "./extract/tokenize";
import type { ContactDetails } from "./safety/contact";
import { sanitizeDescription } from "./safety/sanitize-input";

export type { Domain, Persona } from "./extract/domains";
export type { NumberFact } from "./extract/patterns-facts";
export type { YearFact } from "./extract/patterns-identity";

export interface ProfileRole {
  label: string;
  domain: Domain | null;
}

export interface ProfileInterest {
  label: string;
  emoji: string;
  domain: Domain | null;
}

export interface ExtractedProfile {
  roles: ProfileRole[];
  /** What a brand or team is ("bakery", "design studio"). */
  ventures: ProfileRole[];
  interests: ProfileInterest[];
  places: string[];
  achievements: string[];
  numbers: NumberFact[];
  brands: string[];
  employer?: string;
  ownBrand?: string;
  exBrands: string[];
  names: string[];
  years: YearFact[];
  university?: string;
  degree?: string;
  major?: string;
  personality: string[];
  /** The person's own labels: "chai addict", "dog mom". */
  descriptors: string[];
  /** "helping small brands grow online" */
  mission?: string;
  /** What they make, sell or do: "handmade soy candles". */
  offers: string[];
  motto?: string;
  wantsContact: boolean;
  contact: ContactDetails;
  languageHints: ("hinglish" | "spanish")[];
  voice: "personal" | "brand";
  persona: Persona;
  /** Most relevant first. */
  domains: Domain[];
  /** Salient words and phrases, most important first. */
  keywords: string[];
  /** The description as analysed: plain text, safe to show. */
  cleanText: string;
  flags: { truncated: boolean; html: boolean; injection: boolean; profanity: boolean };
}

const byKind = (matches: LexMatch[], kind: LexMatch["entry"]["kind"]) => matches.filter((m) => m.entry.kind === kind);

// Print the person's own word when it is a proper spelling of the entry ("photos", "café",
// "chai"); typos, plurals folded by the matcher, short forms and proper nouns print as the
// entry's label ("ml" → "machine learning", "kdramas" → "K-dramas").
function interestLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  if (!exactForm || raw.length < 4 || /\p{Lu}/u.test(label)) return label;
  // Brand-style casing the person chose ("YouTube", "TikTok") stays; other capitals do not.
  if (/\p{Ll}\p{Lu}/u.test(raw)) return raw;
  return raw.toLowerCase();
}

const OWNERSHIP_CUE = /\b(?:run|runs|own|owns|started|founded|opened|launched|built|have|manage|manages|my|our)\b[^.!?\n]{0,24}$/i;
const FOUNDER_VENTURES = new Set(["startup", "agency", "consultancy", "nonprofit", "collective", "tech startup", "SaaS company", "media company", "production house", "edtech startup", "fintech startup"]);

// "I help coffee farmers", "mentoring students", "clients include designers": roles that come
// after these words belong to other people.
const OBJECT_CUES = new Set(["help", "helps", "helping", "for", "teach", "teaches", "teaching", "mentor", "mentoring", "mentored", "coach", "coaching", "train", "training", "trained", "serve", "serving", "support", "supporting", "empower", "empowering", "hire", "hiring", "with", "like", "other", "fellow", "young", "aspiring", "include", "includes", "every", "our", "their"]);

// "ex-Deloitte consultant", "I was a consultant", "former teacher": not what they are now.
const PAST_CUES = new Set(["was", "former", "formerly", "previously", "ex", "earlier", "once"]);

function isAboutOthers(m: LexMatch, tokens: Token[], text: string): boolean {
  for (let k = m.firstToken - 1; k >= Math.max(0, m.firstToken - 3); k--) {
    const t = tokens[k];
    const next = tokens[k + 1];
    if (!t || !next) continue;
    // A clause boundary ends the search: "for startups, I'm a designer" is about me.
    if (/[.!?|,;:\n]/.test(text.slice(t.end, next.start))) break;
    if (OBJECT_CUES.has(t.norm) || PAST_CUES.has(t.norm) || t.norm.startsWith("ex-")) return true;
  }
  return false;
}

// A person's own title is printed as they wrote it ("software developer", "marathoner"),
// unless it is a short form, a typo or a spelling variant of the entry ("swe", "cofounder").
function roleLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const squash = (s: string) => fold(s).replace(/[\s-]/g, "");
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  if (!exactForm || squash(raw) === squash(label) || (raw.length < 8 && !raw.includes(" ")) || /\d/.test(raw)) return label;
  if (/\p{Ll}\p{Lu}/u.test(raw) || /^\p{Lu}{2,}\b/u.test(raw)) return raw;
  return raw.toLowerCase();
}

function rolesFrom(matches: LexMatch[], tokens: Token[], text: string, voice: "personal" | "brand", impliedRoles: string[], major?: string): ProfileRole[] {
  const roles: ProfileRole[] = byKind(matches, "role")
    .filter((m) => voice === "brand" || !isAboutOthers(m, tokens, text))
    .map((m) => ({ label: roleLabel(m), domain: m.entry.domain }));
  roles.push(...findUnknownRoles(text).filter((r) => !roles.some((k) => fold(k.label) === fold(r.label))));
  if (voice === "personal") {
    for (const m of byKind(matches, "venture")) {
      if (!OWNERSHIP_CUE.test(text.slice(Math.max(0, m.start - 32), m.start))) continue;
      const label = FOUNDER_VENTURES.has(m.entry.label) ? "founder" : `${m.entry.label} owner`;
      roles.push({ label, domain: m.entry.domain });
    }
  }
  // "Psychology major at Delhi University": the major is who they are right now.
  if (major && !roles.some((r) => /student/.test(r.label)) && new RegExp(`\\b${major.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:major|student)\\b`, "i").test(text)) {
    roles.unshift({ label: `${major} ${/major/i.test(text) ? "major" : "student"}`, domain: "education" });
  }
  if (roles.length === 0) for (const r of impliedRoles) roles.push({ label: r, domain: null });
  const unique = roles.filter((r, k) => roles.findIndex((o) => fold(o.label) === fold(r.label)) === k);
  // A specific role leads: "product designer" before "designer", whatever came first.
  const specific = unique.filter((r) => !GENERIC_ROLES.has(r.label));
  const ordered = [...specific, ...unique.filter((r) => GENERIC_ROLES.has(r.label))];
  return ordered.map((r) => (r.label === "student" && major ? { ...r, label: `${major} student` } : r));
}

function voiceOf(tokens: string[]): "personal" | "brand" {
  let we = 0;
  let i = 0;
  for (const t of tokens) {
    if (t === "we" || t === "we're" || t === "our" || t === "us" || t === "ours" || t === "somos" || t === "nuestro" || t === "nuestra") we++;
    if (t === "i" || t === "i'm" || t === "im" || t === "my" || t === "me" || t === "i've" || t === "mera" || t === "meri" || t === "soy" || t === "mi") i++;
  }
  return we > 0 && we >= i ? "brand" : "personal";
}

function personaOf(p: Pick<ExtractedProfile, "voice" | "roles" | "ventures" | "university" | "major" | "numbers" | "domains" | "offers">, text: string): Persona {
  if (p.voice === "brand") {
    if (/\b(?:team|crew|squad|collective|band|club|society|group|we are \d+|of us)\b/i.test(text)) return "team";
    if (p.ventures.some((v) => /bakery|café|boutique|salon|shop|store|kitchen|studio|brand|homestay|truck|restaurant|roastery/i.test(v.label))) return "small-business";
    if (p.ventures.length === 0 && p.offers.length > 0) return "small-business";
    return "brand";
  }
  for (const r of p.roles) {
    const english = SPANISH_ROLES[r.label] ?? r.label;
    const mapped = ROLE_PERSONA[english] ?? (/ (?:student|major)$/.test(english) ? "student" : undefined) ?? (/ owner$/.test(english) ? "small-business" : undefined);
    if (mapped) return mapped;
  }
  if (p.university || p.major) return "student";
  if (p.numbers.some((n) => /followers|subscribers|subs|views/.test(n.text))) return "influencer";
  if (p.roles.length > 0) return "professional";
  return "creator";
}

function productFromList(text: string, matches: LexMatch[]): string[] {
  for (const item of text.split(/[|•·,\n;]+/)) {
    const words = item.trim().split(/\s+/);
    if (words.length < 1 || words.length > 4) continue;
    const has = matches.some((m) => m.entry.kind === "interest" && item.includes(m.raw));
    if (has && !words.some((w) => STOPWORDS.has(fold(w)) && words.length === 1)) return [item.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())];
  }
  return [];
}

function rankDomains(roles: ProfileRole[], interests: ProfileInterest[], ventures: ProfileRole[]): Domain[] {
  const score = new Map<Domain, number>();
  const bump = (d: Domain | null, by: number) => d && score.set(d, (score.get(d) ?? 0) + by);
  roles.forEach((r, k) => bump(r.domain, k === 0 ? 6 : 3));
  ventures.forEach((v) => bump(v.domain, 4));
  interests.forEach((i, k) => bump(i.domain, k < 2 ? 2 : 1));
  return [...DOMAINS].filter((d) => score.has(d)).sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
}

function languageHints(tokens: string[]): ("hinglish" | "spanish")[] {
  const hints: ("hinglish" | "spanish")[] = [];
  const hi = new Set(tokens.filter((t) => HINGLISH_MARKERS.has(t)));
  const es = new Set(tokens.filter((t) => SPANISH_MARKERS.has(t)));
  if (hi.size >= 2) hints.push("hinglish");
  if (es.size >= 2 && es.size >= hi.size) hints.push("spanish");
  return hints;
}

function keywordsOf(p: Omit<ExtractedProfile, "keywords">, tokens: { raw: string; norm: string }[]): string[] {
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
    .filter((t) => t.norm.length >= 4 && /^\p{L}+$/u.test(t.norm) && !STOPWORDS.has(t.norm) && !META_WORDS.has(t.norm) && !COMMON_WORDS.has(t.norm) && !known.has(t.norm))
    .map((t) => t.raw.toLowerCase());
  return dedupe([...picked, ...extra]).slice(0, 24);
}

export function extractProfile(description: string): ExtractedProfile {
  const safe = sanitizeDescription(description);
  const text = safe.text;
  const { matches, tokens, canon } = matchLexicon(text);
  const norms = tokens.map((t) => t.norm);
  // "Indie rock band from Shillong": no pronoun, but a venture and no person's role.
  const pronounVoice = voiceOf(norms);
  const hasPronoun = norms.some((t) => ["i", "i'm", "im", "my", "me", "we", "we're", "our", "us"].includes(t));
  // "Handmade soy candles | small batch | shipping pan India": a shop talking, no pronoun needed.
  const COMMERCE = /\b(?:shipping|ships|orders?|order now|small[- ]batch|handmade|hand-?crafted|delivery|delivers|restock|in stock|made to order|wholesale|pan india|worldwide|dm to order|shop now|store|outlets?|menu|reservations)\b/i;
  const personless = !hasPronoun && byKind(matches, "role").length === 0;
  const voice = personless && (byKind(matches, "venture").length > 0 || COMMERCE.test(text)) ? "brand" : pronounVoice;

  const education = findEducation(text);
  const university = findUniversity(text);
  const found = findOffers(text, { gerunds: voice === "brand" });
  const impliedRoles = found.impliedRoles;
  // A shop's list ("Handmade soy candles | small batch") names its product in the item
  // that holds an interest.
  const offers = found.offers.length > 0 || voice === "personal" ? found.offers : productFromList(text, matches);
  const roles = rolesFrom(matches, tokens, text, voice, impliedRoles, education.major);
  const ventures = dedupe(byKind(matches, "venture").map((m) => m.entry.label)).map((label) => ({
    label,
    domain: byKind(matches, "venture").find((m) => m.entry.label === label)?.entry.domain ?? null,
  }));

  // Rank by what the person stresses: repeats and "love / fan of / obsessed with" count more
  // than a passing mention ("writing specs" is not a hobby).
  const LIKE_CUE = /\b(?:love|loves|loving|luv|fan of|passionate about|obsessed with|into|favourite|favorite|enjoy|hobbies|addicted to|can't stop|me encanta|amo|me gusta|pasand)\b[^.!?\n]{0,60}$/i;
  const rawInterests = byKind(matches, "interest");
  const weight = new Map<string, number>();
  rawInterests.forEach((m, k) => {
    const cue = LIKE_CUE.test(text.slice(Math.max(0, m.start - 60), m.start)) ? 3 : 0;
    weight.set(m.entry.label, (weight.get(m.entry.label) ?? 0) + 1 + cue - k * 0.01);
  });
  const interestMatches = [...rawInterests].sort((a, b) => (weight.get(b.entry.label) ?? 0) - (weight.get(a.entry.label) ?? 0));
  const seenInterests = new Set<string>();
  const interests: ProfileInterest[] = [];
  for (const m of interestMatches) {
    if (seenInterests.has(m.entry.label)) continue;
    seenInterests.add(m.entry.label);
    interests.push({ label: interestLabel(m), emoji: m.entry.emoji, domain: m.entry.domain });
  }

  const brands = findBrands(text);
  const exBrands = findExBrands(text);
  const knownNames = new Set([...brands, ...(university ? [university] : [])].map(fold));
  // "IIT Bombay" is a university, not a vote for Mumbai.
  const insideName = (raw: string) => [...knownNames].some((n) => n.includes(fold(raw)));
  const lexPlaces = byKind(matches, "place")
    .filter((m) => !insideName(m.raw))
    .map((m) => m.entry.label);
  const cuedPlaces = findCuedPlaces(text).filter((p) => !knownNames.has(fold(p)) && !matchLexicon(p).matches.some((m) => m.entry.kind !== "place"));
  const places = dedupe([...lexPlaces, ...cuedPlaces]).filter((p) => !knownNames.has(fold(p)));

  const names = findNames(text).filter((n) => !knownNames.has(fold(n)) && !places.some((p) => fold(p) === fold(n)));
  const roleLabels = new Set(roles.map((r) => fold(r.label)));
  const descriptors = findDescriptors(text).filter((d) => !roleLabels.has(fold(d)));
  // "chai addict" already says "chai"; printing both reads like a stutter.
  const coveredByDescriptor = (label: string) =>
    descriptors.some((d) => fold(d).includes(fold(label))) || roles.some((r) => fold(r.label).includes(fold(label)));
  const shownInterests = interests.filter((i) => !coveredByDescriptor(i.label));
  // "Award-winning creative agency in Mumbai": the place is printed elsewhere, once.
  const withoutPlace = (a: string) =>
    places.reduce((s, p) => s.replace(new RegExp(`\\s+(?:in|from|at|based in)\\s+${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b.*$`, "i"), ""), a);
  const achievements = dedupe([...findMoney(text), ...findAchievements(text).map(withoutPlace), ...exBrands.map((b) => `Ex-${b}`)]);

  const ownBrand = brands.find((b) => new RegExp(`\\b(?:my|our|founder|co-?founder|owner|ceo|creator|called|named)\\b[^.\\n]{0,30}${b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text));
  const employer = brands.find((b) => b !== ownBrand && !exBrands.includes(b));

  const base = {
    roles,
    ventures,
    interests: shownInterests,
    places,
    achievements,
    numbers: findNumbers(text),
    brands,
    employer,
    ownBrand,
    exBrands,
    names,
    years: findYears(text),
    university,
    degree: education.degree,
    major: education.major,
    personality: dedupe(byKind(matches, "trait").map((m) => m.entry.label)),
    descriptors,
    mission: findMission(text),
    offers: offers.filter((o) => !roleLabels.has(fold(o))),
    motto: findMotto(text),
    wantsContact: safe.wantsContact,
    contact: safe.contact,
    languageHints: languageHints(norms),
    voice,
    persona: "creator" as Persona,
    domains: rankDomains(roles, interests, ventures),
    cleanText: text,
    flags: safe.flags,
  };
  base.persona = personaOf(base, text);
  // Misspelt words are not keywords: their corrected forms already are.
  const asWritten = tokens.filter((t, k) => canon[k] === t.norm || canon[k] === undefined);
  return { ...base, keywords: keywordsOf(base, asWritten) };
}
