// Who the person is: their roles, read from lexicon matches with the context around them
// (someone else's role, a past role), printed in their own words.

import { GENERIC_ROLES } from "./lexicon-roles";
import { byKind, type LexMatch } from "./match-lexicon";
import type { ProfileRole } from "./profile-types";
import { fold, type Token } from "./tokenize";
import { findUnknownRoles } from "./unknown-roles";

// "I help coffee farmers", "mentoring students", "clients include designers": roles that come
// after these words belong to other people.
// prettier-ignore
const OBJECT_CUES = new Set([
  "help", "helps", "helping", "for", "teach", "teaches", "teaching", "mentor", "mentoring", "mentored", "coach",
  "coaching", "train", "training", "trained", "serve", "serving", "support", "supporting", "empower", "empowering",
  "hire", "hiring", "with", "like", "other", "fellow", "young", "aspiring", "include", "includes", "every", "our",
  "their",
]);

// "My father started this shop", "my grandmother's recipes", "our parents": family named by
// whose they are is someone else, not the person's role.
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your", "whose"]);
// prettier-ignore
const KIN = /^(?:mom|mother|mama|mamá|mum|mommy|mami|dad|father|papa|papá|papi|parents?|grandma|grandpa|grandmother|grandfather|aunt|uncle|wife|husband|sister|brother|big sister|big brother|family)s?$/i;

function isSomeonesKin(m: LexMatch, tokens: Token[]): boolean {
  if (!KIN.test(m.raw.trim())) return false;
  const before = [tokens[m.firstToken - 1], tokens[m.firstToken - 2]].map((t) => t?.norm ?? "");
  return before.some((t) => POSSESSIVES.has(t) || /'s$|’s$/.test(t));
}

// "ex-Deloitte consultant", "I was a consultant", "former teacher": not what they are now.
const PAST_CUES = new Set(["was", "former", "formerly", "previously", "ex", "earlier", "once"]);

export function isAboutOthers(m: LexMatch, tokens: Token[], text: string): boolean {
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

function withCompound(m: LexMatch, text: string, label: string): string {
  const joined = /([\p{L}]{2,})-$/u.exec(text.slice(Math.max(0, m.start - 30), m.start));
  if (!joined || NOT_COMPOUND.test(joined[1] ?? "")) return label;
  return text.slice(m.start - (joined[0]?.length ?? 0), m.end);
}

function roleLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const squash = (s: string) => fold(s).replace(/[\s-]/g, "");
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  // "GP", "RMN": a short form written in capitals is the person's word.
  if (/^\p{Lu}{2,4}$/u.test(raw)) return raw;
  // "colourist", "organiser": a British spelling is not a typo.
  if (!exactForm && !/\d/.test(raw) && usSpelling(squash(raw)) === usSpelling(squash(label))) return raw.toLowerCase();
  if (!exactForm || squash(raw) === squash(label) || /\d/.test(raw)) return label;
  if (ACRONYMS.test(raw)) return raw.toUpperCase();
  if (/\p{Ll}\p{Lu}/u.test(raw) || /^\p{Lu}{2,}\b/u.test(raw)) return raw;
  return raw.toLowerCase();
}

export function rolesFrom(
  matches: LexMatch[],
  tokens: Token[],
  text: string,
  voice: "personal" | "brand",
  impliedRoles: string[],
  major?: string,
): ProfileRole[] {
  // A person names their own role in the singular; "engineers" are the people they work with.
  const plural = (m: LexMatch) => /s$/i.test(m.raw) && m.entry.tokens.join(" ") !== fold(m.raw);
  const roles: ProfileRole[] = byKind(matches, "role")
    .filter((m) => !isSomeonesKin(m, tokens))
    .filter((m) => voice === "brand" || (!isAboutOthers(m, tokens, text) && !plural(m)))
    .map((m) => ({ label: withCompound(m, text, roleLabel(m)), domain: m.entry.domain }));
  roles.push(...findUnknownRoles(text).filter((r) => !roles.some((k) => fold(k.label) === fold(r.label))));
  // "My bakery" names a venture, not a title: "bakery owner" would be our word, so only a role
  // the person wrote themselves is printed as one.
  // "Psychology major at Delhi University": the major is who they are right now.
  if (
    major &&
    !roles.some((r) => /student/.test(r.label)) &&
    new RegExp(`\\b${major.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:major|student)\\b`, "i").test(text)
  ) {
    roles.unshift({ label: `${major} ${/major/i.test(text) ? "major" : "student"}`, domain: "education" });
  }
  if (roles.length === 0) for (const r of impliedRoles) roles.push({ label: r, domain: null });
  const unique = roles.filter((r, k) => roles.findIndex((o) => fold(o.label) === fold(r.label)) === k);
  // A specific role leads: "product designer" before "designer", whatever came first.
  const specific = unique.filter((r) => !GENERIC_ROLES.has(r.label));
  const ordered = [...specific, ...unique.filter((r) => GENERIC_ROLES.has(r.label))];
  return ordered.map((r) => (r.label === "student" && major ? { ...r, label: `${major} student` } : r));
}
