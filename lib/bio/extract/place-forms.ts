// How a place is written: a town with its region ("Dayton, Ohio", "Tamworth NSW"), with the
// neighbourhood before it ("Gastown, Vancouver") or in brackets after it ("nyc (queens)"). Which
// place is the person's is decided in place-order.ts; this file only joins the words of one.

import { STOPWORDS } from "./lexicon-words";
import { matchLexicon } from "./match-lexicon";
import { endsInsideWord, escapeRegExp, fold, startsInsideWord, titleCase } from "./tokenize";
import { isStateCode, regionClosing } from "./towns";

// "Dayton, Ohio", "Halifax, Nova Scotia", "Boise, ID", "outside Chester, Vermont and …", "Mérida,
// Yucatán 📷", "Birmingham, Alabama interviewing …", "Dingle, Co. Kerry": a town with its region
// after a comma is one place, printed as written.
const REGION_AFTER = new RegExp(
  String.raw`,\s+((?:Co\.|County)\s\p{Lu}[\p{L}\p{M}'’-]+|\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+)?|[A-Z]{2})(?=\s*(?:$|[.,;!?\n)|•·]|\p{Extended_Pictographic})|\s[—–-]\s|\s+in\s+(?:19|20)\d\d\b|\s+(?:and|where|with)\s+\p{Ll}|\s+(?!(?:being|having|going|doing|getting)\b)\p{Ll}+ing\b)`,
  "uy",
);

/** The region written right after the first `place` (not inside a longer word) that has one. */
function regionAfter(text: string, place: string): string | undefined {
  if (place === "") return undefined;
  // Every start, overlapping ones too, as the pattern alone would try them.
  for (let at = text.indexOf(place); at >= 0; at = text.indexOf(place, at + 1)) {
    if (startsInsideWord(text, at)) continue;
    REGION_AFTER.lastIndex = at + place.length;
    const region = REGION_AFTER.exec(text)?.[1];
    if (region) return region;
  }
  return undefined;
}

// "Houston TX", "houston tx (alief area)": a state's short form right after a town the lexicon
// knows, without a comma, closing the part. In lower case only the forms that are no English word.
const CODE_AFTER =
  /^\s+([A-Z]{2,3}|tx|ny|nj|nyc|fl|az|nv|nm|tn|ky|nc|sc|nsw|qld|bc|qc)(?=\s*(?:$|[.,;!?\n(|•·]|\p{Extended_Pictographic}))/u;

function codeAfter(text: string, place: string): string | undefined {
  const at = fold(text).indexOf(fold(place));
  if (at < 0 || startsInsideWord(text, at)) return undefined;
  const code = CODE_AFTER.exec(text.slice(at + place.length))?.[1];
  return code && isStateCode(code) ? code.toUpperCase() : undefined;
}

/** `places` with a town written with its region joined to it ("Dayton, Ohio"). */
export function withRegions(text: string, places: string[]): string[] {
  const out: string[] = [];
  // "Tamworth NSW", "Boise Idaho": the state is part of the town, not a second place.
  const joined = new Set<string>(places.flatMap((p) => regionClosing(p) ?? []).map(fold));
  for (const place of places) {
    // The region follows the town's comma: without one, nothing to read (and no pattern to make).
    if (!text.includes(`${place},`)) {
      const code = regionClosing(place) ? undefined : codeAfter(text, place);
      out.push(code ? `${place} ${code}` : place);
      if (code) joined.add(fold(code));
      continue;
    }
    const region = regionAfter(text, place);
    const whole = region ? `${place}, ${region}` : place;
    if (region && whole.length <= 32 && fold(region) !== fold(place)) {
      out.push(whole);
      joined.add(fold(region));
    } else out.push(place);
  }
  return out.filter((p) => !joined.has(fold(p)));
}

// "Gastown, Vancouver", "Hamra Street, Beirut", "at Smorgasburg, Brooklyn", "two shops: Hackney
// and Dalston, London", "en la PUCP, Lima": a neighbourhood, a
// market or a street written before its town's comma says where in the town, and is kept with
// it. Not a list of towns ("Lisbon, Porto"), nor a word the lexicon knows ("Nurse, Leeds"), nor
// the first words of the description (a name: "Maria, Lisbon").
const AREA_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]+`;
// A street, a market or a school may also open the description or follow a comma ("Hillcrest
// High, Durban", "fresh every morning, Hamra street, Beirut").
const STREET = String.raw`(?:[Ss]treet|[Rr]oad|[Mm]arket|[Ss]quare|[Ll]ane|High|[Ss]chool|College|Academy)`;
const AREA_BEFORE = new RegExp(
  String.raw`(?:[.!?:;—–(|•]\s*|\s[-–—]\s+|\b(?:in|at|on|near|en(?:\s+(?:la|el))?|em|na|no)\s+|\p{Extended_Pictographic}\s*)(${AREA_WORD}(?:\s(?:${AREA_WORD}|street|road|market|square|lane)){0,3}(?:\s(?:and|&)\s${AREA_WORD})?)$|(?:^|,\s*)(${AREA_WORD}(?:\s(?:${AREA_WORD}|street|road|market|square|lane)){0,2}\s${STREET})$`,
  "u",
);

function areaBefore(text: string, place: string): string | undefined {
  for (let at = text.indexOf(`, ${place}`); at > 0; at = text.indexOf(`, ${place}`, at + 1)) {
    if (endsInsideWord(text, at + 2 + place.length)) continue;
    const found = AREA_BEFORE.exec(text.slice(Math.max(0, at - 40), at));
    const area = found?.[1] ?? found?.[2];
    if (!area || fold(area) === fold(place)) continue;
    if (matchLexicon(area).matches.some((m) => m.entry.kind !== "trait")) continue;
    return area;
  }
  return undefined;
}

// "nyc (queens)", "Lagos (Lekki)": the part of town in brackets after the town.
function areaInBrackets(text: string, place: string): string | undefined {
  const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(place)}\\s*\\(([\\p{L}' -]{3,24})\\)`, "iu").exec(text);
  // "houston tx (alief area)": the word "area" says nothing the brackets do not.
  const area = m?.[1]?.trim().replace(/\s+area$/i, "");
  if (!area || area.split(/\s+/).length > 3 || area.split(/\s+/).some((w) => STOPWORDS.has(fold(w)))) return undefined;
  return titleCase(area);
}

// "Medellín's Laureles neighborhood", "Glasgow's Southside": the part of town said as the town's.
function areaOfTown(text: string, place: string): string | undefined {
  const m = new RegExp(
    String.raw`(?<![\p{L}])${escapeRegExp(place)}['’]s?\s+((?:\p{Lu}[\p{L}\p{M}'’-]+)(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2})(\s+(?:neighbou?rhood|district|area|quarter|suburb|barrio|ward))?(?![\p{L}])`,
    "u",
  ).exec(text);
  const area = m?.[1];
  if (!area || (!m[2] && !/(?:side|[Tt]own)$/u.test(area))) return undefined;
  if (matchLexicon(area).matches.some((x) => x.entry.kind !== "trait" && x.entry.kind !== "place")) return undefined;
  return area;
}

/** `places` with the neighbourhood written before a town's comma joined to it ("Gastown, Vancouver"). */
export function withAreas(text: string, places: string[]): string[] {
  const inBrackets = new Set<string>();
  const joined = places.map((place) => {
    const bracketed = place.includes("(") ? undefined : areaInBrackets(text, place);
    if (bracketed) {
      inBrackets.add(fold(bracketed));
      return `${place} (${bracketed})`;
    }
    const ofTown = place.includes(",") ? undefined : areaOfTown(text, place);
    if (ofTown && `${ofTown}, ${place}`.length <= 32) return `${ofTown}, ${place}`;
    if (place.includes(",") || !text.includes(`, ${place}`)) return place;
    const area = areaBefore(text, place);
    const whole = area ? `${area}, ${place}` : place;
    return whole.length <= 32 ? whole : place;
  });
  return joined.filter((p) => !inBrackets.has(fold(p)));
}
