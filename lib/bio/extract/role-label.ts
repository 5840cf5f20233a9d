// How a role is printed: in the person's own words (a short form, a spelling, a compound, a
// Spanish or Portuguese field after "de"), with the niche they put before it ("true crime
// podcaster") and the year of study when there is room.

import { isBlockedWord } from "../safety/blocklist";
import { META_WORDS, PERSONALITY_WORDS, STOPWORDS } from "./lexicon-words";
import type { LexMatch } from "./match-lexicon";
import { fold } from "./tokenize";

// Family words ("mum", "grandfather"): never a niche, and a role named by whose it is belongs to
// somebody else (roles.ts).
// prettier-ignore
export const KIN = /^(?:mom|mother|mama|mamá|mum|mommy|mami|dad|father|papa|papá|papi|parents?|grandma|grandpa|grandmother|grandfather|aunt|uncle|wife|husband|sister|brother|big sister|big brother|family)s?$/i;

// A person's own title is printed as they wrote it ("software developer", "marathoner",
// "MUA", "dev"): a short form is their word too, and its expansion would be ours. A typo or a
// spelling variant of the entry prints as the entry ("sofware enginer", "cofounder").
const ACRONYMS = /^(?:swe|sde|mua|pm|ca|hr|rj|dj|md|rn|pt|qa|ui|ux|ceo|cto|cfo|coo|vp|cmo|gm)$/i;

const usSpelling = (w: string) =>
  w
    .replace(/our/g, "or")
    .replace(/is(e|er|ing|ation)/g, "iz$1")
    .replace(/tre$/, "ter")
    .replace(/ll(er|ing)/g, "l$1");

// "Informatik-Student", "Pâtisserie-Chef": the word joined to the role is part of the title.
const NOT_COMPOUND = /^(?:ex|non|wannabe|future|aspiring|former|self|wife|mom|dad|part|full|would|be)$/i;

export function withCompound(m: LexMatch, text: string, label: string): string {
  const joined = /([\p{L}]{2,})-$/u.exec(text.slice(Math.max(0, m.start - 30), m.start));
  if (!joined || NOT_COMPOUND.test(joined[1] ?? "")) return label;
  return text.slice(m.start - (joined[0]?.length ?? 0), m.end);
}

// "profesora de inglés", "ingeniero de software": in Spanish and Portuguese the field follows
// the role after "de", and is part of the title.
const FIELD_AFTER = /^\s+(?:de|do|da)\s+(\p{Ll}[\p{Ll}\p{M}-]{2,})(?![\p{L}])/u;
const NOT_FIELD = /^(?:la|las|los|el|les|uma|um|una|un|mi|mis|tu|su|sus|todo|toda|todos|todas|dia|noche)$/;

export function withField(m: LexMatch, text: string, label: string): string {
  const field = FIELD_AFTER.exec(text.slice(m.end, m.end + 32))?.[1];
  if (!field || NOT_FIELD.test(field) || !/[^\x00-\x7f]|(?:a|o|or|ora)$/.test(fold(m.raw))) return label;
  const whole = text.slice(m.start, m.end + (FIELD_AFTER.exec(text.slice(m.end))?.[0].length ?? 0));
  return whole.length <= 32 ? `${label}${whole.slice(m.end - m.start)}` : label;
}

export function roleLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const squash = (s: string) => fold(s).replace(/[\s-]/g, "");
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  // "GP", "RMN": a short form written in capitals is the person's word.
  if (/^\p{Lu}{2,4}$/u.test(raw)) return raw;
  // "Étudiante", "médico": a word written with accents the entry lacks is the person's own
  // language, not a typo of the entry's.
  if (!exactForm && /[^\x00-\x7f]/.test(raw) && !/[^\x00-\x7f]/.test(label)) return raw.toLowerCase();
  // "colourist", "organiser": a British spelling is not a typo.
  if (!exactForm && !/\d/.test(raw) && usSpelling(squash(raw)) === usSpelling(squash(label))) return raw.toLowerCase();
  if (!exactForm || squash(raw) === squash(label) || /\d/.test(raw)) return label;
  if (ACRONYMS.test(raw)) return raw.toUpperCase();
  if (/\p{Ll}\p{Lu}/u.test(raw) || /^\p{Lu}{2,}\b/u.test(raw)) return raw;
  return raw.toLowerCase();
}

// "true crime podcaster", "fintech product manager", "cake artist": the words the person put
// right before their role, at the start of a clause, say what kind. The niche is part of the
// title: "podcaster" alone loses what the reader would remember.
const NICHE_BEFORE =
  /(?:^|[.,;:!?|•·\n(/]\s*|(?<![\p{L}])(?:i'?m|i am|im|am|an?|ek|main|mai|as|soy|the)\s+)((?:[\p{L}][\p{L}'’]*(?:-[\p{L}]+)*\s+(?:and|&)\s+)?(?:[\p{L}][\p{L}'’]*(?:-[\p{L}]+)*\s+){1,2})$/iu;
const PERSONALITY = new Set(PERSONALITY_WORDS.map(fold));
// Words that qualify a person rather than their field ("aspiring", "proud", "busy").
const NOT_NICHE =
  /^(?:je|suis|sou|soy|somos|ich|bin|mimi|ni|saya|aku|ako|ay|kami|ana|aspiring|future|wannabe|former|ex|retired|proud|busy|happy|full-?time|part-?time|self-?taught|certified|professional|amateur|budding|young|old|new|senior|junior|lead|chief|head|solo|indie|local|small|big|little|hobby|weekend|passionate|creative|curious|friendly|your|their|our|my|his|her|award-winning|best|top|just|only|also|and|or|not|mostly|really|actually|basically|by|day|night|hey|hi|hello|love|i|me|we)$/i;

const YEAR_OF_STUDY = /^(?:first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th|5th)-year$/i;

/** "final-year history student"; "computer engineering student" when the year makes it too long. */
export function withNiche(niche: string | undefined, base: string): string {
  if (!niche) return base;
  if (`${niche} ${base}`.length <= 32) return `${niche} ${base}`;
  const [first = "", ...rest] = niche.split(" ");
  return YEAR_OF_STUDY.test(first) && rest.length > 0 && `${rest.join(" ")} ${base}`.length <= 32
    ? `${rest.join(" ")} ${base}`
    : base;
}

// Words about how the person works or how big, not what in ("a full-time food YouTuber", "a
// little seaside café"): the niche is what follows them.
const WORK_QUALIFIER =
  /^(?:full-?time|part-?time|proud|busy|happy|certified|professional|self-taught|passionate|little|small|tiny)$/i;

export function nicheOf(m: LexMatch, text: string, matches: LexMatch[]): string | undefined {
  const before = NICHE_BEFORE.exec(text.slice(Math.max(0, m.start - 48), m.start));
  const found = before?.[1]?.trim().split(/\s+/);
  if (!found || found.length === 0) return undefined;
  // "DIY and woodworking creator": two fields joined are one niche.
  const joined = found.length >= 3 && /^(?:and|&)$/i.test(found[1] ?? "");
  if (found.length > 3 || (found.length === 3 && !joined)) return undefined;
  const words = found.length === 2 && WORK_QUALIFIER.test(found[0] ?? "") ? found.slice(1) : found;
  const start = m.start - (before?.[0]?.length ?? 0) + (before?.[0]?.indexOf(before?.[1] ?? "") ?? 0);
  // A place ("Mumbai photographer"), another role ("writer photographer") or a family word
  // before the role is not its niche.
  if (matches.some((o) => o !== m && o.end > start && o.start < m.start && o.entry.kind !== "interest"))
    return undefined;
  for (const [i, w] of words.entries()) {
    const f = fold(w);
    if (joined && i === 1) continue;
    // "bio student": biology, not the bio being written.
    if (f === "bio" && words.length === 1 && m.entry.domain === "education") continue;
    if (STOPWORDS.has(f) || META_WORDS.has(f) || PERSONALITY.has(f) || NOT_NICHE.test(f) || isBlockedWord(w))
      return undefined;
    if (/\d/.test(w) || KIN.test(w)) return undefined;
  }
  // "Relationship manager", not "Relationship Manager": capitals a name keeps stay ("iOS", "AI").
  return words.map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w)).join(" ");
}
