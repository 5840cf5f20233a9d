// What a person does and offers: a mission, products, a motto, their own labels ("chai
// addict") and places they name with a cue ("based in …"). Each comes back short and printable.

import { isBlockedWord } from "../safety/blocklist";
import { META_WORDS, STOPWORDS } from "./lexicon-words";
import { isLexiconWord, matchLexicon } from "./match-lexicon";
import { canonicalBrand, clipPhrase, dedupe } from "./patterns-identity";
import { MOVED_THINGS } from "./place-order";
import { withPlatformCase } from "./roles";
import { platformNames } from "../platform-case";
import { fold, opensQuoteOnly, titleCase } from "./tokenize";
import { isRegionCode, knownTownsInPlace, REGION_CODE_PATTERN } from "./towns";

const capitalise = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const clean = (words: string[]) => !words.some((w) => isBlockedWord(w) || META_WORDS.has(fold(w)));

const MISSION_STOP = /^(?:and|but|so|because|since|which|who|while|i|we|my|also|\||•)$/i;
// "Our lab at the University of Bergen studies how sleep affects memory": what a lab or a team
// studies is what it is for.
const MISSION_RE =
  /\b(?:i|we)\s+help(?:s)?\s+([^.;!?\n|•]{4,80})|\bhelping\s+([^.;!?\n|•]{4,80})|\bon a mission to\s+([^.;!?\n|•]{4,80})|\bmy mission is to\s+([^.;!?\n|•]{4,80})|\b(?:we|our\s+(?:lab|team|group|centre|center|unit|project)(?:\s+(?:at|in)\s+[^.;!?\n|•]{3,60}?)?)\s+(study|studies|research|researches|investigate|investigates|explore|explores|map|maps|track|tracks)\s+([^.;!?\n|•]{4,80})/i;

// prettier-ignore
const DOUBLING = new Set([
  "run",
  "stop",
  "plan",
  "shop",
  "get",
  "set",
  "put",
  "sit",
  "win",
  "begin",
  "swim",
  "cut",
  "dig",
  "hug",
  "chat",
  "map",
]);

/** "make" → "making", "run" → "running", "create" → "creating", "tie" → "tying". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith("ing")) return v;
  if (DOUBLING.has(v)) return `${v}${v.slice(-1)}ing`;
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v) || v.endsWith("ue")) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

/** Always a gerund phrase, so any template can hold it: "helping founders ship faster". */
export function findMission(text: string): string | undefined {
  const m = MISSION_RE.exec(text);
  if (!m) return undefined;
  const body = clipPhrase((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[6] ?? "").replace(/,.*$/, ""), 8, MISSION_STOP);
  const words = body.split(/\s+/);
  if (words.length < 2 || !clean(words)) return undefined;
  if (m[5]) return `${gerund(m[5].replace(/(?:ies|es|s)$/i, (e) => (e.toLowerCase() === "ies" ? "y" : "")))} ${body}`;
  if (m[3] || m[4]) return [gerund(words[0] ?? ""), ...words.slice(1)].join(" ");
  return `helping ${body}`;
}

// prettier-ignore
const OFFER_VERBS: Record<string, string | undefined> = {
  make: undefined, makes: undefined, sell: undefined, sells: undefined, bake: "baker", bakes: "baker", craft: undefined,
  crafts: undefined, brew: undefined, brews: undefined, roast: undefined, roasts: undefined, design: "designer",
  designs: "designer", build: undefined, builds: undefined, teach: "teacher", teaches: "teacher", shoot: undefined,
  shoots: undefined, write: "writer", writes: "writer", cook: "cook", cooks: "cook", grow: undefined,
  grows: undefined, paint: "painter", paints: "painter", stitch: undefined, stitches: undefined, create: undefined,
  creates: undefined, serve: undefined, serves: undefined, offer: undefined, offers: undefined, deliver: undefined,
  delivers: undefined, sew: undefined, knit: "knitter", code: undefined, draw: undefined, draws: undefined,
  capture: undefined, captures: undefined, film: undefined, films: undefined, host: undefined, hosts: undefined,
  review: undefined, reviews: undefined, curate: undefined, curates: undefined, restore: undefined,
};
const OFFER_RE = new RegExp(
  String.raw`\b(?:i|we|i also|we also)\s+(${Object.keys(OFFER_VERBS).join("|")})\s+((?:[^.;!?\n,|•()]|(?<=\d)[,.](?=\d)){3,60})`,
  "giu",
);
// "… and specialise in wig installs and bridal hair": what the person is known for is what they offer.
const SPECIALISE_RE = /\bspeciali[sz](?:e|es|ing)\s+in\s+((?:[^.;!?\n,|•()]){3,60})/giu;
const ON_PLATFORM =
  /^\S*\s+on\s+(YouTube|Twitch|TikTok|Instagram|Substack|Etsy|Spotify|Patreon|Kick|youtube|twitch|tiktok|instagram|substack|etsy|spotify|patreon)\b/;
const OFFER_STOP = /^(?:but|in|at|from|since|with|for|every|on|across|i|we|my|our|en|con|para|desde)$/i;
// Cutting at these would leave half an idea ("brands impossible" from "brands impossible to ignore").
const OFFER_BREAK = /^(?:to|that|which|who|whom|because|while|so|than|like|as)$/i;
const SECOND_VERB = new RegExp(
  String.raw`\s+(?:n|and|&|\+)\s+(do|take|takes|${Object.keys(OFFER_VERBS).join("|")})\s+(?=\p{L})`,
  "iu",
);
const COUNTED = /^(?:(?:around|about|over|nearly|almost|roughly|up\s+to|more\s+than|\+)\s*)?\d/i;
const GERUND_RE =
  /\b(?:making|baking|selling|crafting|brewing|roasting|creating|building|designing|serving|shooting|writing|teaching|stitching|growing|curating|hand-?making)\s+((?:[^.;!?\n,|•()]|(?<=\d)[,.](?=\d)){3,60})/giu;

/** `gerunds`: also read "making X" / "baking X" (a brand describing itself, not a hobby). */
export function findOffers(text: string, { gerunds = false } = {}): { offers: string[]; impliedRoles: string[] } {
  const offers: string[] = [];
  const impliedRoles: string[] = [];
  // "Now I also teach weekend workshops": a side activity offers something but names no role.
  const found: [string, string, boolean][] = [...text.matchAll(OFFER_RE)].map((m) => [
    m[1] ?? "",
    m[2] ?? "",
    /^(?:i|we)\s+also\b/i.test(m[0]),
  ]);
  // "i draw ocs n do commissions": a second verb after "and" ("n", "&") starts a second offer.
  for (const entry of [...found]) {
    const [, body] = entry;
    const second = SECOND_VERB.exec(body);
    if (!second) continue;
    entry[1] = body.slice(0, second.index);
    found.push([second[1] ?? "", body.slice(second.index + second[0].length), entry[2]]);
  }
  for (const m of text.matchAll(SPECIALISE_RE)) found.push(["specialise", m[1] ?? "", false]);
  if (gerunds)
    for (const m of text.matchAll(GERUND_RE)) {
      // "the Canadian Brewing Awards": a word of a name, not what the brand does.
      if (/^\p{Lu}/u.test(m[0]) && /\p{Lu}[\p{L}'’-]*\s+$/u.test(text.slice(0, m.index))) continue;
      found.push(["", m[1] ?? "", false]);
    }
  for (const [verbRaw, body, aside] of found) {
    const verb = verbRaw.toLowerCase();
    const head = body.trim().split(/\s+/);
    const stopAt = head.findIndex((w) => OFFER_STOP.test(w));
    const breakAt = head.findIndex((w) => OFFER_BREAK.test(w));
    if (breakAt >= 0 && (stopAt < 0 || breakAt < stopAt)) continue;
    const phrase = clipPhrase(body, 5, OFFER_STOP).replace(/^(?:a|an|the|some|my|our|really|amazing|the best)\s+/i, "");
    const words = phrase.split(/\s+/);
    // "we host around 5,000 campers a year": a count of people or things is a proof, not a product.
    if (COUNTED.test(phrase)) continue;
    // "We host 'Two Nurses, One Mic'" cut at its comma: half a name in quotes is no product.
    if (opensQuoteOnly(phrase)) continue;
    if (
      phrase.length < 3 ||
      !clean(words) ||
      STOPWORDS.has(fold(words[0] ?? "")) ||
      /^(?:and|&)$/i.test(words[words.length - 1] ?? "")
    )
      continue;
    // "poetry and volunteer" (from "I write poetry and volunteer at…"): a lone word after
    // "and" is usually the next verb, not a second product.
    const parts = phrase.replace(/\s+(?:and|&)$/i, "").split(/\s+(?:and|&)\s+/i);
    const last = parts[parts.length - 1] ?? "";
    const kept =
      parts.length > 1 && !last.includes(" ") && !isLexiconWord(fold(last))
        ? parts.slice(0, -1).join(" and ")
        : parts.join(" and ");
    // "cooking videos on YouTube": where the work lives is part of it.
    const on = ON_PLATFORM.exec(body.slice(body.indexOf(phrase.split(/\s+/).pop() ?? "") + 1));
    offers.push(on && !/\s(?:and|&)\s/.test(kept) ? `${kept} on ${withPlatformCase(on[1] ?? "")}` : kept);
    const role = aside ? undefined : OFFER_VERBS[verb];
    if (role) impliedRoles.push(role);
  }
  return { offers: dedupe(offers), impliedRoles: dedupe(impliedRoles) };
}

const MOTTO_RE =
  /\b(?:motto|mantra|philosophy|tagline|lema|life rule)\s*(?:is|:|-|–)?\s*["“'‘]?([^"”'’\n.!?]{4,60})|\b(?:living by|i live by|believe in)\s+["“'‘]([^"”'’\n]{4,60})["”'’]/i;
const QUOTED = /["“]([^"”\n]{4,60})["”]/;

export function findMotto(text: string): string | undefined {
  const m = MOTTO_RE.exec(text) ?? QUOTED.exec(text);
  if (!m) return undefined;
  const motto = (m[1] ?? m[2] ?? "").trim().replace(/[,:;–—-]+$/, "");
  const words = motto.split(/\s+/);
  if (words.length < 2 || words.length > 9 || !clean(words)) return undefined;
  return capitalise(motto);
}

const DESCRIPTOR_RE =
  /\b((?:[\p{L}'-]+\s)?[\p{L}'-]+)\s(addict|lover|enthusiast|junkie|nerd|geek|fanatic|snob|hoarder|collector|mom|mum|mama|dad|parent|buff|freak|fiend|whisperer|chaser|connoisseur|obsessive|fangirl|fanboy|lover|aficionado|wali|wala)\b/giu;
// prettier-ignore
const DESCRIPTOR_DROP = new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "total",
  "huge",
  "big",
  "massive",
  "complete",
  "full",
  "typical",
  "proper",
  "also",
  "and",
  "or",
  "just",
  "ek",
  "i'm",
  "im",
]);

export function findDescriptors(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DESCRIPTOR_RE)) {
    // "started Mama Tess's Grill": the word opens a name in capitals.
    if (/^\p{Lu}/u.test(m[2] ?? "") && /^\s+\p{Lu}/u.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    // "Ada's mum", "I thought my dad would…": somebody else's.
    if (/['’]s$|(?:^|\s)(?:my|our|his|her|their|your)$/iu.test(m[1] ?? "")) continue;
    const lead = (m[1] ?? "").split(/\s+/).filter((w) => !DESCRIPTOR_DROP.has(fold(w)));
    if (lead.length === 0 || STOPWORDS.has(fold(lead[lead.length - 1] ?? ""))) continue;
    const words = [...lead, m[2] ?? ""];
    if (!clean(words)) continue;
    out.push(words.join(" ").toLowerCase());
  }
  return dedupe(out);
}

// "St. John's", "Mt. Isa", "Ft. Worth": a place's short first word keeps its point.
const PLACE_SHORT_FORMS = String.raw`St|Ste|Mt|Ft`;
const PLACE_SHORT_FORM = String.raw`(?:(?:${PLACE_SHORT_FORMS})\.\s)?`;
// Lowercase words that join the parts of one place name: "Newcastle upon Tyne", "São José dos
// Campos", "Castellón de la Plana". ("on" is left out: "Leeds on Sundays" is not a place.)
const JOINING_WORDS = ["upon", "of", "de", "da", "do", "dos", "das", "del", "du", "la", "sur", "am", "es"];
const JOINED = String.raw`(?:(?:${JOINING_WORDS.join("|")}) ){0,2}`;
// "in the Lake District", "based in the Cotswolds": "the" before a region named by its land.
const REGION_WORDS = String.raw`District|Highlands|Valley|Alps|Coast|Islands|Isles|Hills|Lakes|Mountains|Peninsula|Cotswolds|Dales|Midlands|Riviera|Outback|Rockies|Andes|Himalayas|Caribbean|Netherlands|Philippines|Gambia|Bahamas|Balkans|Algarve|Hague|Fens|Broads|Borders`;
const THE_REGION = String.raw`(?:the\s+(?=(?:[\p{Lu}][\p{Ll}'’-]+\s+){0,2}(?:${REGION_WORDS})(?![\p{L}])))?`;
const SHORT_FORM_WORD = new RegExp(String.raw`^(?:${PLACE_SHORT_FORMS})\.$`);
const PLACE_CUE = new RegExp(
  String.raw`(?:\b(?:based in|based out of|living in|live in|lives in|(?:[Ll]iving|[Ll]ives|[Bb]ased|[Ss]ettled) on(?: the)?|located in|moved to|[Mm]ov(?:ed|ing) (?:back |out |down |up |over )?(?:home )?to|(?:[Mm]oved|[Rr]elocated|[Cc]ame(?: back)?) (?:here |back )?from \p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2} to|[Mm]oved (?:the|my|our) (?:${MOVED_THINGS}|whole life) to|[Rr]elocated to|[Rr]eturned (?:home )?to|[Cc]ame (?:back|home) to|[Ww]ent (?:back|home) to|[Ss]ettled in|(?:[Vv]illage|[Tt]own|[Hh]amlet|[Ss]uburb|[Ii]sland) called|born in|raised in|born and raised in|hometown(?: of)?|[Hh]ome is|from|(?:(?:[Nn]orth|[Ss]outh|[Ee]ast|[Ww]est)(?:ern)?\s+(?:side|end|edge|tip)|(?:(?:[Nn]orth|[Ss]outh|[Ee]ast|[Ww]est)(?:ern)?\s+)?(?:shore|coast|outskirts|heart|suburbs|old\s+town|old\s+city|centre|center|historic\s+(?:centre|center|quarter)))\s+of|vivo en|vivo em|moro em|desde|depuis|kutoka|dari|soy de|wohne in|lebe in|j'habite à|j’habite à|(?:[Ff]ind|[Vv]isit)\s+us\s+(?:in|at)|[Cc]ome\s+(?:see|visit)\s+us\s+(?:in|at))\s+|📍\s*)${THE_REGION}(${PLACE_SHORT_FORM}[\p{Lu}][\p{L}'’-]+(?: ${JOINED}[\p{Lu}][\p{L}'’-]+){0,2})`,
  "gu",
);
const NOT_PLACES = new Set(
  "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december english hindi spanish tamil telugu kannada marathi bengali gujarati punjabi urdu french german scratch home work school college office day today now then there here".split(
    " ",
  ),
);

// "a shoe-making workshop in Aba.", "a GP outside Aberdeen", "lessons near Ghent or online", "a physio in Bristol treating runners",
// "a hot sauce company out of Austin", "a shop in Whitby in 1979", "enfermeira em Recife",
// "abogada en Medellín": a capitalised name after in / outside / near / around / out of (or
// "in" in Portuguese, Spanish, French or Indonesian), closing its clause, is where the person works, unless the words
// before say it is a subject ("degree in Economics", "fluent in Hausa").
const LOOSE_PLACE_CUE = new RegExp(
  String.raw`(?<![\p{L}-])(?<=([\p{L}\p{N}]+),?\s)(?:in|outside|near|around|above|out\s+of|em|en|à|dans|di|ở|tại)\s+${THE_REGION}(${PLACE_SHORT_FORM}[\p{Lu}][\p{Ll}'’-]+(?:-[\p{Lu}][\p{Ll}'’-]*)*(?: ${JOINED}[\p{Lu}][\p{Ll}'’-]+){0,2}(?:\s(?:${REGION_CODE_PATTERN}))?)(?=\s*(?:$|[.,;:!?|\n)—–]|-\s|\s(?:for|since|and|or|with|where|who|which|but|to|on|at|near|by|every|this|last|back|after|before|during|until|when|while|because|called|named|under|that|city|town|now|in\s+(?:19|20)\d\d|in(?=\s+(?:(?:mid|north|south|east|west|central|northern|southern|eastern|western|rural|upstate|the)[\s-]+)?\p{Lu})|lol|lmao|haha|há|desde|hace|depuis|seit|tangu|\p{Ll}+ing)(?![\p{L}])))`,
  "gu",
);

// "a hospital trust in Leeds" is an employer's name ("trust in God" is a belief).
const A_BODY_TRUST =
  /\b(?:hospital|nhs|foundation|health|housing|charitable|national|land|community|care)\s+trust\s+$/i;
const NOT_BEFORE_PLACE =
  /^(?:degree|masters?|major|majoring|phd|bachelors?|diploma|course|courses|certified|certificate|interested|expert|specialist|specialising|specializing|fluent|skilled|classes|lessons|taught|teach|teaching|tutor|tutoring|me|us|you|them|it|lost|believe|faith|trust|live|featured|published|seen|shortlisted|nominated|mentioned|appeared|quoted|covered|interviewed|printed|listed|ranked|rosters?|compete|competing|competes|plays|playing|ranked|stream|streaming|streams)$/i;

// "main potter hoon Khurja se", "mai tutor hu, Nagpur mein": in a Hinglish description a
// capitalised name before "se" or "mein" is where the person is. "Dil se" is a feeling.
const HINDI_PLACE = /(?<![\p{L}])(\p{Lu}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})?)\s+(?:se|mein)(?![\p{L}])/gu;
const NOT_HINDI_PLACE = /^(?:dil|ghar|kaam|pyaar|pyar|mann|man|bachpan|shuru|dimag|school|college|office|main|mai)$/i;

function hindiPlaces(text: string): string[] {
  if (!/\b(?:hoon|hu|hun)\b/i.test(text)) return [];
  return [...text.matchAll(HINDI_PLACE)]
    .map((m) => m[1] ?? "")
    .filter((name) => !name.split(/\s+/).some((w) => NOT_HINDI_PLACE.test(w) || NOT_PLACES.has(fold(w))));
}

// "Physio student, Otago.", "zapatos de salsa hechos a mano — Cali", "… • Clarksdale, MS": a
// capitalised name that closes the first line (with its region after a comma) after a comma, a
// dash or a bar, and is no word the lexicon knows, is where the person is.
// "Dayton OH", "Mackay QLD": the state's short form written after the town is part of it.
const TRAILING_PLACE =
  /^[^\n.!?]*?(?:,|\s[—–-]|\s[|•·])\s*(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}(?:\s[A-Z]{2,3})?)(?:,\s*(?:[A-Z]{2,3}|\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?))?\s*(?:[.!]\s|[.!]?\s*(?:\n|$))/u;

/** A word that can be part of a place's name found without a cue of its own: no ordinary word. */
function placeWord(w: string): boolean {
  const f = fold(w);
  return !NOT_PLACES.has(f) && !STOPWORDS.has(f) && !META_WORDS.has(f) && !isLexiconWord(f) && !isBlockedWord(w);
}

function trailingPlace(text: string): string[] {
  const name = TRAILING_PLACE.exec(text)?.[1];
  const words = name?.split(/\s+/) ?? [];
  const town = isRegionCode(words.at(-1) ?? "") ? words.slice(0, -1) : words;
  return name &&
    town.length > 0 &&
    town.every(placeWord) &&
    words.slice(town.length).every((w) => w === w.toUpperCase())
    ? [name]
    : [];
}

// "based in coventry uk", "living in tromso 🌌": after a cue that can only lead to a place, a word
// written in lowercase is a town's name too, up to the end of its clause or a place the lexicon
// knows ("uk"). It is printed with its capital.
const LOWERCASE_PLACE_CUE =
  /(?<![\p{L}])(?:based\s+in|based\s+out\s+of|living\s+in|lives\s+in|located\s+in)\s+(\p{Ll}[\p{Ll}'’-]{2,}(?:\s\p{Ll}[\p{Ll}'’-]{2,})?)(?=\s*(?:$|[.,;!?|/\n)]|\s\p{Ll}{2,3}(?:\s*(?:$|[.,;!?|/\n)]|\s\p{Extended_Pictographic}))|\s*\p{Extended_Pictographic}))/gu;

// Words said of a place, or in its stead ("based in sunny brighton", "working remote"), which
// are no name of one.
const NOT_LOWERCASE_PLACE = new Set(
  "sunny rainy beautiful lovely gorgeous sleepy rural urban downtown central north south east west northern southern eastern western upstate coastal small big tiny little old historic remote online hope faith love peace denial chaos sin fear style harmony luxury comfort color colour bliss sweatpants pyjamas pajamas".split(
    " ",
  ),
);

function lowercasePlaces(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LOWERCASE_PLACE_CUE)) {
    const words = (m[1] ?? "").split(/\s+/);
    while (words.length > 1 && NOT_LOWERCASE_PLACE.has(words[0] ?? "")) words.shift();
    // "leith lol", "coventry uk": what follows the name is no part of it.
    while (words.length > 1 && !placeWord(words.at(-1) ?? "")) words.pop();
    if (words.some((w) => NOT_LOWERCASE_PLACE.has(w))) continue;
    if (words.every(placeWord)) out.push(titleCase(words.join(" ")));
  }
  return out;
}

// "Dog grooming van serving Bray and Greystones": every town of the list after "serving".
const PLACE_NAME = String.raw`\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,2}`;
const LIST_JOIN = String.raw`\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+`;
const SERVED_LIST = new RegExp(
  String.raw`\b(?:[Ss]erving|[Ss]ervicing|[Cc]overing)\s+(?:the\s+)?(${PLACE_NAME}(?:(?:${LIST_JOIN})${PLACE_NAME}){0,4})`,
  "gu",
);

function servedPlaces(text: string): string[] {
  return [...text.matchAll(SERVED_LIST)].flatMap((m) =>
    (m[1] ?? "").split(new RegExp(LIST_JOIN, "u")).filter((name) => name.split(/\s+/).every(placeWord)),
  );
}

const PLACE_ARTICLE = /^(?:El|La|Las|Los|Le|Les|Il|Lo|Al)$/;

// "22 villages in the Chitwan district", "farms in the Mbeya region": the place a district is named for.
const DISTRICT_OF =
  /\bin\s+the\s+(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)\s+(?:district|region|province|county|valley|municipality)\b/gu;

// "grupo de samba de roda de Cachoeira, Bahia", "tejedoras de Teotitlán, Oaxaca": after "de"
// (Portuguese, Spanish, French, Italian "from"), a name in capitals with a region the lexicon
// knows, or one closing the sentence, after its comma is a town.
const OF_TOWN =
  /(?<![\p{L}])(?:de|da|do|di|du|des)\s+(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?),\s+(\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+)?)/gu;
const townsOfRegions = (text: string): string[] =>
  [...text.matchAll(OF_TOWN)]
    .filter(
      (m) =>
        /^\s*(?:$|[.;!|\n])/.test(text.slice((m.index ?? 0) + m[0].length)) ||
        matchLexicon(m[2] ?? "").matches.some((x) => x.entry.kind === "place" && x.raw === m[2]),
    )
    .map((m) => m[1] ?? "");

// "a Łódź-based SaaS company", "Tromsø-based photographer": a name in capitals before "-based" is
// where the person works, unless it names what the work is made of ("Plant-based", "Cloud-based").
const NAME_BASED = /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’]*(?:\s\p{Lu}[\p{L}\p{M}'’]*){0,2})-based(?![\p{L}])/gu;
const BASED_ON_A_THING =
  /^(?:plant|evidence|science|research|community|faith|values?|skills?|project|team|data|cloud|web|browser|home|office|studio|commission|results?|performance|merit|trust|rules?|text|water|fact|story|gender|location|app|subscription|donation|appointment|referral|land|sea|nature|game|play|art|craft|music|movement|body|food|sugar|soy|rice|wheat|oat|milk|coconut|whole|grain|bean|fruit|veg|vegetable|insect|meat|fish|dairy|cash|card|crypto|blockchain|ai|gpu|cpu|pc|desktop|mobile|tablet|console|paper|pen|ink|acrylic|oil|watercolou?r|resin|clay|wood|metal|glass|stone|fabric|textile|fibre|fiber|yarn|wool|cotton|silk|leather)$/i;

// "WhatsApp-based", "Etsy-based", "Shopify-based": a platform or a brand is what the work runs on.
const PLATFORM = new RegExp(`^(?:${platformNames()})$`, "i");
const brandWord = (w: string) => /\p{Ll}\p{Lu}/u.test(w) || PLATFORM.test(w) || canonicalBrand.has(fold(w));

function nameBasedPlaces(text: string): string[] {
  if (!text.includes("-based")) return [];
  return [...text.matchAll(NAME_BASED)]
    .map((m) => m[1] ?? "")
    .filter((name) => {
      const words = name.split(/\s+/);
      if (words.some(brandWord)) return false;
      const known = matchLexicon(name).matches.some((x) => x.entry.kind === "place" && x.raw === name);
      return known || (!words.some((w) => BASED_ON_A_THING.test(fold(w))) && words.every(placeWord));
    });
}

export function findCuedPlaces(text: string): string[] {
  const out: string[] = [
    ...nameBasedPlaces(text),
    ...hindiPlaces(text),
    ...townsOfRegions(text),
    ...trailingPlace(text),
    ...lowercasePlaces(text),
    ...knownTownsInPlace(text),
    ...servedPlaces(text),
    ...[...text.matchAll(DISTRICT_OF)].map((m) => m[1] ?? ""),
  ];
  const loose = [...text.matchAll(LOOSE_PLACE_CUE)].filter(
    (m) => !NOT_BEFORE_PLACE.test(m[1] ?? "") || A_BODY_TRUST.test(text.slice(0, m.index)),
  );
  const named = [...[...text.matchAll(PLACE_CUE)].map((m) => m[1] ?? ""), ...loose.map((m) => m[2] ?? "")];
  for (const name of named) {
    const words = name.split(/\s+/);
    const kept: string[] = [];
    for (const [k, w] of words.entries()) {
      // "Hoi An", "Le Havre": a short word in capitals inside a name is part of it.
      const inName =
        (k > 0 &&
          ((/^\p{Lu}\p{Ll}{1,2}$/u.test(w) && STOPWORDS.has(fold(w))) ||
            // "upon" in "Newcastle upon Tyne": a joining word with more of the name after it.
            (JOINING_WORDS.includes(w) && k < words.length - 1))) ||
        // "El Paso", "La Paz", "Le Havre": an article in capitals opens the name it belongs to.
        (k === 0 && words.length > 1 && PLACE_ARTICLE.test(w));
      // "Edmond OK": the state's short form closes the name.
      const region = k > 0 && k === words.length - 1 && isRegionCode(w);
      if (
        !region &&
        (NOT_PLACES.has(fold(w)) || (STOPWORDS.has(fold(w)) && !inName) || META_WORDS.has(fold(w)) || isBlockedWord(w))
      )
        break;
      kept.push(SHORT_FORM_WORD.test(w) ? w : w.replace(/[.]+$/, ""));
    }
    if (kept.length > 0) out.push(kept.join(" "));
  }
  // "Newcastle" is read by more than one cue; "Newcastle upon Tyne" is the place.
  const all = dedupe(out);
  return all.filter((p) => !all.some((q) => q !== p && fold(q).startsWith(`${fold(p)} `)));
}
