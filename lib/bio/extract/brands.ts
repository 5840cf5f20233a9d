// Brands and names: the names a person gives their own shop, channel or show ("a shop called
// Petal & Stem", "we run Prairie Hardware"), the companies they work at ("SDE2 @ amazon"), and
// the ones they left ("ex-Flipkart").

import { isBlockedWord } from "../safety/blocklist";
import { KNOWN_BRANDS, PUBLICATIONS } from "./lexicon-orgs";
import { COMMON_WORDS, META_WORDS, STOPWORDS } from "./lexicon-words";
import { isLexiconWord, matchLexicon } from "./match-lexicon";
import { CLUB_NAME_AFTER, canonicalBrand, clipPhrase, dedupe, listPattern } from "./patterns-identity";
import { fold, titleCase } from "./tokenize";

const BRAND_RE = listPattern(KNOWN_BRANDS);
const PUBLICATION_SET = new Set(PUBLICATIONS.map(fold));

const OWN_BRAND =
  /\b(?:my|our)\s+(?:own\s+)?(?:brand|store|shop|studio|label|company|startup|podcast|channel|newsletter|blog|bakery|cafe|café|agency|business|band|boutique|page|venture|app|restaurant|kitchen)\s+(?:is\s+)?(?:called|named|is|,|:|-|–)?\s*["“']?([\p{L}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.+-]*){0,3})/giu;
const ROLE_OF =
  /\b(?:founder|co-?founder|ceo|cto|coo|owner|creator|host|editor|head|lead|director|partner)\s+(?:of|at|@)\s+([\p{L}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.+-]*){0,3})/giu;
const WORKS_AT =
  /\b(?:work|works|working|worked|intern|interning|job|employed|engineer|designer|developer|manager|analyst|consultant|lead|scientist|researcher|pm)\s+(?:at|for|with|@)\s+([\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+(?:of\s+(?:the\s+)?)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){0,2})/gu;
const EX_BRAND = /\bex[-\s]?([\p{Lu}][\p{L}\p{N}&'’.-]+(?:\s[\p{Lu}][\p{L}\p{N}&]+)?)/gu;
// "a cat named Biscuit" is not a brand: the name must follow a business noun.
const CALLED =
  /\b(?:brand|store|shop|studio|label|company|startup|podcast|channel|newsletter|blog|bakery|caf[eé]|agency|business|band|boutique|page|app|restaurant|kitchen|marca|tienda)\b[^.!?\n]{0,20}?\b(?:called|named|llamad[oa])\s+["“']?([\p{L}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.+-]*){0,3})/giu;
// "The channel is Leaf & Labour", "Shop name is Dar Jeld": the name, in capitals, after "is".
const VENTURE_NOUN = String.raw`(?:[Bb]rand|[Ss]tore|[Ss]hop|[Ss]tudio|[Ll]abel|[Cc]ompany|[Ss]tartup|[Pp]odcast|[Cc]hannel|[Nn]ewsletter|[Bb]log|[Bb]akery|[Cc]af[eé]|[Aa]gency|[Bb]usiness|[Bb]and|[Bb]outique|[Pp]age|[Rr]estaurant|[Kk]itchen|[Ss]how|[Ss]eries|[Ff]arm|[Ss]alon|[Zz]ine|[Dd]eli|[Rr]oastery|[Bb]istro|[Pp]atisserie|[Ww]orkshop|[Kk]iosk|[Ss]tall|[Cc]linic|[Gg]allery|[Bb]rewery|[Ww]inery|[Mm]agazine|[Aa]ccount|[Ww]ebcomic|[Cc]omic|[Mm]ixtape|[Gg]ame|[Cc]hoir|[Cc]lub|[Cc]rew|[Tt]roupe|[Cc]ollective)`;
const CAPITALISED_NAME = String.raw`(\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+(?:&\s+|and\s+|of\s+|the\s+|de\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){0,3})`;
const NAMED_IS = new RegExp(
  String.raw`\b${VENTURE_NOUN}(?:'s)?\s+(?:name\s+)?is\s+(?:called\s+)?["“']?${CAPITALISED_NAME}`,
  "gu",
);
// "Oxford Street Café is a tiny brunch spot in Hamilton", "Today Mistline Tea is a small organic tea
// estate": a name that opens a sentence about a place.
const NAME_IS_A = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:(?:Today|Now|Nowadays|These\s+days),?\s+)?["“']?${CAPITALISED_NAME}["”']?\s+(?:is|are)\s+(?:a|an|our|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:spot|caf[eé]|estate|lodge|winery|vineyard|distillery|guesthouse|homestay|hostel|inn|ranch|orchard|dairy|plantation|garden|coffee\s+shop|shop|bakery|store|studio|restaurant|bar|brewery|taproom|salon|farm|stall|cart|truck|boutique|brand|label|podcast|channel|band|agency|company|startup|business|kitchen|deli|gallery|clinic|academy|gym|pub|bistro|diner|workshop|nursery|kopitiam)\b`,
  "gu",
);
// "a shop called Petal & Stem", "a podcast named Night Shift": a name in capitals after "called"
// keeps its "&", as one given after "is" does.
const CALLED_NAME = new RegExp(
  String.raw`\b${VENTURE_NOUN}\b[^.!?\n]{0,20}?\b(?:called|named)\s+["“']?${CAPITALISED_NAME}`,
  "gu",
);
// "I opened a tiny omakase counter called Kōji": whatever the noun, what the person opened and
// named is theirs.
const OPENED_CALLED = new RegExp(
  String.raw`\b(?:opened|started|launched|founded|run|runs|own|owns)\s+(?:a|an|my|our)\s+(?:[\p{L}-]+\s+){1,3}?(?:called|named)\s+["“']?${CAPITALISED_NAME}`,
  "gu",
);
// "The Millbrook Colliery Band was founded by miners in 1889", "Farmacia Rinaldi has been in our
// family for four generations": a name that opens a sentence about its founding or its family.
const NAME_FOUNDED = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:The\s+)?["“']?${CAPITALISED_NAME}["”']?\s+(?:was\s+(?:founded|started|opened|set\s+up|established)|(?:began|started)\s+(?:in\s+(?:19|20)\d\d|as\b)|has\s+been\s+(?:in\s+(?:our|my|the)\s+family|family[\s-](?:run|owned)|open\s+since|serving)|opened\s+its\s+doors)\b`,
  "gu",
);

// "Our café, Kopi Kampung, roasts…", "the channel Olla Chica", "a podcast, Jollof Politics,":
// the name right after the business noun. After a comma it must close with one too (a name in
// apposition), so "our shop, Leeds" is no name; a place the lexicon knows never is.
const NAMED_AFTER = new RegExp(
  String.raw`\b(?:[Mm]y|[Oo]ur|[Tt]he|[Aa])\s+(?:own\s+)?(?:[\p{L}-]+\s+){0,2}?${VENTURE_NOUN}(?:\s+|\s*,\s*(?=[^,.!?\n]+,))["“']?${CAPITALISED_NAME}`,
  "gu",
);
// "I release folk-pop under the name Harbor Lights", "name is Kalamansi Tapes".
const UNDER_THE_NAME = new RegExp(
  String.raw`\b(?:under\s+the\s+(?:(?:old|same|new|family)\s+)?name,?|(?:^|[.!?,]\s*)[Nn]ame\s+(?:of\s+(?:the|our|my)\s+(?:place|shop|business|garage|company|restaurant|studio|farm|band|team)\s+)?is)\s+["“']?${CAPITALISED_NAME}`,
  "gu",
);

// "together we run Prairie Hardware on Main Street", "I own Blue Door Books", "we built Mwezi
// Bush Camp ourselves": a name of two or more capitalised words right after the verb of running it.
const RUN_NAME = new RegExp(
  String.raw`(?:\b(?:[Ww]e|I)\s+(?:(?:both|together|still|now|proudly)\s+)?(?:run|own|co-own|opened|re-?opened|founded|co-founded|started|built|launched|set\s+up)|\band\s+(?:started|founded|opened|launched|set\s+up)|\b[Rr]unning|\b[Bb]uilding)\s+["“']?(\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+(?:&\s+|and\s+|of\s+|the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){1,3})`,
  "gu",
);

// "Newsroom account for The Riverbend Courier", "the page of Hilltop Harriers": the name an account
// speaks for, of two or more capitalised words.
const ACCOUNT_FOR = new RegExp(
  String.raw`\b(?:[Aa]ccount|[Pp]age|[Hh]andle)\s+(?:for|of)\s+["“']?((?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+(?:&\s+|and\s+|of\s+|the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){1,3})`,
  "gu",
);

// "…set up a YouTube channel for me. It's called 'Nordic Allotment'": a name given in the sentence
// after the channel, shop or show it names.
const IT_IS_CALLED = new RegExp(
  String.raw`${VENTURE_NOUN}\b[^.!?\n]{0,80}[.!?]\s+(?:[Ii]t(?:'s|’s|\s+is)|[Ww]e(?:'re|’re|\s+are)|[Tt]hey(?:'re|’re|\s+are))\s+called\s+["“'‘]?${CAPITALISED_NAME}`,
  "gu",
);

// "the podcast team behind 'Pass the Mic'", "the two of us behind Lantern Loaves": the name a
// team stands behind.
const BEHIND_NAME = new RegExp(
  String.raw`\b(?:team|crew|duo|trio|people|folks|makers?|minds|faces|voices|us|we're|we\s+are)\s+behind\s+["“'‘]?${CAPITALISED_NAME}`,
  "gu",
);

// "Now Cae Mawr Farm runs a veg box scheme", "Today Kiln & Kettle employs six": at the end of a
// story, a name of two or more capitalised words doing what the business does.
const NOW_NAME = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:Now|Today|These\s+days),?\s+(\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+(?:&\s+|and\s+|of\s+|the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){1,3})\s+(?:runs|has|employs|makes|supplies|serves|grows|hosts|sells|ships|feeds|roasts|bakes|delivers|exports|trains|teaches|works\s+with)\b`,
  "gu",
);

// "We renamed it Beit Sitti", "we called it Salt & Tide": the name given to what the person runs.
const NAMED_IT = new RegExp(
  String.raw`\b(?:[Ww]e|I)\s+(?:re)?(?:named|called|christened|rebranded)\s+(?:it|the\s+(?:place|shop|business|restaurant|caf[eé]|bakery|farm|studio|band|podcast|channel))\s+(?:as\s+|to\s+)?["“'‘]?${CAPITALISED_NAME}`,
  "gu",
);

// "… and started Auntie Bea's Kitchen, a Ghanaian food truck", "opened our own place: Casa Lupe, a
// taquería", "turned the garage into Spoke & Chain, a workshop that…", "we host 'Two Mics', a
// podcast", "We're Pixel Moth, a four-person game studio": a name set off by a comma and said to be
// a business, after the verb that made it or the "we" it is.
const APPOSITION_NAME = new RegExp(
  String.raw`(?:\b(?:started|opened|launched|founded|co-founded|set\s+up|built|host|hosts|run|runs|record|publish|into|[Ww]e'?re|[Ww]e\s+are)\s+|\b(?:place|one|business)\s*:\s*)["“'‘]?${CAPITALISED_NAME}["”'’]?,\s+(?:a|an|our)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:${VENTURE_NOUN}|[Tt]ruck|[Cc]art|[Vv]an|[Ee]state|[Ss]pot|[Pp]lace|[Tt]aquer[ií]a|[Pp]izzeria|[Bb]ar|[Pp]ub|[Ss]chool|[Aa]cademy|[Cc]haracter|[Ww]ebsite|[Aa]pp|[Pp]latform|[Ss]ervice|[Cc]harity|[Nn]onprofit|[Cc]o-?op)s?\b`,
  "gu",
);

// "took over our dad's fish restaurant, O Farol, in Nazaré", "we run a tiny bakery, Crumb & Co,
// by the station": the name set off after the business it names.
const BUSINESS_THEN_NAME = new RegExp(
  String.raw`\b(?:took\s+over|run|runs|own|owns|opened|started|founded|inherited)\s+(?:(?:a|an|the|our|my)\s+)?(?:[\p{L}'’-]+\s+){0,3}?${VENTURE_NOUN},\s+["“'‘]?${CAPITALISED_NAME}["”'’]?,`,
  "gu",
);

// "I stream on Twitch as GrandMarshalKo", "on YouTube as The Frugal Fixer": the name a channel goes by.
const ON_PLATFORM_AS = new RegExp(
  String.raw`\bon\s+(?:Twitch|YouTube|Youtube|TikTok|Tiktok|Instagram|Kick|Substack|Patreon|Webtoon|Spotify)\s+as\s+["“']?(\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){0,3})`,
  "gu",
);
// "Podcast duo reviewing bad movies: Two Thumbs Sideways": a name in capitals closing the line
// after a colon, when the line opens with what it names.
// "Two sisters, one true-crime podcast: Cold Porch": the same with the noun right before the colon.
const NAME_AFTER_COLON = new RegExp(
  String.raw`(?:^\s*(?:\p{L}+\s+){0,1}${VENTURE_NOUN}\b[^:.!?\n]{0,60}|\b${VENTURE_NOUN}):\s*["“']?(\p{Lu}[\p{L}\p{N}'’&.+-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’&.+-]*){1,4})["”']?\s*$`,
  "gu",
);

// "bakery!!! cakes 'sugar rush by dimpho' gaborone": a name of two to five words in quotes, in a
// description of a business, opening its clause (not "my motto is '…'", not "people call it '…'").
const QUOTED_NAME =
  /(?<=(?:^|[.,;:!?|•(\n–—-]|\p{Extended_Pictographic}\uFE0F?)\s*)['"“‘]([\p{L}\p{N}][\p{L}\p{N}&'’.-]*(?:\s+[\p{L}\p{N}&][\p{L}\p{N}&'’.-]*){1,4})['"”’](?=[\s,.;:!?)]|$)/giu;
// ("debut scifi 'orbit of crows' comin 2025": the title of a book, a record or a show is a name too.)
const BUSINESS_WORDS =
  /\b(?:bakery|shop|store|brand|studio|caf[eé]|kitchen|label|boutique|salon|business|company|orders|stall|cakes|catering|novel|book|album|ep|mixtape|single|film|zine|comic|podcast|debut)\b/i;

// "debut scifi 'orbit of crows'", "my EP 'Salt Year'": a title in quotes after the kind of work.
const TITLED_WORK =
  /\b(?:novel|book|album|EP|ep|mixtape|single|film|zine|comic|debut(?:\s+\p{L}+)?)\s+['"“‘]([\p{L}\p{N}][\p{L}\p{N}&'’.-]*(?:\s+[\p{L}\p{N}&][\p{L}\p{N}&'’.-]*){1,5})['"”’](?=[\s,.;:!?)]|$)/gu;

/** A business's name given in quotes, whole ("sugar rush by dimpho"). */
function quotedNames(text: string): string[] {
  if (!BUSINESS_WORDS.test(text)) return [];
  return [...text.matchAll(QUOTED_NAME), ...text.matchAll(TITLED_WORK)]
    .map((m) => m[1] ?? "")
    .filter((name) => !name.split(/\s+/).some((w) => isBlockedWord(w) || META_WORDS.has(fold(w))));
}

// "etsy: WickAndWhim", "yt: DadOnDuty": a shop or channel name in joined capitals after its label.
const LABELLED_NAME =
  /\b(?:[Ee]tsy|[Ss]hop|[Ss]tore|[Dd]epop|[Vv]inted|[Yy][Tt]|[Yy]ou[Tt]ube|[Cc]hannel|[Pp]odcast)\s*:\s*([\p{Lu}][\p{Ll}\p{N}]+(?:[\p{Lu}][\p{Ll}\p{N}]*)+)(?![\p{L}\p{N}@.])/gu;

const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|weekends?|weekdays?)\b/i;
/**
 * A name right after the noun: not a day or a place, and of two words (or joined capitals) when
 * a comma sets it off.
 */
function plausibleAfterNoun(name: string, match: string): boolean {
  if (CALENDAR.test(name) || matchLexicon(name).matches.some((m) => m.entry.kind === "place")) return false;
  // "the account, SignWithSian,": a name in joined capitals is one word and still a name.
  return !/,/.test(match) || /\s/.test(name) || /["“']/.test(match) || /\p{Ll}\p{Lu}/u.test(name);
}

/** The names the person gives their own shop, channel or show. */
export function findOwnNames(text: string): string[] {
  const found: string[] = [];
  for (const re of [
    NAMED_IS,
    CALLED_NAME,
    OPENED_CALLED,
    NAME_IS_A,
    NAME_FOUNDED,
    NAMED_AFTER,
    UNDER_THE_NAME,
    LABELLED_NAME,
    RUN_NAME,
    NOW_NAME,
    ACCOUNT_FOR,
    BEHIND_NAME,
    IT_IS_CALLED,
    ON_PLATFORM_AS,
    NAME_AFTER_COLON,
    APPOSITION_NAME,
    NAMED_IT,
    BUSINESS_THEN_NAME,
  ]) {
    for (const m of text.matchAll(re)) {
      // The name as written, "&" and all ("Leaf & Labour"), up to the first lowercase word.
      const raw = (m[1] ?? "").split(/[.!?](?:\s|$)/)[0]?.replace(/[”"',]+$/, "") ?? "";
      const name = acceptBrand(raw, NAME_STOP);
      const afterNoun = re === NAMED_AFTER || re === RUN_NAME || re === BUSINESS_THEN_NAME;
      if (name && !(afterNoun && !plausibleAfterNoun(name, m[0]))) found.push(name);
    }
  }
  found.push(...quotedNames(text));
  // "We're Pixel Moth, a game studio. Our first game, Lantern Lane, …": the name said first is theirs.
  const at = (name: string) => text.indexOf(name);
  return dedupe(found)
    .sort((a, b) => at(a) - at(b))
    .map((name) => asQuoted(text, name));
}

const QUOTES: [string, string][] = [
  ["'", "'"],
  ['"', '"'],
  ["‘", "’"],
  ["“", "”"],
];

/** "'Cornfield Files'": a name the person wrote in quotes keeps them. */
function asQuoted(text: string, name: string): string {
  for (const [open, close] of QUOTES) {
    const quoted = `${open}${name}${close}`;
    if (text.includes(quoted)) return quoted;
  }
  return name;
}

// A name ends before a verb: "Paycheck Optional | has 31,000 readers".
const BRAND_STOP_WORDS = String.raw`and|in|where|which|that|since|for|with|from|who|but|,|based|to|by|on|at|since|because|y|en|con|de|has|have|had|is|was|are|were|hit|got|just|now`;
const BRAND_STOP = new RegExp(`^(?:${BRAND_STOP_WORDS}|&)$`, "i");
// A name the person gives in capitals keeps its "&" ("Leaf & Labour").
const NAME_STOP = new RegExp(`^(?:${BRAND_STOP_WORDS})$`, "i");

function acceptBrand(raw: string, stopAt: RegExp = BRAND_STOP): string | undefined {
  // "an app called Unstuck. Mostly I…": a name ends with its sentence.
  const sentence = raw.split(/[.!?](?:\s|$)/)[0] ?? "";
  const clipped = clipPhrase(sentence.replace(/[”"']+$/, ""), 4, stopAt);
  if (clipped.length < 2) return undefined;
  const words = clipped.split(/\s+/);
  const firstFold = fold(words[0] ?? "");
  // "The Riverbend Courier", "Le Makroudh", "Das Verlies": a capital article before a capitalised
  // word is part of the name.
  const namedThe =
    /^(?:The|Le|La|Les|El|Los|Las|Il|Lo|Al|Der|Die|Das|O|Os)$/.test(words[0] ?? "") && /^\p{Lu}/u.test(words[1] ?? "");
  if (
    !namedThe &&
    (STOPWORDS.has(firstFold) || ["a", "an", "the", "my", "our", "startup", "company", "brand"].includes(firstFold))
  )
    return undefined;
  if (words.some((w) => isBlockedWord(w) || META_WORDS.has(fold(w)))) return undefined;
  const known = canonicalBrand.get(fold(clipped));
  if (known) return known;
  return clipped === clipped.toLowerCase() ? titleCase(clipped) : clipped;
}

// "Our café lives in a railway station": straight after "our café", with no "called", "is" or
// colon before it, a name is written in capitals; a plain word there is the sentence going on.
// (In a description written all in lowercase, "my shop sunny bakes" may still be a name.)
function uncuedWord(match: string, name: string, text: string): boolean {
  const cue = match.slice(0, match.length - name.length);
  if (/(?:called|named|\bis|[,:–-])\s*["“']?\s*$/iu.test(cue) || /^[\p{Lu}\p{N}]/u.test(name)) return false;
  const first = fold(name.split(/\s+/)[0] ?? "");
  return text !== text.toLowerCase() || COMMON_WORDS.has(first) || STOPWORDS.has(first) || isLexiconWord(first);
}

export function findBrands(text: string): string[] {
  const found: string[] = [];
  found.push(...findOwnNames(text));
  for (const re of [OWN_BRAND, CALLED, ROLE_OF, WORKS_AT, EX_BRAND]) {
    for (const m of text.matchAll(re)) {
      if (re === OWN_BRAND && uncuedWord(m[0], m[1] ?? "", text)) continue;
      const brand = acceptBrand(m[1] ?? "");
      if (brand) found.push(brand);
    }
  }
  for (const m of text.matchAll(BRAND_RE)) {
    const name = canonicalBrand.get(fold(m[0]));
    // Short all-caps names ("EY", "UN", "WHO") only count when written in capitals.
    if (!name || (name.length <= 3 && m[0] !== name)) continue;
    // "boAt", "eBay": a name with capitals inside counts only as written ("boat engines" is no brand).
    if (/\p{Ll}\p{Lu}/u.test(name) && m[0] !== name && m[0] === m[0].toLowerCase()) continue;
    // "Featured on Netflix" is a credit, not an employer: achievements pick that up.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0);
    if (FEATURE_CUE.test(before)) continue;
    // "a reader group on Facebook", "sell on Etsy": a platform the person uses, not an employer.
    if (/\b(?:on|via|through)\s*$/i.test(before)) continue;
    // "apple orchard", "target market", "a postman": a company's name written as the plain word it also is
    // ("SDE2 @ amazon", "ex-apple" are the company).
    if (
      m[0] === m[0].toLowerCase() &&
      !WORKPLACE_BEFORE.test(before) &&
      (COMMON_WORDS.has(fold(m[0])) ||
        isLexiconWord(fold(m[0])) ||
        PLAIN_WORD_BRANDS.has(fold(m[0])) ||
        // "I was a postman": after "a", the plain word, not the company.
        /\b(?:a|an)\s+$/i.test(before))
    )
      continue;
    // "Apple Hill", "Amazon Basin", "Target Road": the name of a place, not the company.
    if (PLACE_AFTER_BRAND.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    // "the Google Developer Student Club" is a club, not an employer.
    if (/^\p{Lu}/u.test(m[0]) && CLUB_NAME_AFTER.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    found.push(name);
  }
  // "Petal" read by a cue that stops at "&" is the start of "Petal & Stem", not a second brand.
  const names = dedupe(found.filter((b) => !PUBLICATION_SET.has(fold(b))));
  return names.filter((b) => !names.some((o) => o !== b && fold(o).startsWith(`${fold(b)} `)));
}

const PLAIN_WORD_BRANDS = new Set([
  "apple",
  "target",
  "shell",
  "gap",
  "next",
  "orange",
  "amazon",
  "subway",
  "dove",
  "mars",
  "tesco",
]);
const WORKPLACE_BEFORE = /(?:@|\bat|\bfor|\bwith|\bex-?|\bjoined|\bjoining|\bleft)\s*$/i;
const PLACE_AFTER_BRAND =
  /^\s+(?:Hill|Hills|Valley|Street|St|Road|Rd|Lane|Park|Bay|Island|Lake|Mountain|River|Creek|Beach|Point|Springs|County|Avenue|Basin|Square|Heights)(?![\p{L}])/u;
const FEATURE_CUE = /\b(?:featured|seen|appeared|spoke|speaker|published|wrote|written|covered)\b[^.,;]*$/i;

export function findExBrands(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bex[-\s]?([\p{L}][\p{L}\p{N}&'’.-]+)/giu)) {
    const name = canonicalBrand.get(fold((m[1] ?? "").replace(/[.'’-]+$/, "")));
    if (name) out.push(name);
  }
  return dedupe(out);
}
