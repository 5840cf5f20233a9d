import { matchLexicon } from "./match-lexicon";
import { dedupe } from "./patterns-identity";
import { fold, wholeWordsAt } from "./tokenize";

// Of the places a description names, which are home and which are where the work goes.

// "across Rajasthan and Goa", "throughout Kerala, Goa & Karnataka", "all over India", "we ship
// to Europe", "ships uk only", "covering North America", "stocked in Bogotá and Medellín", "also
// shooting destination weddings in Tulum", and a ranking's scope ("placed 2nd in Africa", "top 10
// in the UK"; "first in Lisbon, then in Amsterdam" is a story's order): the list of places after
// such a word is where the work goes, not where the person is.
const AREA_CUE =
  /(?:\b(?:\d+(?:st|nd|rd|th)|top\s+\d+)|#\s?\d+)\s+in\s+(?:the\s+)?$|\b(?:across|throughout|all over|in (?:several|multiple|many|various) (?:cities|states|countries|places)(?: like| including)?|pan|(?:ship|ships|shipping|shipped|deliver|delivers|delivering|export|exports|exporting)\s+(?:(?:orders|parcels|worldwide)\s+)?(?:to|across|throughout|all over|within)|(?:ship|ships|shipping|deliver|delivers|delivering)|(?:stocked|sold|available|carried|stockists?)\s+in|(?:sell|sells|selling)\s+(?:(?:it|them|our\s+\p{L}+)\s+)?(?:directly\s+|online\s+)?to\s+(?:customers|clients|buyers|shops|people|restaurants)\s+in|covering|serving|servicing|also\s+(?:\p{Ll}+\s+){1,4}?in|destination\s+(?:weddings?|shoots?|events?|sessions?)\s+in|(?:budget\s+|road\s+)?(?:trips|travels?|travelling|traveling)\s+(?:in|to|across|around|through))\s+(?:the\s+)?(?:(?:mostly|mainly|especially|including|like)\s+)?(?:[\p{L}][\p{L}.'’-]*(?:\s+[\p{L}][\p{L}.'’-]*)?\s*(?:,|and|&)\s*(?:(?:mostly|mainly|especially|including|like)\s+)?){0,4}(?:the\s+)?$/iu;

// "beans from Aceh", "my wife's recipe comes from Jeonju", "came back from Tokyo": where a product,
// a recipe or the person came from, not where they are, when the description says that too.
const PRODUCT_ORIGIN =
  /\bfrom\s+(?:\p{L}+\s+){0,3}?(?:farms?|growers?|estates?|co-?ops?|cooperatives?|producers?|mills?|fincas?)\s+in\s+([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)|\b(?:beans?|coffee|teas?|cacao|cocoa|chocolate|spices?|fabrics?|textiles?|wool|silk|cotton|leather|honey|ingredients?|produce|imported|sourced|grown|harvested|recipes?|comes?|came)\s+(?:\p{L}+\s+){0,2}?from\s+([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)/gu;

// "rural schools in Nepal's hill districts": the place is where the work goes, said by what of it.
const AREA_AFTER =
  /^['’]s\s+(?:[\p{L}-]+\s+){0,2}?(?:districts|villages|regions|provinces|countryside|communities|rural\s+areas|hill\s+country|highlands|islands|outback|towns)\b/iu;

function servesArea(text: string, start: number, end = start): boolean {
  return AREA_CUE.test(text.slice(Math.max(0, start - 80), start)) || AREA_AFTER.test(text.slice(end, end + 48));
}

/**
 * The places that are home (lexicon matches with where they start, then places found by their
 * cue words), and the areas served. A place also given as home ("based in Jaipur") stays home.
 */
export function homesAndAreas(
  text: string,
  lexical: { label: string; start: number }[],
  cued: string[],
): { homes: string[]; serviceAreas: string[] } {
  const home = new Set(
    lexical.filter((m) => !servesArea(text, m.start, m.start + m.label.length)).map((m) => fold(m.label)),
  );
  // A place the lexicon does not know is a service area by the same words ("stocked in Kisumu").
  const cuedAreas = cued.filter((p) => {
    const at = wholeWordsAt(text, p);
    return at.length > 0 && at.every((k) => servesArea(text, k, k + p.length));
  });
  const serviceAreas = dedupe([
    ...lexical
      .filter((m) => servesArea(text, m.start, m.start + m.label.length))
      .map((m) => m.label)
      .filter((p) => !home.has(fold(p))),
    ...cuedAreas,
  ]);
  const areas = new Set(serviceAreas.map(fold));
  const origins = new Set(
    [...text.matchAll(PRODUCT_ORIGIN)].map((m) => fold(m[1] ?? m[2] ?? "")).filter((o) => o.length > 0),
  );
  // "Glasgow" inside "Glasgow's Merchant City" is the same place, said once.
  // "Porto" inside "Based in Porto Alegre" is the longer name's first word.
  const inLonger = (label: string) =>
    cued.some(
      (c) =>
        fold(c) !== fold(label) && (fold(c).startsWith(`${fold(label)}'s `) || fold(c).startsWith(`${fold(label)} `)),
    );
  const homes = dedupe([...lexical.map((m) => m.label).filter((l) => !inLonger(l)), ...cued]).filter(
    (p) => !areas.has(fold(p)),
  );
  const notOrigins = homes.filter((p) => !origins.has(fold(p)));
  return { homes: notOrigins.length > 0 ? notOrigins : homes, serviceAreas };
}

// "TU Munich", "ETH Zurich", "University of Cape Town", "King's College London": a school named
// after its city. Only a place the lexicon knows counts ("Brown University" names no town).
/** The place a school is named after, as written in its name, or undefined. */
export function schoolTown(university: string | undefined): string | undefined {
  if (!university) return undefined;
  const place = matchLexicon(university).matches.find((m) => m.entry.kind === "place");
  return place ? university.slice(place.start, place.end) : undefined;
}

// "Sri Lanka Cricket", "Kenya Wildlife Service": a place opening a name in capitals whose next
// word is one of ours for a thing, not a place, names a body, not where the person is.
const NEXT_CAPITALISED = /^\s+(\p{Lu}\p{Ll}+)/u;

/** Whether the place ending at `end` opens the name of a body ("Sri Lanka Cricket"). */
export function opensAName(text: string, end: number, start = end): boolean {
  // "a Warsaw SaaS company", "an Oslo design studio": after "a", the town says where the thing is.
  if (/\b(?:a|an)\s+$/i.test(text.slice(Math.max(0, start - 4), start))) return false;
  const next = NEXT_CAPITALISED.exec(text.slice(end, end + 30))?.[1];
  if (!next) return false;
  const kinds = matchLexicon(next).matches.map((m) => m.entry.kind);
  return kinds.some((k) => k === "interest" || k === "role" || k === "venture") && !kinds.includes("place");
}

// "Little Italy", "Chinatown's Little Saigon", a country after
// "Little" is a neighbourhood named for it, not where the person is.
/** Whether the place starting at `start` is the second word of a neighbourhood's name ("Little Italy"). */
export const namesANeighbourhood = (text: string, start: number): boolean =>
  /\bLittle\s+$/.test(text.slice(Math.max(0, start - 8), start));
