import type { Domain } from "./domains";
import { FuzzyIndex } from "./fuzzy";
import { INTEREST_SPECS } from "./lexicon-interests";
import { AMBIGUOUS_PLACE_FORMS, CAPITALS_ONLY_PLACE_FORMS, PLACE_SPECS } from "./lexicon-places";
import { ROLE_SPECS, VENTURE_SPECS } from "./lexicon-roles";
import { COMMON_WORDS, PERSONALITY_WORDS, FOREIGN_ROLES, STOPWORDS } from "./lexicon-words";
import { fold, tokenize, type Token } from "./tokenize";

export type LexKind = "role" | "venture" | "interest" | "place" | "trait" | "neutral";

export interface LexEntry {
  kind: LexKind;
  label: string;
  domain: Domain | null;
  emoji: string;
  tokens: string[];
}

export interface LexMatch {
  entry: LexEntry;
  /** The person's own words for it, as written. */
  raw: string;
  start: number;
  end: number;
  firstToken: number;
  lastToken: number;
}

// Phrases that contain a lexicon word but mean something else; matched to be ignored.
const NEUTRAL_PHRASES = [
  "role model",
  "business model",
  "language model",
  "ai model",
  "ml model",
  "data model",
  "3d model",
  "work from home",
  "at home",
  "from home",
  "home town",
  "in love",
  "fall in love",
  "falling in love",
  "make it",
  "keep it",
  "bio for",
  "for my bio",
  "my bio",
  "the bio",
  "dm me",
  "dms open",
];

interface Lexicon {
  byFirst: Map<string, LexEntry[]>;
  vocab: Set<string>;
  fuzzy: FuzzyIndex;
  /** Words that only ever name a place. */
  placeOnly: Set<string>;
}

let lexicon: Lexicon | undefined;

function formVariants(form: string): string[] {
  const f = fold(form);
  if (!f.includes("-")) return [f];
  return [f, f.replace(/-/g, " "), f.replace(/-/g, "")];
}

function buildLexicon(): Lexicon {
  const entries: LexEntry[] = [];
  const add = (kind: LexKind, label: string, domain: Domain | null, emoji: string, forms: string[]) => {
    for (const form of forms) {
      for (const variant of formVariants(form)) {
        const tokens = tokenize(variant).map((t) => t.norm);
        if (tokens.length > 0) entries.push({ kind, label, domain, emoji, tokens });
      }
    }
  };
  for (const phrase of NEUTRAL_PHRASES) add("neutral", phrase, null, "", [phrase]);
  for (const r of ROLE_SPECS) add("role", r.label, r.domain, "", r.forms);
  for (const [word, role] of Object.entries(FOREIGN_ROLES)) {
    const domain = ROLE_SPECS.find((r) => r.label === role)?.domain ?? null;
    add("role", word, domain, "", [word]);
  }
  for (const v of VENTURE_SPECS) add("venture", v.label, v.domain, "", v.forms);
  for (const i of INTEREST_SPECS) add("interest", i.label, i.domain, i.emoji, i.forms);
  for (const p of PLACE_SPECS) add("place", p.label, null, "📍", p.forms);
  for (const w of PERSONALITY_WORDS) add("trait", w, null, "", [w]);

  const byFirst = new Map<string, LexEntry[]>();
  const seen = new Set<string>();
  const vocab = new Set<string>();
  for (const entry of entries) {
    // The first entry for a spelling wins: neutral phrases, then roles, interests, places.
    const key = entry.tokens.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    for (const t of entry.tokens) vocab.add(t);
    const first = entry.tokens[0] ?? "";
    const list = byFirst.get(first) ?? [];
    list.push(entry);
    byFirst.set(first, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  // Only words long enough to have a recognisable typo take part in fuzzy matching. A place's
  // name does not: a word one letter from a town is far more often a word ("whales", "venite")
  // than the town misspelt, and a place the person never named is a claim about them.
  const otherWords = new Set(entries.filter((e) => e.kind !== "place").flatMap((e) => e.tokens));
  const placeOnly = new Set(
    entries.filter((e) => e.kind === "place").flatMap((e) => e.tokens.filter((t) => !otherWords.has(t))),
  );
  const fuzzyWords = [...vocab].filter((w) => w.length >= 5 && /^\p{L}+$/u.test(w) && !placeOnly.has(w));
  return { byFirst, vocab, fuzzy: new FuzzyIndex(fuzzyWords), placeOnly };
}

function getLexicon(): Lexicon {
  return (lexicon ??= buildLexicon());
}

/** The lexicon's own spelling of a word: plural/singular folded, typos corrected. */
function canonical(norm: string, lex: Lexicon, name = false): string {
  if (lex.vocab.has(norm)) return norm;
  // "Nairobi's matatu culture", "Kampala's Nakasero market": a place's possessive is the place.
  const bare = norm.replace(/['’]s$/, "");
  if (bare !== norm && lex.placeOnly.has(bare)) return bare;
  // "u" is not a short "us": a word of one or two letters has no plural to fold.
  if (norm.length < 3) return norm;
  const variants = [
    norm.replace(/ies$/, "y"),
    norm.replace(/es$/, ""),
    norm.replace(/s$/, ""),
    `${norm}s`,
    norm.replace(/y$/, "ies"),
  ];
  // "DJs" is the plural of "DJ", but "pres" (Czech "přes") is no plural of "PR": "-es" is no
  // plural ending of a two-letter short form.
  for (const v of variants) if (v !== norm && (v.length >= 3 || norm === `${v}s`) && lex.vocab.has(v)) return v;
  // "the Brooks Range": a name in capitals inside a sentence is no misspelt "books".
  if (name || norm.length < 6 || STOPWORDS.has(norm) || COMMON_WORDS.has(norm) || !/^\p{L}+$/u.test(norm)) return norm;
  // A typo keeps its first letter: "wheels" is not a misspelt "heels". A verb's past is no
  // misspelt doer: "recipes tested" names no tester, "trained in Pune" no trainer.
  const fixed = lex.fuzzy.correct(norm);
  if (norm.endsWith("ed") && /(?:er|or)$/.test(fixed ?? "")) return norm;
  return fixed && fixed[0] === norm[0] ? fixed : norm;
}

// "husband-and-wife", "mother-and-daughter", "bed-and-breakfast": a pair joined into one word
// describes the whole, not a husband and a wife of its own.
const PAIR = /^\p{L}+-(?:and|&|n)-\p{L}+$/u;

function splitHyphen(token: Token): Token[] {
  const parts: Token[] = [];
  let offset = token.start;
  for (const piece of token.raw.split("-")) {
    if (piece.length > 0) parts.push({ raw: piece, norm: fold(piece), start: offset, end: offset + piece.length });
    offset += piece.length + 1;
  }
  return parts;
}

const PLACE_CUES = new Set([
  "from",
  "in",
  "based",
  "at",
  "live",
  "living",
  "lives",
  "visiting",
  "to",
  "near",
  "📍",
  "en",
  "de",
  "desde",
  "se",
]);

function trustedAmbiguousPlace(tokens: Token[], index: number, raw: string, text: string): boolean {
  if (raw.length <= 4 && raw === raw.toUpperCase() && /\p{Lu}/u.test(raw)) return true;
  if (CAPITALS_ONLY_PLACE_FORMS.has(fold(raw))) return false;
  const prev = tokens[index - 1];
  if (prev && PLACE_CUES.has(prev.norm)) return true;
  const before = text.slice(Math.max(0, (tokens[index]?.start ?? 0) - 3), tokens[index]?.start ?? 0);
  return before.includes("📍");
}

const BRAND_BRANCH =
  /(?<![\p{L}])(?:with|for|by|con|com|para|avec|mit|x)\s+(?!(?:The|New|North|South|East|West|Saint|San|Santa|St)\s)\p{Lu}[\p{L}'’&.-]+\s$/u;

/** A word in capitals after a lower-case word of its sentence: a name, as written. */
const namedInSentence = (t: Token, text: string) =>
  /^\p{Lu}\p{Ll}/u.test(t.raw) && /\p{Ll}[\s,'’-]*\s$/u.test(text.slice(Math.max(0, t.start - 24), t.start));

/** Longest-first lexicon matches over `text`, each token used at most once. */
export function matchLexicon(text: string): { matches: LexMatch[]; tokens: Token[]; canon: string[] } {
  const lex = getLexicon();
  // "pune-based", "mumbai-born": a hyphenated word the lexicon does not know is read as its parts.
  const tokens = tokenize(text).flatMap((t) =>
    t.norm.includes("-") && !lex.vocab.has(canonical(t.norm, lex)) && !PAIR.test(t.norm) ? splitHyphen(t) : [t],
  );
  const canon = tokens.map((t) => canonical(t.norm, lex, namedInSentence(t, text)));
  const matches: LexMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    const candidates = lex.byFirst.get(canon[i] ?? "") ?? [];
    let matched: LexEntry | undefined;
    for (const entry of candidates) {
      if (entry.tokens.every((t, k) => canon[i + k] === t)) {
        matched = entry;
        break;
      }
    }
    if (!matched) {
      i++;
      continue;
    }
    const first = tokens[i] as Token;
    const last = tokens[i + matched.tokens.length - 1] as Token;
    const raw = text.slice(first.start, last.end);
    // "las" is no plural of "LA": an ambiguous short place counts only as written.
    const ambiguous =
      matched.kind === "place" && matched.tokens.length === 1 && AMBIGUOUS_PLACE_FORMS.has(canon[i] ?? "");
    // A place is a name: "hanging your queen" says nothing of Queens. A misspelt place
    // ("banglore") is still read; a plural's ending added or dropped is not.
    const pluralOfPlace =
      matched.kind === "place" &&
      tokens.slice(i, i + matched.tokens.length).some((t, k) => {
        const c = canon[i + k] ?? "";
        return c !== t.norm && !/['’]s$/.test(t.norm) && (c.startsWith(t.norm) || t.norm.startsWith(c));
      });
    // "Air Canada", "Singapore Airlines", "Canada Post", and a brand's branch after a word of
    // working with it ("collaborated with Maybelline México", "ambassador for Pampers
    // Philippines"): a company named after a country is no place of the person's.
    const companyName =
      matched.kind === "place" &&
      (/(?<![\p{L}])Air\s$/u.test(text.slice(Math.max(0, first.start - 5), first.start)) ||
        BRAND_BRANCH.test(text.slice(Math.max(0, first.start - 40), first.start)) ||
        /^\s(?:Airlines|Airways|Air|Post|Tire|Rail|Telecom)(?![\p{L}])/u.test(text.slice(last.end, last.end + 10)));
    const skip =
      pluralOfPlace ||
      companyName ||
      (ambiguous && (!AMBIGUOUS_PLACE_FORMS.has(first.norm) || !trustedAmbiguousPlace(tokens, i, raw, text)));
    if (!skip && matched.kind !== "neutral") {
      matches.push({
        entry: matched,
        raw,
        start: first.start,
        end: last.end,
        firstToken: i,
        lastToken: i + matched.tokens.length - 1,
      });
    }
    i += skip ? 1 : matched.tokens.length;
  }
  return { matches, tokens, canon };
}

export function isLexiconWord(norm: string): boolean {
  return getLexicon().vocab.has(norm);
}

export const byKind = (matches: LexMatch[], kind: LexKind): LexMatch[] => matches.filter((m) => m.entry.kind === kind);
