// The people a description names by whose they are: "my mum", "our son", "my cousin Darlene",
// "my best friend", or by their name in a story told as "I" or "we" ("Femi had been a welder").
// What one of them is, does or where they are is not the person's.

import { STOPWORDS } from "./lexicon-words";
import { isLexiconWord } from "./match-lexicon";
import { fold } from "./tokenize";

/** The words, with an optional qualifier before and plural after ("my older sisters"). */
export const KIN_NOUN = String.raw`(?:(?:eldest|youngest|older|younger|little|big|grown-up|late|best|twin)\s+)?(?:sons?|daughters?|kids|children|parents|mum|mom|mother|mama|dad|father|papa|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|brothers?|sisters?|siblings?|cousins?|uncles?|aunts?|auntie|grandparents|grandma|grandmother|grandpa|grandfather|grandad|granddad|granny|nana|nan|gran|step(?:mum|mom|dad|mother|father)|in-laws|friends?|co-?hosts?|flatmates?|roommates?|neighbou?rs?)`;

/** "my cousin", "our son Eli", "our two kids", "Tolu's dad": a possessive, the word and perhaps a name. */
export const KIN = String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}\p{Ll}+['’]s)\s+(?:(?:two|three|four|five|six|both|\d)\s+)?${KIN_NOUN}(?:\s+\p{Lu}[\p{L}'’-]+)?`;

/** A clause that is about one of them ("My dad is a bus driver", "my best friend Kezia"). */
export const ABOUT_KIN = new RegExp(
  String.raw`^${KIN}\s*(?:,?\s*(?:is|was|are|were|works?|worked|drives?|drove|lives?|lived|runs?|ran|owns?|owned|had|has|who|went|goes|moved|settled|stud(?:y|ies|ied)|teach(?:es)?|taught|became|retired|left|still|and\s+(?:my|our|his|her|their))\b|$)`,
  "iu",
);

/** "dads a ferry captain", "mum's a nurse": a relative said with "'s" (or without its apostrophe). */
export const KIN_IS = String.raw`(?:my\s+)?(?:dad|mum|mom|father|mother|brother|sister|wife|husband|son|daughter|grandad|grandma)['’]?s\s+`;

// "My brother went to Porto to study architecture and is now an architect there": a relative is
// the one spoken of until the clause ends or "I" or "we" take over.
const KIN_GOES_ON = String.raw`(?:(?![.;!?\n]|\b(?:I|we|We|I'm|I’m|we're|We're|our|us)\b)[\s\S])`;
const KIN_CLAUSE = new RegExp(String.raw`${KIN}${KIN_GOES_ON}{0,120}`, "gu");
const KIN_CLAUSE_WHOLE = new RegExp(String.raw`${KIN}${KIN_GOES_ON}*`, "gu");

/**
 * `text` without the clauses that open with one of the person's relatives or friends ("My father
 * worked for the power company, climbing poles for thirty years."): a sentence break in their
 * place, so no phrase of theirs is read as the person's. "Me and my brother run…" and "with my
 * husband" are the person's own clauses and stay.
 */
export function withoutKinClauses(text: string): string {
  return text.replace(KIN_CLAUSE_WHOLE, (clause, at: number) => {
    if (!/(?:^|[.!?;:\n]\s*|,\s*(?:and|but|while|where)?\s*)$/iu.test(text.slice(Math.max(0, at - 10), at)))
      return clause;
    // A business the family opened may be the person's now ("… and now I run it"): the story
    // stays for the readers of that.
    if (FAMILY_BUSINESS.test(clause)) return clause;
    // "… and now I run it": the words that lead into the person's own clause stay with it.
    return `. ${/\b(?:(?:and|but|so)\s+)?(?:now|then|today|these\s+days)\s*$/iu.exec(clause)?.[0] ?? ""}`;
  });
}
const FAMILY_BUSINESS = /\b(?:opened|started|founded|built|ran|runs|set\s+up|bought|took\s+over)\b/i;

/**
 * Whether the text from `at` (to `end`, when given) is inside a clause about one of the person's
 * relatives or friends ("my grandad opened | our shop" is only partly).
 */
export function inKinClause(text: string, at: number, end = at + 1): boolean {
  if (at < 0) return false;
  for (const m of text.matchAll(KIN_CLAUSE)) if (at >= m.index && end <= m.index + m[0].length) return true;
  return false;
}

const SPEAKS_AS_I = /\b(?:I|I'm|I’m|my|My|we|We|our|Our)\b/;

/**
 * Whether `word` ("Femi", "Kemi"), written before what somebody was or did, names another person:
 * a capitalised word that is no ordinary word, in a description told as "I" or "we" ("Priya is a
 * baker" said of herself names the person).
 */
export const namesSomeoneElse = (word: string, text: string): boolean =>
  !STOPWORDS.has(fold(word)) && !isLexiconWord(fold(word)) && SPEAKS_AS_I.test(text);
