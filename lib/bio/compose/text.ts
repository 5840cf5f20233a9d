// Small English helpers for printing facts inside sentences.

import { ABBREVIATIONS, replaceAt, wholeWordsAt } from "../extract/tokenize";
import { platformNames, withPlatformCasing } from "../platform-case";

const LOWERCASE_ACRONYMS = /^(?:ux|ui|seo|hr|pr|ceo|cto|cfo|coo|qa|ai|ml|sde|sre|ngo|mba|phd|vp|ux\/ui|ui\/ux)$/i;

export function withArticle(phrase: string): string {
  const first = phrase.split(/\s+/)[0] ?? "";
  // Acronyms are read letter by letter: "an SEO consultant", "a UX designer", even when typed
  // in lowercase ("ux designer" is printed as "UX designer" later).
  if (/^[A-Z0-9]{2,}/.test(first) || LOWERCASE_ACRONYMS.test(first)) {
    return `${/^[AEFHILMNORSX8]/i.test(first) ? "an" : "a"} ${phrase}`;
  }
  if (/^(?:uni|use|usu|eu|one|once|ur)/i.test(first)) return `a ${phrase}`;
  if (/^(?:hour|honest|heir|honou?r)/i.test(first)) return `an ${phrase}`;
  return `${/^[aeiou]/i.test(first) ? "an" : "a"} ${phrase}`;
}

const IRREGULAR: Record<string, string> = {
  person: "people",
  man: "men",
  woman: "women",
  child: "children",
  wife: "wives",
  mom: "moms",
  dad: "dads",
};

/** "designer" → "designers", "mom" → "moms", "chef" → "chefs"; the last word only. */
export function pluralize(phrase: string): string {
  return phrase.replace(/(\p{L}+)$/u, (word) => {
    const lower = word.toLowerCase();
    if (IRREGULAR[lower]) return IRREGULAR[lower];
    if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
    if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
    return `${word}s`;
  });
}

/** "a, b & c" (or "a, b and c"). */
export function joinList(items: readonly string[], conjunction = "&"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

const FIRST_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const LOWERCASE_LETTER = /\p{Ll}/u;

export function capitalizeFirst(s: string): string {
  // Most texts already start with a capital (or a digit): nothing to do, and no need to run
  // the pattern below.
  const first = FIRST_WORD_CHARACTER.exec(s);
  if (!first || !LOWERCASE_LETTER.test(first[0])) return s;
  // Leave words that carry their own casing alone ("iPhone", "eBay"), and never touch an
  // email address or a link.
  return s.replace(/^([^\p{L}\p{N}]*)(\p{Ll})(?!\p{Lu})(\S*)/u, (whole, lead: string, c: string, rest: string) =>
    /[@/]|\.\p{L}/u.test(rest) ? whole : lead + c.toUpperCase() + rest,
  );
}

// After a sentence end (not the point of "Co." or "St.", nor of "3. roku", the third year), or
// after an emoji that closes a sentence in a flowing bio.
const SENTENCE_START = new RegExp(
  String.raw`((?:(?<!\b(?:${ABBREVIATIONS}|vs)|(?:^|\s)\d{1,2})\.|[!?])\s+|\p{Extended_Pictographic}\uFE0F?\s+)(\p{Ll})(?!\p{Lu})(\S*)`,
  "gu",
);

// What can open a sentence inside a line: a sentence end or an emoji. A line without one has
// only its first word to capitalise.
const SENTENCE_BREAK = /[.!?]|\p{Extended_Pictographic}/u;

/** Capitalise the start of every line and every sentence. */
export function capitalizeSentences(s: string): string {
  return s
    .split("\n")
    .map((line) => {
      const capped = capitalizeFirst(line);
      if (!SENTENCE_BREAK.test(capped)) return capped;
      return capped.replace(SENTENCE_START, (whole, p: string, c: string, rest: string) =>
        /[@/]|\.\p{L}/u.test(rest) ? whole : p + c.toUpperCase() + rest,
      );
    })
    .join("\n");
}

// Platform names keep their capitals in the lowercase look too: "youtube" reads as a typo. "kick"
// and "steam" are everyday words in a lowercase line, so they stay as they are.
const PLATFORM_NAMES = new RegExp(`(?<![\\p{L}\\p{N}])(${platformNames(["kick", "steam"])})(?![\\p{L}\\p{N}])`, "gu");

/** The lowercase aesthetic, keeping acronyms ("UX", "AI"), contact details and `keep` as written. */
export function lowercaseAesthetic(s: string, keep: readonly string[] = []): string {
  const lowered = s.replace(/\S+/g, (token) =>
    /@|:\/\/|^www\.|\.\p{L}{2,}(?:\/|$)/u.test(token)
      ? token
      : // "ISA-certified": each part of a joined word is an acronym or a word of its own.
        token.replace(/[\p{L}][\p{L}'’&.]*/gu, (w) =>
          /^\p{Lu}{2,}s?$/u.test(w) || /\d/.test(w) ? w : w.toLowerCase(),
        ),
  );
  const named = withPlatformCasing(lowered, PLATFORM_NAMES);
  // A name in capitals ("US", "UK") kept its capitals above; a lowercase "us" is a word.
  return keep
    .filter((k) => k !== k.toUpperCase())
    .reduce((t, k) => replaceAt(t, wholeWordsAt(t, k.toLowerCase(), { digits: true }), k.length, () => k), named);
}

/** "cakes" → "cake", "K-dramas" → "K-drama"; for "cake addict", "book nerd". */
export function singularize(phrase: string): string {
  return phrase.replace(/(\p{L}+)$/u, (word) => {
    if (/(?:ics|ss|us|is|news|series|sports)$/i.test(word)) return word;
    if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
    if (/(?:ch|sh|x|ss)es$/i.test(word)) return word.slice(0, -2);
    if (/s$/i.test(word)) return word.slice(0, -1);
    return word;
  });
}
