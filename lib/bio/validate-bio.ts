// The rules every bio must pass before a person sees it, whichever engine wrote it.
// The AI engine runs model output through `checkBio`, and `cleanBio` when it fails.

import { graphemeLength, truncateAtWord } from "./graphemes";
import { containsBlocked, removeBlocked } from "./safety/blocklist";
import { extractContact, hasContact, withoutPhones } from "./safety/contact";
import { hasHtml, stripHtml } from "./safety/html";
import { stripControl } from "./safety/sanitize-input";
import { PLATFORM_LIMITS, type Platform } from "./types";

// "a illustrator" / "an designer". Spelling cannot tell "a one-liner" or "an hour" apart from
// mistakes, so those sounds are left alone; capitalised words (acronyms, names) are too. A
// capitalised "A" or "An" after a capitalised word is part of a name ("Hội An lanterns").
const IN_A_NAME = String.raw`(?<!\p{Lu}[\p{L}\p{M}'’-]*\s)`;
const WRONG_A = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:a|${IN_A_NAME}A) (?!one\b|once\b|eu|uni|use)(?=[aeiou]\p{Ll})`,
  "u",
);
const WRONG_AN = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:an|${IN_A_NAME}An) (?=[bcdfgjklmnpqrstvwz]\p{Ll})`, "u");
// A line may not end on a connector ("… and"), unless the word closes a name ("Hội An").
const CONNECTORS = ["a", "an", "the", "and", "or", "of", "with", "my", "your"];
const capitalised = (w: string) => w[0]?.toUpperCase() + w.slice(1);
const ENDS_ON_CONNECTOR = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’])(?:${CONNECTORS.join("|")}|${CONNECTORS.map((w) => w.toUpperCase()).join("|")}|${IN_A_NAME}(?:${CONNECTORS.map(capitalised).join("|")}))(?:$|(?=\n))`,
  "u",
);

export interface BioRuleOptions {
  /** The person asked for their contact details to be shown. */
  allowContact?: boolean;
}

export type BioCheck = { ok: true } | { ok: false; reason: string };

// Text that only ever appears when a template or a model went wrong.
const LEFTOVERS: [RegExp, string][] = [
  [/\{\{|\}\}|[{}]/, "template braces"],
  [/\$\{/, "template literal"],
  [/\b(?:undefined|null|NaN)\b/, "undefined/null/NaN"],
  [/\[object\b/i, "[object …]"],
  [/\[[a-z_ ]{2,30}\]/i, "bracketed placeholder"],
  [/\b(?:lorem ipsum|placeholder|your name here|insert \w+)\b/i, "placeholder text"],
];

// "the the", "very very": a word said twice. A name that is one word twice ("Wagga Wagga",
// "Walla Walla", "Bora Bora") is written so, each half with its capital.
const REPEATED_WORD = {
  test: (bio: string): boolean =>
    [...bio.matchAll(/(?<![\p{L}\p{N}])(\p{L}{3,})(?=\s+(\p{L}{3,})(?![\p{L}\p{N}]))/gu)].some(
      ([, a = "", b = ""]) => a.toLowerCase() === b.toLowerCase() && !(a === b && /^\p{Lu}\p{Ll}+$/u.test(a)),
    ),
};

const FORMAT_FAULTS: [{ test(bio: string): boolean }, string][] = [
  [/ {2,}/, "doubled spaces"],
  [/^\s|\s$/, "leading or trailing whitespace"],
  [/\n[ \t]|[ \t]\n/, "whitespace around a line break"],
  [/\n{3,}/, "more than one empty line"],
  [/ [,.;:!?)]/, "space before punctuation"],
  [/\( /, "space after an opening bracket"],
  [/,,|;;|::|(?<!\.)\.\.(?!\.)|\.{4,}|!{4,}|\?{4,}/, "doubled punctuation"],
  [/[,;:][.!?]|[.!?][,;:]/, "clashing punctuation"],
  [/(?:^|\n)[,.;:!?|/&)\]]/, "a line starting with punctuation"],
  [/[,;:&|/([–—-]$|[,;:&|/([–—-](?=\n)/, "a line ending mid-thought"],
  [/\(\s*\)|\[\s*\]|""|“”/, "empty brackets or quotes"],
  [ENDS_ON_CONNECTOR, "a line ending on a connector"],
  [REPEATED_WORD, "a repeated word"],
  [WRONG_A, "wrong article"],
  [WRONG_AN, "wrong article"],
];

export function checkBio(bio: string, platform: Platform, options: BioRuleOptions = {}): BioCheck {
  if (typeof bio !== "string" || bio.trim().length === 0) return { ok: false, reason: "empty bio" };
  const limit = PLATFORM_LIMITS[platform];
  const length = graphemeLength(bio);
  if (length > limit) return { ok: false, reason: `too long: ${length} of ${limit} characters` };
  if (stripControl(bio) !== bio) return { ok: false, reason: "control characters" };
  if (hasHtml(bio)) return { ok: false, reason: "HTML markup" };
  for (const [pattern, what] of LEFTOVERS) {
    if (pattern.test(bio)) return { ok: false, reason: `leftover: ${what}` };
  }
  for (const [pattern, what] of FORMAT_FAULTS) {
    if (pattern.test(bio)) return { ok: false, reason: `formatting: ${what}` };
  }
  if (!options.allowContact && hasContact(bio)) return { ok: false, reason: "contact details (URL, email or phone)" };
  if (withoutPhones(bio).found) return { ok: false, reason: "a phone number (personal data)" };
  if (containsBlocked(bio)) return { ok: false, reason: "blocked word" };
  return { ok: true };
}

const CONNECTOR_TAIL =
  /(?:[\s,;:&|/([–—-]|(?<![\p{L}\p{N}'’])(?:a|an|the|and|or|of|with|for|to|in|at|by|but|so|my|your|our)(?![\p{L}\p{N}]))+$/iu;

// The same patterns, global, compiled once for the repairs.
const WRONG_A_ALL = new RegExp(WRONG_A.source, "gu");
const WRONG_AN_ALL = new RegExp(WRONG_AN.source, "gu");

function repairLine(line: string): string {
  return line
    .replace(/[ \t\u00A0]+/g, " ")
    .replace(/ +([,.;:!?)])/g, "$1")
    .replace(/\( +/g, "(")
    .replace(/\(\s*\)|\[\s*\]|""|“”/g, "")
    .replace(/([,;:])[,;:.!?]+/g, "$1")
    .replace(/([.!?])[,;:]+/g, "$1")
    .replace(/,{2,}|;{2,}|:{2,}/g, (m) => m[0] ?? "")
    .replace(/(?<!\.)\.\.(?!\.)/g, ".")
    .replace(/\.{4,}/g, "...")
    .replace(/([!?]){4,}/g, "$1$1$1")
    .replace(/(?<![\p{L}\p{N}])(\p{L}{3,})(?:\s+\1(?![\p{L}\p{N}]))+/giu, "$1")
    .replace(WRONG_A_ALL, (m) => `${m[0]}n `)
    .replace(WRONG_AN_ALL, (m) => `${m[0]} `)
    .trim()
    .replace(/^[,.;:!?|/&)\]\s]+/, "")
    .replace(CONNECTOR_TAIL, "")
    .trim();
}

function repair(bio: string, allowContact: boolean): string {
  let s = stripControl(stripHtml(bio));
  // Take the little word that pointed at the detail with it: "email me at x@y.com for…".
  const pointer = /\b(?:at|via|on|to)\s+(?=(?:for|and|or)\b|[,.;!?)]|\n|$)/gi;
  if (!allowContact) s = extractContact(s).text.replace(pointer, "");
  else {
    const phones = withoutPhones(s);
    if (phones.found) s = phones.text.replace(pointer, "");
  }
  s = removeBlocked(s).text;
  s = s
    .replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|[{}]/g, " ")
    .replace(/\[object [^\]]*\]/gi, " ")
    .replace(/\[[a-z_ ]{2,30}\]/gi, " ")
    .replace(/\b(?:undefined|null|NaN)\b/g, " ")
    .replace(/\b(?:lorem ipsum|placeholder|your name here)\b/gi, " ");
  const lines = s.split("\n").map(repairLine);
  // Keep at most one empty line between blocks and none at either end.
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Best-effort repair: the result passes `checkBio` unless nothing usable is left (""). */
export function cleanBio(bio: string, platform: Platform, options: BioRuleOptions = {}): string {
  const allowContact = options.allowContact ?? false;
  let s = repair(typeof bio === "string" ? bio : "", allowContact);
  const limit = PLATFORM_LIMITS[platform];
  if (graphemeLength(s) > limit) s = repair(truncateAtWord(s, limit), allowContact);
  // A repair can expose a new fault (a cut leaves "a" at the end); a few passes settle it.
  for (let pass = 0; pass < 3 && !checkBio(s, platform, options).ok && s !== ""; pass++) {
    s = repair(truncateAtWord(s, limit), allowContact);
  }
  return checkBio(s, platform, options).ok ? s : "";
}
