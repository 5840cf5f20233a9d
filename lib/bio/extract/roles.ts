// Who the person is: their roles, read from lexicon matches with the context around them
// (someone else's role, a past role), printed in their own words.

import { withDegreeAsWritten } from "./degree-roles";
import { GENERIC_ROLES } from "./lexicon-roles";
import { byKind, type LexMatch } from "./match-lexicon";
import { CLUB_NAME_AFTER } from "./patterns-identity";
import type { ProfileRole } from "./profile-types";
import { counted, isForWhom, isObjectOfVerb, notTheirs } from "./role-context";
import { KIN, nicheOf, roleLabel, withCompound, withField, withNiche } from "./role-label";
import { escapeRegExp, fold, type Token } from "./tokenize";
import { findUnknownRoles } from "./unknown-roles";
import { platformNames, withPlatformCasing } from "../platform-case";

// "I help coffee farmers", "mentoring students", "clients include designers", "my physio
// exercises": roles that come after these words belong to other people.
// prettier-ignore
const OBJECT_CUES = new Set([
  "help", "helps", "helping", "for", "teach", "teaches", "teaching", "mentor", "mentoring", "mentored", "coach",
  "coaching", "train", "training", "trained", "serve", "serving", "support", "supporting", "empower", "empowering",
  "hire", "hiring", "with", "like", "other", "fellow", "young", "aspiring", "include", "includes", "every", "our",
  "their", "my", "your", "interview", "interviews", "interviewing", "featuring", "profiling", "celebrating",
]);

// "My father started this shop", "my grandmother's recipes", "our parents": family named by
// whose they are is someone else, not the person's role.
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your", "whose"]);

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

// Short titles people write in capitals: "PR at an agency", "GP in Leeds", "CA by profession".
// Only in capitals and where a title stands (a clause's start, after "I'm a"), and not before a
// noun they qualify ("PR packages", "GP surgery").
const CAPS_ROLE =
  /(?:^|[.,;:!?|•·\n(/]\s*|(?<![\p{L}])(?:i'?m|i am|im|am|an?|ek|main|mai|as|and|&)\s+)(?:(?:Senior|Sr\.?|Junior|Jr\.?|Lead|Staff|Principal|Associate|Chief|senior|junior|lead|staff|principal|associate)\s+)?(PR|GP|CA|HR|RN|MUA|SDE|SWE|PM|QA|UX|UI)(?=\s*(?:$|[.,;:!?|•·\n)/]|\s(?:at|in|by|for|from|with|and|&|hoon|hu|@|based|here|since|turned)\b))/gu;
const CAPS_ROLE_LABEL: Record<string, { label: string; domain: ProfileRole["domain"] }> = {
  PR: { label: "PR professional", domain: "business" },
  GP: { label: "GP", domain: "health" },
  CA: { label: "CA", domain: "finance" },
  HR: { label: "HR professional", domain: "business" },
  RN: { label: "RN", domain: "health" },
  MUA: { label: "MUA", domain: "fashion" },
  SDE: { label: "SDE", domain: "tech" },
  SWE: { label: "SWE", domain: "tech" },
  PM: { label: "PM", domain: "business" },
  QA: { label: "QA engineer", domain: "tech" },
  UX: { label: "UX designer", domain: "design" },
  UI: { label: "UI designer", domain: "design" },
};

// "restoring old Singer sewing machines": a role word capitalised inside a lowercase run, right
// before the thing it names, is a brand.
const BRAND_BEFORE = /(?:^|\s)(?!(?:a|an|the|i'?m|am|as|and|or|my|ek)\s)\p{Ll}[\p{Ll}'’-]*\s$/u;
const BRAND_AFTER = /^\s+(?!(?:in|at|from|based|and|or|for|by|with|on|of|who|since|turned|here|hoon|hu)\b)\p{Ll}/u;

// "somewhere with a Royal Flying Doctor base", "the Sea Scout hall": a role word closing a name in
// capitals, before the thing the name is of, names that thing.
const NAME_BEFORE = /(?<![.!?]\s*|^)\b\p{Lu}\p{Ll}+\s$/u;
const INSTITUTION_AFTER =
  /^\s+(?:base|service|station|award|awards|association|society|programme|program|foundation|trust|fund|scheme|network|charity|hq|headquarters|museum)\b/i;

// "at Baker University", "on Cook Street": a role word in capitals before the capitalised word
// of a place or a school is that name.
const NAMED_PLACE_AFTER =
  /^\s+(?:University|College|Institute|Academy|School|Hospital|Street|Road|Avenue|Lane|Square|Stadium|Park|Bridge|Island|Hall)\b/u;
// After a name in capitals ("the James Cook university"), in either case.
const PLACE_NAME_WORD = new RegExp(NAMED_PLACE_AFTER.source, "iu");

function brandName(m: LexMatch, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(m.raw.split(/\s+/)[0] ?? "")) return false;
  // "the Google Developer Student Club": a role word inside a club's name names the club.
  if (CLUB_NAME_AFTER.test(text.slice(m.end, m.end + 48))) return true;
  if (
    /^\p{Lu}\p{Ll}+$/u.test(m.raw) &&
    NAMED_PLACE_AFTER.test(text.slice(m.end, m.end + 24)) &&
    !/(?:^|[.!?:|•\n])\s*$/u.test(text.slice(0, m.start))
  )
    return true;
  if (
    NAME_BEFORE.test(text.slice(Math.max(0, m.start - 24), m.start)) &&
    (INSTITUTION_AFTER.test(text.slice(m.end, m.end + 24)) || PLACE_NAME_WORD.test(text.slice(m.end, m.end + 24)))
  )
    return true;
  if (!/^\p{Lu}\p{Ll}+$/u.test(m.raw)) return false;
  return (
    BRAND_BEFORE.test(text.slice(Math.max(0, m.start - 24), m.start)) && BRAND_AFTER.test(text.slice(m.end, m.end + 24))
  );
}

/** Whether the text names a short title in capitals ("PR at an agency"): a person speaking. */
export function hasCapsRole(text: string): boolean {
  CAPS_ROLE.lastIndex = 0;
  const found = CAPS_ROLE.test(text);
  CAPS_ROLE.lastIndex = 0;
  return found;
}

// "even though I'm a nurse I mostly make pottery", "by day accountant, by night DJ": the role
// the person sets aside is not who they say they mostly are.
const SET_ASIDE =
  /(?:\b(?:even though|although|though|despite being|officially|on paper|by day,?|day job:?|9-5:?|nine to five:?)\s+(?:i'?m\s+|i am\s+|im\s+)?(?:an?\s+)?(?:[\p{L}-]+\s+){0,2})$/iu;
const SET_ASIDE_AFTER = /^\s*(?:by day|on paper|during the day|9-5|nine to five)\b/i;
const PUT_FIRST =
  /(?:\b(?:by night,?|at heart|mostly|mainly|really|actually|truly|full-?time|but i'?m|but really|now)\s+(?:i'?m\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2})$/iu;

const SIDELINE =
  /\b(?:outside\s+(?:of\s+)?work|in\s+my\s+(?:spare|free)\s+time|(?:(?:on|at)\s+(?:the\s+)?)?weekends|after\s+work|when\s+i'?m\s+not\s+working)\b,?\s+(?:i\s+)?(?:also\s+)?(?:\p{L}+\s+){0,2}$/iu;
const RUNS_SOMETHING =
  /\b(?:[Ww]e|I)\s+(?:now\s+)?(?:run|own|co-own)\b|\b(?:started|founded|opened|launched)\s+\p{Lu}/u;

function setAside(m: { start: number; end: number }, text: string): boolean {
  return SET_ASIDE.test(text.slice(Math.max(0, m.start - 48), m.start)) || SET_ASIDE_AFTER.test(text.slice(m.end));
}
const PUT_FIRST_AFTER = /^\s*(?:by night|at heart|full[- ]time)\b/i;
const putFirst = (m: { start: number; end: number }, text: string) =>
  PUT_FIRST.test(text.slice(Math.max(0, m.start - 40), m.start)) || PUT_FIRST_AFTER.test(text.slice(m.end));

// Platform names keep their capitals inside a title: "Twitch streamer", "YouTube creator".
const PLATFORM_NAME = new RegExp(`\\b(${platformNames()})\\b`, "gi");
export const withPlatformCase = (s: string) => withPlatformCasing(s, PLATFORM_NAME);

/** "medicine" → "medical student", "history" → "history student". */
const studentOf = (major: string) => `${major === "medicine" ? "medical" : major} student`;
// "I'm now doing a bachelor's in communication at …", "currently studying". ("I'm in my third
// year" says no word of study: "student" would be ours.)
const STUDYING_NOW =
  /\b(?:i'?m|i\s+am|im|currently)\s+(?:now\s+|still\s+|currently\s+)?(?:studying\b|doing\s+(?:a|an|my)\s+(?:bachelor|master|phd|ph\.d|doctorate|degree|diploma|bsc|msc|ba|ma|mba)\b)/i;

const DEGREE_IN_FIELD =
  /\b(?:doing|studying\s+for)\s+(?:a|an|my)\s+(?:bachelor['’]?s|master['’]?s|degree|diploma|phd|bsc|msc|ba|ma)\s+in\s+((?:\p{Lu}[\p{L}-]+|and)(?:\s+(?:\p{Lu}[\p{L}-]+|and)){0,3})(?=\s+(?:at|@|in)\b|\s*[,.;!?\n]|\s*$)/u;

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
  let kept = byKind(matches, "role")
    .filter((m) => !isSomeonesKin(m, tokens))
    .filter((m) =>
      voice === "brand"
        ? !isObjectOfVerb(m, tokens, text) && !(plural(m) && (counted(m, text) || isForWhom(m, tokens, text)))
        : !isAboutOthers(m, tokens, text) && !plural(m),
    )
    // A role hoped for or left behind is not theirs, whoever speaks; nor is a member's or a relative's.
    .filter((m) => !notTheirs(m, text));
  // "Outside of work, I coach minor hockey": a pastime, when the person says what they do besides
  // (another title, a business they run, or a whole story of it).
  const pastimes = kept.filter((m) => SIDELINE.test(text.slice(Math.max(0, m.start - 48), m.start)));
  if (pastimes.length > 0 && (pastimes.length < kept.length || RUNS_SOMETHING.test(text) || text.length > 280))
    kept = kept.filter((m) => !pastimes.includes(m));
  const first = new Set<string>();
  const aside = new Set<string>();
  const at = new Map<ProfileRole, number>();
  const roles: ProfileRole[] = kept
    .filter((m) => !brandName(m, text))
    .map((m) => {
      const base = withField(m, text, withCompound(m, text, roleLabel(m)));
      const niche = voice === "personal" && base === roleLabel(m) ? nicheOf(m, text, matches) : undefined;
      const label = withPlatformCase(withNiche(niche, base));
      if (putFirst(m, text)) first.add(fold(label));
      else if (setAside(m, text)) aside.add(fold(label));
      const role = { label, domain: m.entry.domain };
      at.set(role, m.start);
      return role;
    });
  if (voice === "personal") {
    for (const m of text.matchAll(CAPS_ROLE)) {
      const short = CAPS_ROLE_LABEL[m[1] ?? ""];
      if (!short || roles.some((r) => fold(r.label).includes(fold(m[1] ?? "")))) continue;
      const at0 = (m.index ?? 0) + m[0].length - (m[1] ?? "").length;
      // "My husband is a GP": a relative's title in capitals is theirs too.
      const said = { start: at0, end: at0 + (m[1] ?? "").length, raw: m[1] ?? "", entry: { domain: short.domain } };
      if (notTheirs(said as LexMatch, text)) continue;
      if (setAside({ start: at0, end: at0 + (m[1] ?? "").length }, text)) aside.add(fold(short.label));
      const role = { ...short };
      at.set(role, at0);
      roles.push(role);
    }
    // "GP in Cardiff, marathon runner": in the order written.
    roles.sort((a, b) => (at.get(a) ?? Infinity) - (at.get(b) ?? Infinity));
  }
  roles.push(...findUnknownRoles(text).filter((r) => !roles.some((k) => fold(k.label) === fold(r.label))));
  // "My bakery" names a venture, not a title: "bakery owner" would be our word, so only a role
  // the person wrote themselves is printed as one.
  // "Psychology major at Delhi University": the major is who they are right now.
  if (
    major &&
    !roles.some((r) => /student/.test(r.label)) &&
    new RegExp(`\\b${escapeRegExp(major)}\\s+(?:major|student)\\b`, "i").test(text)
  ) {
    roles.unshift({ label: `${major} ${/major/i.test(text) ? "major" : "student"}`, domain: "education" });
  }
  // "I'm studying Japanese and linguistics at SOAS" with no title said: a student, of the field
  // said. ("I'm doing my MBA at INSEAD", "doing a master's in Urban Planning" never say "study" or
  // "student": the degree is printed as written, and no title is made of it.)
  // "studying for a bachelor's in Communication Sciences at …": the field as written, known or not.
  const field = DEGREE_IN_FIELD.exec(text)?.[1];
  if (roles.length === 0 && STUDYING_NOW.test(text) && /\bstud(?:y|ies|ying|ent)/i.test(text)) {
    roles.push({ label: major ? studentOf(major) : field ? `${field} student` : "student", domain: "education" });
  }
  if (roles.length === 0) for (const r of impliedRoles) roles.push({ label: r, domain: null });
  const unique = roles.filter((r, k) => roles.findIndex((o) => fold(o.label) === fold(r.label)) === k);
  // A specific role leads: "product designer" before "designer", whatever came first.
  const specific = unique.filter((r) => !GENERIC_ROLES.has(r.label));
  // A family role ("mum of two") and a role set aside ("even though I'm a nurse") come after
  // what the person says they are; one said with "by night", "mostly", "at heart" comes first.
  const rank = (r: ProfileRole) =>
    first.has(fold(r.label)) ? 0 : aside.has(fold(r.label)) ? 3 : r.domain === "family" || KIN.test(r.label) ? 2 : 1;
  const ordered = [...specific, ...unique.filter((r) => GENERIC_ROLES.has(r.label))]
    .map((r, k) => ({ r, k }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.k - b.k)
    .map(({ r }) => r);
  if (!major) return withDegreeAsWritten(ordered, text);
  // "chemical engineering student" as written, not the lexicon's shorter "engineering student".
  const written = new RegExp(`\\b${escapeRegExp(major)}\\s+student\\b`, "i").test(text);
  const full = studentOf(major);
  return withDegreeAsWritten(
    ordered.map((r) =>
      r.label === "student" || (written && r.label !== full && fold(full).endsWith(` ${fold(r.label)}`))
        ? { ...r, label: full }
        : r,
    ),
    text,
  );
}
