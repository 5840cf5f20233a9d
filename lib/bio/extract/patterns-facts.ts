// What a person has done: counts ("50K followers"), years of experience, money raised and
// achievements. Each comes back short and ready to print.

import { isBlockedWord } from "../safety/blocklist";
import { KIN, inKinClause } from "./kin";
import { PUBLICATIONS } from "./lexicon-orgs";
import { PLACE_SPECS } from "./lexicon-places";
import { META_WORDS, STOPWORDS } from "./lexicon-words";
import { dedupe } from "./patterns-identity";
import { fold } from "./tokenize";

const PLACE_WORDS = new Set(PLACE_SPECS.flatMap((p) => p.forms.map(fold)));

export interface NumberFact {
  /** "10K+", "8", "$2M" */
  value: string;
  /** "10K+ followers", "8 years in UX" */
  text: string;
}

const capitalise = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const clean = (words: string[]) => !words.some((w) => isBlockedWord(w) || META_WORDS.has(fold(w)));

const UNITS =
  "followers|subscribers|subs|students|clients|customers|brands|projects|orders|books|countries|cities|marathons|kms|km|miles|awards|apps|websites|events|weddings|cakes|episodes|downloads|users|members|readers|views|families|trees|kids|products|stores|outlets|podcasts|videos|courses|workshops|talks|startups|companies|hackathons|medals|trophies|tournaments|songs|albums|shows|concerts|paintings|sessions|patients|surgeries|cases|couples|recipes|newsletters|subscribers|learners|creators|people|women|founders|artists|photos|films|treks|peaks|summits|pieces|candles|orders|installs|stars|likes|plays|streams|sales|hours|cups|bakes|tours|walks|gigs|shoots|parties|fests|murals|guests|households|vehicles|staff|employees|volunteers|seats|rooms|tonnes|acres|players|farmers|schools|papers|titles";
const NUMBER_WORDS: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  fifteen: "15",
  twenty: "20",
  fifty: "50",
  hundred: "100",
};
const COUNT = String.raw`(\d(?:[\d.,]*\d)?\s?(?:k|m|mn|b|bn|million|billion|lakh|lakhs|lac|crore|cr)?\+?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred)`;
const COUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}$₹€£])${COUNT}\s+(?:happy\s+|satisfied\s+|amazing\s+|monthly\s+)?((?:[\p{Ll}-]{3,}\s+)?(?:${UNITS}))\b`,
  "giu",
);
const YEARS_RE =
  /(?<![\p{L}\p{N}])(\d{1,2}\+?)\s*(?:years?|yrs?|años)(?:\s+(?:of|de))?(?:\s+(?:experience|exp|experiencia))?(?:\s+(?:in|as|doing|(\p{Ll}{3,}ing))(?:\s+([\p{L}&/+#-]{2,}(?:\s+[\p{L}&/+#-]{2,}){0,2}))?)?/giu;
const NOT_VERBS =
  /^(?:during|something|nothing|anything|everything|morning|evening|spring|string|king|wing|ring|thing)$/i;
const MONEY_RE =
  /\b(raised|raising|funding|revenue|arr|gmv|sales|sold|grew|scaled|turnover)\b[^.;\n]{0,20}?((?:[$₹€£]|rs\.?\s?|inr\s?|usd\s?)\d[\d.,]*\s?(?:k|m|mn|b|bn|million|billion|lakh|lakhs|crore|cr)?\+?)/giu;

function tidyCount(value: string): string {
  return value
    .replace(/\s+/g, "")
    .replace(/(\d)(k|m|b|mn|bn|cr)(\+?)$/i, (_, d: string, u: string, p: string) => `${d}${u.toUpperCase()}${p}`)
    .replace(/(\d)(million|billion|lakhs?|lac|crore)/i, "$1 $2");
}

// "our two kids", "3 kids", "mom of 3", "meal prep for families of 5": a family, not a track
// record ("taught 400 kids to swim" is one).
const FEW = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
const FAMILY_COUNT = new RegExp(
  String.raw`\b(?:${FEW}\s+(?:kids|children|grandkids|grandchildren)|(?:famil(?:y|ies)|households?|mum|mom|mam|mama|dad|papa|parents?|mother|father)\s+of\s+${FEW})\b`,
  "i",
);
export function familyCount(text: string): boolean {
  const m = FAMILY_COUNT.exec(text);
  const n = m?.[1] ?? m?.[2] ?? "";
  return m !== null && Number(NUMBER_WORDS[n.toLowerCase()] ?? n) <= 12;
}

// "2,000 kolaches a week", "600 patients a month", "180 vehicles per month": a count with its
// rate is proof of a working business, whatever it counts.
const RATE_RE =
  /(?<![\p{L}\p{N}$₹€£.,])(\d(?:[\d.,]*\d)?\+?)\s+((?:[\p{Ll}-]{3,}\s+){0,2}?[\p{Ll}-]{3,})\s+((?:a|per|each|every)\s+(?:day|week|month|year|night|season|weekend))\b/giu;

export function findNumbers(text: string): NumberFact[] {
  const out: NumberFact[] = [];
  const rates: [number, number][] = [];
  for (const m of text.matchAll(RATE_RE)) {
    const value = tidyCount(m[1] ?? "");
    const noun = (m[2] ?? "").split(/\s+/);
    if (/^(?:19|20)\d{2}$/.test(value) || !clean(noun) || noun.some((w) => STOPWORDS.has(fold(w)))) continue;
    rates.push([m.index, m.index + m[0].length]);
    // "3 times a week", "2 hours a day": how often, not how many.
    if (/^(?:times?|hours?|hrs?|minutes?|mins?|days?|nights?|shifts?|classes?)$/i.test(noun.at(-1) ?? "")) continue;
    out.push({ value, text: `${value} ${noun.join(" ").toLowerCase()} ${(m[3] ?? "").toLowerCase()}` });
  }
  for (const m of text.matchAll(COUNT_RE)) {
    if (rates.some(([start, end]) => m.index >= start && m.index < end)) continue;
    // "my grandfather still grows coffee on about two acres": a relative's count is theirs.
    if (inKinClause(text, m.index)) continue;
    const value = NUMBER_WORDS[(m[1] ?? "").toLowerCase()] ?? tidyCount(m[1] ?? "");
    if (!/\d/.test(value) || /^(?:19|20)\d{2}$/.test(value)) continue;
    if (familyCount(m[0])) continue;
    out.push({ value, text: `${value} ${(m[2] ?? "").toLowerCase()}` });
  }
  for (const m of text.matchAll(YEARS_RE)) {
    const n = m[1] ?? "";
    const years = parseInt(n, 10);
    if (!(years >= 1 && years <= 60)) continue;
    if (saidOfAnother(text, m.index ?? 0)) continue;
    // "12 years guiding otter walks": a verb after the years says what they were spent on.
    const verb = m[2] && !NOT_VERBS.test(m[2]) ? m[2] : undefined;
    const field = (m[3] ?? "").trim();
    // "2 years old" is an age; "20 years old" too. "3yrs warranty" is a promise, not experience.
    if (/^(?:old|ago|back|now|later|young)\b/i.test(field)) continue;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 24);
    if (/^\s*(?:warranty|guarantee|guaranteed|old|ago|contract|lease|visa|sentence|plan)\b/i.test(after)) continue;
    const said = field.split(/\s+/).filter(Boolean);
    // "7 yrs" stays as the person shortened it.
    const short = /^\+?\s*yrs?\b/i.test(m[0].slice(n.length));
    const unit = `${short ? "yr" : "year"}${years === 1 ? "" : "s"}`;
    if (verb) {
      // The words after the verb as written, less a dangling small word: "guiding otter walks",
      // "working at Google", "teaching in Goa".
      const object = said.slice(0, 3);
      while (object.length > 0 && STOPWORDS.has(fold(object[object.length - 1] as string))) object.pop();
      const says = clean(object) ? object.join(" ") : "";
      out.push({ value: n, text: [n, unit, verb.toLowerCase(), says].filter(Boolean).join(" ") });
      continue;
    }
    const words = said.filter((w) => !STOPWORDS.has(fold(w)));
    // Keep acronyms ("UX") and places ("7 years in Tokyo"), drop sentence-style capitals
    // ("Design" → "design").
    const fieldWords = clean(words)
      ? words
          .slice(0, 2)
          .map((w) => (/^\p{Lu}\p{Ll}/u.test(w) && !PLACE_WORDS.has(fold(w)) ? w.toLowerCase() : w))
          .join(" ")
      : "";
    out.push({ value: n, text: fieldWords ? `${n} ${unit} in ${fieldWords}` : `${n} ${unit} of experience` });
  }
  return out.filter((n, k) => out.findIndex((o) => o.text === n.text) === k);
}

const ACHIEVEMENT_TRIGGERS =
  /\b(?:won|win|winner|winning|awarded|award-winning|award winning|featured|published|raised|built|grew|scaled|launched|ranked|rank|speaker|spoke|tedx|forbes|under 30|bestselling|best-selling|gold|silver|bronze|medal|medalist|champion|championship|certified|finalist|topper|top \d+%?|alum|alumna|alumnus|selected|fellow|fellowship|scholar|patent|record|sold out|sold|trained|taught|mentored|helped|cleared|cracked|national|international|olympian|represented|judge|jury|exhibited|shortlisted|nominated|finished|completed|summited|climbed|ran|founded|started|served)(?![\p{L}])|\bex-/iu;
const STORY_VERB =
  /^(?:grew|started|launched|ran|served|finished|completed|built|scaled|raised|founded|helped|trained|taught)$/i;
const LEAD_IN =
  /^(?:(?:and|also|plus|but|so|i|i've|ive|i have|i'd|i had|i've also|we|we've|we have|have|has|my|our|proud(?:ly)?|recently|once|even|already|just)\s+)+/i;

// "My dad ran it after him": what a relative did is no credential of the person's.
const KINS_DEED = new RegExp(String.raw`^${KIN}`, "u");

// "We took over our dad's restaurant. He ran it for 35 years": where the person speaks as "I" or
// "we", a sentence about "he" or "she" is about somebody else, and so are its years and feats.
// (In a description written about the person, "She has won three awards" is theirs.)
const SELF = /\b(?:i|i'm|im|i've|my|me|we|we're|we've|our|us)\b/i;
const ANOTHER = /^(?:he|she|he's|she's|his|her)\b/i;
/** A phrase of a first-person description that starts with "he" or "she": somebody else's. */
export const startsWithAnother = (phrase: string, text: string) => ANOTHER.test(phrase.trimStart()) && SELF.test(text);

function saidOfAnother(text: string, at: number): boolean {
  if (!SELF.test(text)) return false;
  const start = Math.max(
    text.lastIndexOf(". ", at),
    text.lastIndexOf("! ", at),
    text.lastIndexOf("? ", at),
    text.lastIndexOf("\n", at),
  );
  return ANOTHER.test(text.slice(start < 0 ? 0 : start + 1, at).trimStart());
}

export function findAchievements(text: string): string[] {
  const out: string[] = [];
  // "reached 3.2 km": a point between digits ends nothing.
  const clauses = text.split(
    /(?:[;!?\n|•·]|(?<!\d)\.|\.(?!\d))+|,\s+|\s+(?:and|but|while|plus)\s+(?=(?:i|we|i've|have|also)\b)/i,
  );
  for (const rawClause of clauses) {
    const clause = rawClause.trim();
    if (!ACHIEVEMENT_TRIGGERS.test(clause) || KINS_DEED.test(clause)) continue;
    if (startsWithAnother(clause, text)) continue;
    let phrase = clause.replace(LEAD_IN, "").trim();
    if (/^(?:i'm|im|i am|am|a|an|the|currently|working|work)\b/i.test(phrase)) {
      // "I'm a TEDx speaker" → "TEDx speaker"; "I'm an award-winning chef" → "award-winning chef".
      phrase = phrase
        .replace(/^(?:i'm|im|i am|am|currently|working as|work as)\s+/i, "")
        .replace(/^(?:a|an|the)\s+/i, "");
    }
    const words = phrase.split(/\s+/);
    if (words.length < 2 || words.length > 8 || phrase.length > 48) continue;
    if (!clean(words)) continue;
    // "Demand grew", "The shop started": the verb says what happened, not what the person did.
    if (words.length <= 3 && STORY_VERB.test(words.at(-1) ?? "")) continue;
    // "Grew up in Belo Horizonte", "raised by my nan": where someone comes from, not a feat.
    if (/^(?:grew\s+up|born|raised\s+(?:in|on|by|between)|brought\s+up)\b/i.test(phrase)) continue;
    // A clause that still leans on the reader ("helped me", "won my heart") is not a credential.
    if (/\b(?:me|my heart|hearts|you)\b/i.test(phrase) && !/\b(?:tedx|forbes)\b/i.test(phrase)) continue;
    out.push(capitalise(phrase.replace(/[,:\-–—\s]+$/, "")));
  }
  for (const pub of PUBLICATIONS) {
    const re = new RegExp(
      `\\b(?:featured (?:in|on)|seen (?:in|on)|as seen (?:in|on)|spoke at|speaker at|published in|wrote for|written for)\\s+${pub.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
      "i",
    );
    const m = re.exec(text);
    if (m) out.push(capitalise(m[0]));
  }
  return dedupe(out);
}

export function findMoney(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const verb = (m[1] ?? "").toLowerCase();
    const amount = tidyCount(
      (m[2] ?? "")
        .replace(/^rs\.?\s?/i, "₹")
        .replace(/^inr\s?/i, "₹")
        .replace(/^usd\s?/i, "$"),
    );
    const label =
      verb === "raised" || verb === "raising" || verb === "funding" ? `Raised ${amount}` : `${amount} in sales`;
    out.push(label);
  }
  return dedupe(out);
}
