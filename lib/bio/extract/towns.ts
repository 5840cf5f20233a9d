import { isLexiconWord } from "./match-lexicon";
import { TOWN_NAMES } from "./lexicon-towns";
import { STOPWORDS } from "./lexicon-words";
import { ABBREVIATIONS, fold } from "./tokenize";

// "sunday league champs, leeds", "lawn mowing | toowoomba", "hs senior in dayton oh": a town
// written in lower case, where a place goes, is given its capitals before the description is
// read, so it is read (and printed) as the place it is. Only a town the list knows, in a place's
// position: after a word of place ("in", "from", "near", "📍") or standing as its own part of
// the description (between commas, bars, line breaks or emoji). Its state or region written
// after it ("oh", "nsw", "idaho") takes its capitals too.

const WORD = /[\p{L}][\p{L}\p{M}'’]*(?:-[\p{L}][\p{L}\p{M}'’]*)*/gu;
const CUE = new Set(["in", "from", "near", "outside", "around", "to", "at", "outta", "en", "em", "desde"]);
// ("designbyrå i Malmö": the Scandinavian "in" is a cue too, before a town in capitals.)
// ("Co. Kildare", "St. Ives": the point of a short form is no break.)
const PART_BREAK = new RegExp(
  String.raw`(?:^|(?<!\b(?:${ABBREVIATIONS}))\.|[!?,;:|•·/(\n–—]|\s-|\p{Extended_Pictographic}\uFE0F?|\p{Regional_Indicator})\s*$`,
  "u",
);
const PART_END = /^\s*(?:$|[.,;:!?|•·/)\n–—]|-\s|\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

// prettier-ignore
const REGION_CODES = new Set([
  "al", "ak", "az", "ar", "ca", "co", "ct", "de", "fl", "ga", "hi", "id", "il", "in", "ia", "ks", "ky", "la",
  "me", "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc", "nd", "oh", "ok",
  "or", "pa", "ri", "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy", "dc",
  "nsw", "qld", "vic", "tas", "nt", "act", "sa", "on", "ont", "bc", "ab", "qc", "mb", "sk", "ns", "nb", "nl", "pei",
  "uk", "usa", "nz", "aus",
]);
// prettier-ignore
const REGION_NAMES = new Set([
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida",
  "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine",
  "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska",
  "nevada", "ohio", "oklahoma", "oregon", "pennsylvania", "tennessee", "texas", "utah", "vermont", "virginia",
  "washington", "wisconsin", "wyoming", "queensland", "victoria", "tasmania", "ontario", "quebec", "alberta",
  "manitoba", "saskatchewan", "scotland", "wales", "ireland", "england", "australia", "canada", "chile", "peru",
  "nigeria", "kenya", "ghana", "uganda", "india", "pakistan", "indonesia", "philippines", "brazil", "mexico",
  "colombia", "argentina", "spain", "portugal", "france", "germany", "italy", "poland", "romania", "turkey",
]);

const COUNTRY_CODES = new Set(["uk", "usa", "nz", "aus"]);
/** "tx", "NSW": a state's or province's short form, in either case (no country's). */
export const isStateCode = (word: string): boolean =>
  REGION_CODES.has(word.toLowerCase()) && !COUNTRY_CODES.has(word.toLowerCase());

/** "OH", "NSW": a state's or region's short form, written in capitals after a town. */
export const isRegionCode = (word: string): boolean =>
  word === word.toUpperCase() && REGION_CODES.has(word.toLowerCase());
export const REGION_CODE_PATTERN = [...REGION_CODES].map((c) => c.toUpperCase()).join("|");

const capital = (w: string) =>
  w.replace(/(^|-)(\p{Ll})/gu, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);
const lower = (w: string) => w === w.toLowerCase() && /\p{Ll}/u.test(w);

interface TownAt {
  start: number;
  end: number;
  /** The region written after it ("oh", "NSW"), if any. */
  region?: { start: number; end: number; raw: string };
}

const ARTICLE = /^(?:al|el|as|ad|ar|an|ash|az)$/i;
const titled = (w: string) => /^\p{Lu}[\p{Ll}\p{M}'’]*(?:-\p{L}[\p{Ll}\p{M}'’]*)*$/u.test(w);

/** Every known town written all in lower case, or each word with its capital, where a place goes. */
function townsAt(text: string, caseOf: (w: string) => boolean): TownAt[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
  const found: TownAt[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (!run.every((w) => caseOf(w.raw))) continue;
      // One space between the words of a name, nothing else.
      if (run.some((w, k) => k > 0 && text.slice((run[k - 1] as typeof w).end, w.start) !== " ")) continue;
      const name = fold(run.map((w) => w.raw).join(" "));
      if (!TOWN_NAMES.has(name) || (n === 1 && (STOPWORDS.has(name) || isLexiconWord(name)))) continue;
      // "in Al Khobar", "El Jadida": an article the list leaves out opens the name.
      const before = words[i - 1];
      const article =
        before && ARTICLE.test(before.raw) && caseOf(before.raw) && text.slice(before.end, run[0]?.start) === " "
          ? before
          : undefined;
      const first = article ?? (run[0] as (typeof run)[number]);
      const last = run.at(-1) as (typeof run)[number];
      const previous = words[article ? i - 2 : i - 1];
      // "frm a lil town called tuam": a town named as one.
      const named =
        previous !== undefined &&
        /^(?:called|named)$/i.test(previous.raw) &&
        /\b(?:town|village|city|suburb|hamlet|island|place)\s+$/i.test(text.slice(0, previous.start));
      const cued =
        named ||
        (previous !== undefined &&
          (fold(previous.raw) === "i" ? previous.raw === "i" && caseOf === titled : CUE.has(fold(previous.raw))) &&
          /^\s+$/.test(text.slice(previous.end, first.start)));
      if (!cued && !PART_BREAK.test(text.slice(0, first.start))) continue;
      // "dayton oh", "Tamworth NSW", "boise idaho": the region after the town, then the end of the part.
      const next = words[i + n];
      const code = next && text.slice(last.end, next.start) === " " ? next.raw : "";
      const region =
        next &&
        (REGION_CODES.has(code) && lower(code) ? true : isRegionCode(code) || REGION_NAMES.has(code.toLowerCase()))
          ? { start: next.start, end: next.end, raw: code }
          : undefined;
      const after = text.slice(region ? region.end : last.end);
      if (!cued && !PART_END.test(after)) continue;
      // "Wayne State", "Mary Immaculate College": a longer name in capitals goes on.
      if (/^ \p{Lu}/u.test(after)) continue;
      found.push({ start: first.start, end: last.end, region });
      i += n - 1 + (region ? 1 : 0);
      break;
    }
  }
  return found;
}

/** `text` with every lower-case town in a place's position written with its capitals. */
export function capitalizeKnownTowns(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  let out = "";
  let at = 0;
  for (const town of townsAt(text, lower)) {
    out += text.slice(at, town.start) + text.slice(town.start, town.end).split(" ").map(capital).join(" ");
    at = town.end;
    if (town.region) {
      const r = town.region.raw;
      out += text.slice(at, town.region.start) + (REGION_CODES.has(r) ? r.toUpperCase() : capital(r));
      at = town.region.end;
    }
  }
  return out + text.slice(at);
}

const caseOfRegion = (raw: string) => isRegionCode(raw) || (titled(raw) && REGION_NAMES.has(raw.toLowerCase()));

/** "NSW" of "Tamworth NSW", "Idaho" of "Boise Idaho": the region closing a place, if any. */
export function regionClosing(place: string): string | undefined {
  const words = place.split(" ");
  const last = words.at(-1) ?? "";
  return words.length > 1 && caseOfRegion(last) ? last : undefined;
}

/** Known towns written with their capitals where a place goes ("— Hobart, Tasmania", "Lozenets, Sofia."), as written. */
export function knownTownsInPlace(text: string): string[] {
  // "Boise Idaho", "Dayton OH": the state written after the town, without a comma, is part of it.
  return townsAt(text, titled).map((t) =>
    text.slice(t.start, t.region && caseOfRegion(t.region.raw) ? t.region.end : t.end),
  );
}
