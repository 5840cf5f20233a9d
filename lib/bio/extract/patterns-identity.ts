// Who and where: names, universities, majors and years (brands and own names: ./brands). Descriptions
// are often all lowercase, so capitalised forms are trusted more, and lowercase ones only in
// a clear frame ("i'm priya, …", "working at zomato").

import { isBlockedWord } from "../safety/blocklist";
import { inKinClause } from "./kin";
import { FIELDS, KNOWN_BRANDS, KNOWN_UNIVERSITIES } from "./lexicon-orgs";
import { COMMON_WORDS, META_WORDS, PERSONALITY_WORDS, STOPWORDS } from "./lexicon-words";
import { isLexiconWord, matchLexicon } from "./match-lexicon";
import { escapeRegExp, fold, titleCase } from "./tokenize";

export interface YearFact {
  year: string;
  kind: "class" | "since" | "study";
}

export const listPattern = (items: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...items]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );

const UNIVERSITY_RE = listPattern(KNOWN_UNIVERSITIES);
const PERSONALITY_SET = new Set(PERSONALITY_WORDS.map(fold));
export const canonicalBrand = new Map(KNOWN_BRANDS.map((b) => [fold(b), b]));
const canonicalUniversity = new Map(KNOWN_UNIVERSITIES.map((u) => [fold(u), u]));

export function plainWord(w: string): boolean {
  const f = fold(w);
  return !STOPWORDS.has(f) && !META_WORDS.has(f) && !COMMON_WORDS.has(f) && !isBlockedWord(w);
}

/** Trim a captured phrase to its first few meaningful words. */
export function clipPhrase(phrase: string, maxWords: number, stopAt: RegExp): string {
  const words = phrase.trim().split(/\s+/);
  const out: string[] = [];
  for (const w of words) {
    if (out.length >= maxWords || stopAt.test(w)) break;
    out.push(w);
  }
  while (out.length > 0 && STOPWORDS.has(fold(out[out.length - 1] ?? ""))) out.pop();
  return out.join(" ").replace(/[^\p{L}\p{N})'’.!?&+#]+$/u, "");
}

const NAME_FRAME =
  /(?:^|[\s,.!])(?:hi|hey|hello|hola|namaste)?[\s,!]*(?:i'm|i am|im|my name is|my name's|name's|this is|call me|me llamo|mera naam|myself)\s+([\p{L}][\p{L}'’-]{1,20}(?:\s+[\p{Lu}][\p{L}'’-]{1,20})?)(?=([\s,.!?:;|-]|$)\s*\p{L}*)/giu;

export function findNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(NAME_FRAME)) {
    const candidate = (m[1] ?? "").trim();
    const words = candidate.split(/\s+/);
    const first = words[0] ?? "";
    const capitalised = /^\p{Lu}\p{Ll}/u.test(first);
    const after = text.slice((m.index ?? 0) + m[0].length).trimStart();
    // Lowercase names are accepted only when a pause follows ("i'm priya, a designer").
    const pauseAfter = /^(?:[,.!|\n-]|and\b|from\b|here\b|$)/i.test(after) || after === "";
    const isWord = (w: string) => {
      const f = fold(w);
      return (
        STOPWORDS.has(f) ||
        META_WORDS.has(f) ||
        COMMON_WORDS.has(f) ||
        PERSONALITY_SET.has(f) ||
        isLexiconWord(f) ||
        isLexiconWord(f.replace(/s$/, ""))
      );
    };
    if (isWord(first) || isBlockedWord(first)) continue;
    if (!capitalised && !pauseAfter) continue;
    const kept = words.filter((w, k) => k === 0 || (/^\p{Lu}/u.test(w) && !isWord(w)));
    names.push(titleCase(kept.join(" ")));
  }
  return [...new Set(names)];
}

/**
 * What follows a word in capitals that is part of the name of a club or society ("Google |
 * Developer Student Club", "Young | Farmers Association"): the word names the club, not a role
 * or an employer of the person's.
 */
export const CLUB_NAME_AFTER =
  /^(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:Club|Society|Association|Circle|Union|League|Guild|Network|Foundation|Council|Chapter|Collective|Cooperative|Awards?)\b/u;

const UNIVERSITY_FRAMES: RegExp[] = [
  /\b((?:IIT|NIT|IIIT|IIM|AIIMS|BITS)[\s-]+[\p{L}]{3,})\b/giu,
  // Case-blind for the head ("university of nairobi", "univ of nairobi"), not for the name's later words: "University
  // of Bergen studies how" ends at "Bergen".
  /\b((?:[Uu]niversity|UNIVERSITY|[Uu]niv\.?|[Uu]niversidad|[Uu]niversidade|[Uu]niversité) (?:[Oo]f|[Dd]e) [\p{L}]+(?: [\p{Lu}][\p{L}]+){0,2})/gu,
  // "Universidad Nacional de Costa Rica", "Università degli Studi di Padova", "Universiteit
  // Leiden", "Politecnico di Milano", "Technical University of Denmark": the whole name, with its
  // joining words.
  /\b((?:(?:[\p{Lu}][\p{L}]+ ){0,2}(?:University|Universidad|Universidade|Université|Universität|Universiteit|Università|Universitas|Universitat|Uniwersytet|Universitatea|Politecnico|Politécnico|Instituto|Institut|Hochschule|Hogeschool|Escuela|Technische Universität))(?: (?:de la|de|del|di|do|da|des|della|degli|dos|van|voor|of|of the|für|w) [\p{Lu}][\p{L}'’-]+| [\p{Lu}][\p{L}'’-]+){1,4})/gu,
  // "ETH Zürich", "TU Delft", "Uni Graz", "EPFL Lausanne": a school's short form and its town.
  /\b((?:ETH|EPFL|TU|Uni|KTH|LMU|HTW|FH|UPC|UCL|NTNU)\s+[\p{Lu}][\p{L}]+)\b/gu,
  /\b((?:[\p{Lu}][\p{L}.'’&]+ ){1,3}(?:University|College|Institute of [\p{Lu}][\p{L}]+(?: [\p{Lu}][\p{L}]+)?|Universidad|School of [\p{Lu}][\p{L}]+))/gu,
  /\b(?:at|from|@|in)\s+((?:[a-z]+ ){1,2}(?:university|college))\b/giu,
  // "studying medicine at Heidelberg", "a psychology degree at Monash", "engineering student at
  // Purdue": a capitalised name after a word of study and "at" is the school.
  /\b(?:[Ss]tud(?:y|ying|ies|ied|ent)|[Dd]egree|[Mm]ajor(?:ing)?|[Ss]emester|[Dd]iploma|[Bb]ootcamp|[Pp]h\.?[Dd]|[Mm]asters?|[Mm]aster's|[Bb]achelor's)\b[^.!?\n,;]{0,40}?\s(?:at|@)\s+((?:[\p{Lu}][\p{L}'’&-]*)(?:\s+[\p{Lu}][\p{L}'’&-]*){0,3})/gu,
];

const STUDIED_AT = UNIVERSITY_FRAMES[UNIVERSITY_FRAMES.length - 1];

// "Dreaming of Stanford", "applying to MIT": a school someone hopes for is not theirs.
const HOPED_FOR =
  /\b(?:dream(?:s|ing)?\s+(?:of|about|school(?:\s+is)?:?)|sonhando\s+com|so[ñn]ando\s+con|want(?:s|ing)?\s+to\s+(?:get\s+into|go\s+to|join|study\s+at)|hop(?:e|es|ing)\s+to\s+(?:get\s+into|join)|applying\s+(?:to|for)|aiming\s+for|target(?:ing)?:?|goal:?|someday|one\s+day)\s*$/i;
const hopedFor = (text: string, at: number) => HOPED_FOR.test(text.slice(Math.max(0, at - 40), at));

/** The school the person names first: where they study now comes before a year abroad. */
export function findUniversity(text: string): string | undefined {
  const found: { at: number; name: string }[] = [];
  for (const m of text.matchAll(UNIVERSITY_RE)) {
    if (hopedFor(text, m.index) || inKinClause(text, m.index)) continue;
    const name = canonicalUniversity.get(fold(m[0]));
    // "MIT", "DU", "ISB" only count in capitals ("mit" is German for "with").
    if (name && (name.length > 4 || m[0] === name)) {
      found.push({ at: m.index, name });
      break;
    }
  }
  for (const re of UNIVERSITY_FRAMES) {
    for (const m of text.matchAll(re)) {
      if (hopedFor(text, m.index) || inKinClause(text, m.index + m[0].indexOf(m[1] ?? ""))) continue;
      const raw = (m[1] ?? "").trim();
      const words = raw.split(/\s+/);
      if (words.some((w) => isBlockedWord(w))) continue;
      // "a café on University Avenue": a street, not a school.
      if (/\s(?:Avenue|Ave|Street|St|Road|Rd|Drive|Boulevard|Blvd|Way|Lane|Hospital|Station)$/.test(raw)) continue;
      // "studying at Dundee": a city the lexicon knows stays a place.
      if (
        re === STUDIED_AT &&
        (canonicalBrand.has(fold(raw)) || matchLexicon(raw).matches.some((x) => x.entry.kind === "place"))
      )
        continue;
      // ("TU Delft": a short form in capitals is no "tu".)
      if (STOPWORDS.has(fold(words[0] ?? "")) && words.length < 3 && !/^\p{Lu}{2,}$/u.test(words[0] ?? "")) continue;
      // "at a private university", "my uni": no school's name.
      if (/^(?:a|an|the|my|our|his|her|their|this|that|some|one)$/i.test(words[0] ?? "")) continue;
      // "the University of Stirling and I live…": a joining word ends the name.
      const fixed = raw
        .replace(
          /(?:\s+(?:and|or|but|in|at|for|with|the|i|where|which|who|studies|study|researches|is|are|was|has|runs|works))+$/i,
          "",
        )
        .replace(/^(iit|nit|iiit|iim|aiims|bits)\b/i, (s) => s.toUpperCase());
      const name =
        fixed === fixed.toLowerCase() || /^[A-Z]+ [a-z]/.test(fixed)
          ? titleCase(fixed).replace(/\b(Of|De)\b/g, (s) => s.toLowerCase())
          : fixed;
      found.push({ at: m.index + m[0].indexOf(raw), name });
      break;
    }
  }
  // Where two readings start at one place, the longer is the whole name.
  return found.sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0]?.name;
}

const FIELD_RE = listPattern(FIELDS);
const DEGREE = String.raw`(?:b\.?\s?tech|b\.?\s?e|bsc|b\.?\s?sc|ba|b\.?a|bcom|b\.?\s?com|bba|mba|m\.?\s?tech|msc|m\.?\s?sc|ma|phd|ph\.?d|llb|mbbs|bds|b\.?\s?arch|b\.?\s?des|m\.?\s?des|bfa|mfa|bca|mca|ms|bs)`;
const DEGREE_FIELD = new RegExp(
  String.raw`\b(${DEGREE})\b\.?\s*(?:in\s+|-\s*)?([a-z&]{2,}(?:\s+[a-z&]{2,}){0,2})?`,
  "giu",
);
const STUDYING =
  /\b(?:studying|study|studies|majoring in|major in|majored in|degree in|graduated in|pursuing|estudio|estudiando|estudiante de)\s+([\p{L}&]{2,}(?:\s+[\p{L}&]{2,}){0,3})/giu;
// "a psychology degree", "my nursing diploma".
const FIELD_DEGREE = /\b([\p{L}&]{2,}(?:\s+[\p{L}&]{2,}){0,2})\s+(?:degree|diploma)\b/giu;
const FIELD_ROLE =
  /\b([\p{L}&]{2,}(?:\s+[\p{L}&]{2,}){0,2})\s+(?:student|major|grad|graduate|undergrad|scholar|master['’]?s|bachelor['’]?s)(?![\p{L}])/giu;

const DEGREE_LABEL: Record<string, string> = {
  btech: "B.Tech",
  be: "B.E.",
  bsc: "BSc",
  ba: "BA",
  bcom: "B.Com",
  bba: "BBA",
  mba: "MBA",
  mtech: "M.Tech",
  msc: "MSc",
  ma: "MA",
  phd: "PhD",
  llb: "LLB",
  mbbs: "MBBS",
  bds: "BDS",
  barch: "B.Arch",
  bdes: "B.Des",
  mdes: "M.Des",
  bfa: "BFA",
  mfa: "MFA",
  bca: "BCA",
  mca: "MCA",
  ms: "MS",
  bs: "BS",
};

function fieldIn(phrase: string): string | undefined {
  FIELD_RE.lastIndex = 0;
  const m = FIELD_RE.exec(phrase);
  if (!m) return undefined;
  const f = m[0];
  return /^(?:cs|cse|it|ece|eee|ai|hvac)$/i.test(f) ? f.toUpperCase() : f.toLowerCase();
}

export function findEducation(text: string): { degree?: string; major?: string } {
  let degree: string | undefined;
  let major: string | undefined;
  for (const m of text.matchAll(DEGREE_FIELD)) {
    // "My brother went to Porto to study architecture": a relative's studies are theirs.
    if (inKinClause(text, m.index)) continue;
    const key = fold(m[1] ?? "").replace(/[^a-z]/g, "");
    // "ma" and "ms" are too common as words to trust in lowercase.
    if ((key === "ma" || key === "ms" || key === "ba" || key === "bs" || key === "be") && !/[A-Z]/.test(m[1] ?? ""))
      continue;
    degree ??= DEGREE_LABEL[key];
    major ??= m[2] ? fieldIn(m[2]) : undefined;
  }
  for (const re of [STUDYING, FIELD_ROLE, FIELD_DEGREE]) {
    for (const m of text.matchAll(re)) if (!inKinClause(text, m.index)) major ??= fieldIn(m[1] ?? "");
  }
  return { degree, major };
}

/** "cs @ georgia tech", "Nursing at UCLan": a field written right before the school's name. */
export function fieldBeforeSchool(text: string, university: string): string | undefined {
  const at = fold(text).indexOf(fold(university));
  if (at < 0) return undefined;
  const before = /(?:^|[\s|•,;:(])((?:[\p{L}&]{2,}\s+){0,2}[\p{L}&]{2,})\s*(?:@|\bat)\s*(?:the\s+)?$/iu.exec(
    text.slice(Math.max(0, at - 48), at),
  );
  if (!before || inKinClause(text, at)) return undefined;
  // The field is the last words before "@": "final sem cs @" is CS.
  const words = (before[1] ?? "").split(/\s+/);
  for (let k = 0; k < words.length; k++) {
    const field = fieldIn(words.slice(k).join(" "));
    if (field && fold(words.slice(k).join(" ")).startsWith(fold(field))) return field;
  }
  return undefined;
}

const YEAR_FRAMES: [RegExp, YearFact["kind"]][] = [
  [
    /\b(?:class of|batch of|batch|graduating in|graduating|grad|graduate of|clase de)\s*'?((?:19|20)\d{2}|\d{2})\b/gi,
    "class",
  ],
  [
    /\b(?:since|est\.?|established|founded in|started in|started|estd\.?|desde)\s*(?:in\s+)?'?((?:19|20)\d{2})\b/gi,
    "since",
  ],
  [/\b((?:1st|2nd|3rd|4th|first|second|third|fourth|final|last|pre-final)[\s-]year)\b/gi, "study"],
];

export function findYears(text: string): YearFact[] {
  const out: YearFact[] = [];
  for (const [re, kind] of YEAR_FRAMES) {
    for (const m of text.matchAll(re)) {
      let year = (m[1] ?? "").toLowerCase();
      if (kind === "class" && year.length === 2) year = `20${year}`;
      if (kind === "study") year = year.replace(/\s+/, "-");
      out.push({ year, kind });
    }
  }
  return out.filter((y, k) => out.findIndex((o) => o.kind === y.kind) === k);
}

export function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = fold(item);
    if (key.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
