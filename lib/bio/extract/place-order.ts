import { asciiCaseBlindAt, endsInsideWord, escapeRegExp, fold, isCaseBlindAscii } from "./tokenize";
import { currentSentence, saidIn, withoutOthersNow } from "./current";
import { KIN, KIN_NOUN, namesSomeoneElse } from "./kin";

// Where the person is now comes first, so a bio's 📍 says it. A long life story names many
// places: "originally from Battambang, studied in Melbourne … now I run a clinic in Phnom Penh".

// ("worked in IT support in Bucharest": a field in capitals is no place, the town after it is.)
const NAME = String.raw`((?!(?:IT|HR|PR|QA|UX|UI|AI|ML|VR|AR|PE|TV|F&B|R&D)\b)\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2})`;
// "Moved from Seoul to Vancouver", "came back from studying in London", "originally from Cork", "grew up in Lagos", "after ten years
// as a chef in Doha": a place the person has left goes behind the others.
// The words of moving away ("moved here from", "originally from", "left") and of where someone
// began ("born and raised in", "grew up in"), shared by the cues below.
const MOVED_FROM = String.raw`(?:[Mm]oved|[Rr]elocated|[Mm]oving|[Cc]ame)\s+(?:here\s+|back\s+|home\s+|away\s+)?from`;
const WENT_AWAY = String.raw`[Oo]riginally\s+from|[Uu]sed\s+to\s+live\s+in|[Ll]eft`;
const BORN_IN = String.raw`[Bb]orn\s+(?:and\s+raised\s+)?in|[Gg]rew\s+up\s+(?:in|on|near|outside)`;
const PAST_PLACE_CUE = new RegExp(
  String.raw`\b(?:${MOVED_FROM}(?:\s+\p{Ll}+ing\s+(?:in|at))?|${WENT_AWAY}|${BORN_IN}|[Ff]irst\s+in|[Aa]fter\s+[^.!?\n,;]{0,50}?\bin|(?:[Ss]tudied|[Dd]id\s+(?:my|a|an|his|her|our)|(?<![Ii]t\s|[Tt]hat\s|[Ii]t's\s)[Ww]as\s+an?|[Ss]pent|[Uu]sed\s+to|[Ss]tarted(?:\s+out)?\s+(?:as|at|with)|[Tt]rained|[Qq]ualified|[Tt]aught|[Rr]aised\s+(?:\p{Ll}+\s+)?by|[Ww]ent\s+to\s+(?:college|uni|university|school|grad\s+school|high\s+school)|[Ll]eft\s+(?:my|a|an|the|our)\s+(?:\p{Ll}+\s+)?(?:job|post|career|role|position)|(?<!(?:I've|I\s+have|have|has|had)\s+)[Ww]orked)\b[^.!?\n,;]{0,50}?\bin)\s+${NAME}`,
  "gu",
);
// "Now I'm the country director … in Phnom Penh", "these days based in Porto", "moved to
// Essaouira", "came back to Kandy", "opened my own salon in Surulere", "now film from Arequipa":
// the place the story ends in goes first, and of two such places the one said last ("moved back
// to Peru and now film from Arequipa").
/** What a person moves with them ("moved the company to Eldoret"): the move is theirs. */
export const MOVED_THINGS =
  "family|kids|business|company|team|office|shop|studio|workshop|restaurant|bakery|salon|clinic|practice|farm";
const NOW_PLACE_CUE = new RegExp(
  String.raw`\b(?:(?:[Nn]ow|[Cc]urrently|[Tt]hese\s+days|[Nn]owadays|[Rr]ight\s+now|[Tt]oday)\b[^.!?\n]{0,80}?\b(?:in|at|near|from|based\s+in|living\s+in|out\s+of)|(?:[Mm]ov(?:ed|ing)|[Rr]elocat(?:ed|ing)|[Cc]ame\s+back|[Cc]ame\s+home|[Ww]ent\s+back|[Ww]ent\s+home|[Rr]eturned|[Ss]ettled|[Rr]etired)\s+(?:back\s+|out\s+|down\s+|up\s+|over\s+)?(?:home\s+)?(?:to|in)(?:\s+(?:my|our|his|her)\s+home\s?town\s+of)?|[Cc]ame\s+(?:back\s+)?home\b(?!\s+to\b)[^.!?\n]{0,60}?\bin|(?:[Oo]pened|[Ll]aunched|[Ff]ounded|[Ss]tarted)\s+(?:my|our)\s+own\b[^.!?\n]{0,30}?\b(?:in|at)|(?:[Mm]oved|[Rr]elocated|[Cc]ame(?:\s+back)?)\s+(?:here\s+|back\s+)?from\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2}\s+to|[Mm]oved\s+(?:the|my|our)\s+(?:${MOVED_THINGS})\s+to|[Mm]oved\s+to\s+an?\s+[^.!?\n,;]{0,30}?\b(?:in|outside|near|above)|(?:[Ww]e'?re|[Ww]e\s+are|I'?m|I\s+am)\s+(?:now\s+|still\s+)?(?:based\s+)?in)\s+${NAME}`,
  "gu",
);

// "I was a schoolteacher in Buenos Aires until 2016", "moved to Riyadh for five years": a place
// the story puts an end on.
const UNTIL_PLACE = new RegExp(
  String.raw`\b(?:in\s+${NAME}\s+(?:until|till|up\s+to)\s+(?:19|20)\d\d\b|[Mm]oved\s+to\s+${NAME}\s+for\s+(?:(?:another|a\s+further|nearly|almost|about)\s+)?(?:a\s+few|a\s+couple\s+of|\w+)\s+(?:more\s+)?(?:years?|months?)\b)`,
  "gu",
);
// "Looking for internships in Korea", "heading to Tashkent next month": where the person hopes
// to be, said after where they are.
const GOAL_PLACE_CUE = new RegExp(
  String.raw`\b(?:[Ll]ooking\s+for|[Hh]eading|[Mm]oving|[Pp]lanning|[Hh]oping|[Aa]pplying|[Oo]pen\s+to)\b[^.!?\n;]{0,40}?\b(?:in|to)\s+(?:the\s+)?${NAME}`,
  "gu",
);

// "Moved to Texas in 2004", "came back to Poland in 2016", "moved to Los Angeles when I was
// fourteen": a move with its year is a past event, and a place said with "in" elsewhere ("a
// catering company in Houston", "based in Kraków") is where the story is now.
const DATED_MOVE = new RegExp(
  String.raw`\b(?:[Mm]oved|[Rr]elocated|[Cc]ame\s+(?:back|home)|[Ww]ent\s+back|[Rr]eturned)\s+(?:back\s+|over\s+|out\s+)?(?:home\s+)?to\s+${NAME}\s+(?:(?:back\s+)?in\s+(?:19|20)\d\d\b|when\s+(?:I|we)\s+(?:was|were)\b|as\s+a\s+(?:kid|child|teen))`,
  "gu",
);

// "Moved here from Leeds", "originally from Cork", "left Dubai": a place the person went away from.
const AWAY_CUE = new RegExp(String.raw`\b(?:${MOVED_FROM}|${WENT_AWAY})\s+${NAME}`, "gu");

// "We started in a garage in Akureyri in 2016", "began in Leeds in 2009": where the story
// began, in a year gone by. ("My aunt started this pharmacy in Kumasi in 1990" is where it still is.)
const STARTED_IN = new RegExp(
  String.raw`\b(?:[Ss]tarted|[Bb]egan|[Ff]ormed)\s+(?:out\s+)?(?:(?:as\s+[^.!?\n,;]{1,30}?|in\s+an?\s+[\p{Ll}\s-]{1,24}?)\s+)?in\s+${NAME}(?=,?\s+(?:in|back\s+in)\s+(?:19|20)\d\d\b)`,
  "gu",
);

// "I did my bachelor's in Bangkok and a master's in Heidelberg": every degree of a sentence
// about studies done is behind the person.
const DEGREE_IN = new RegExp(
  String.raw`\b(?:master['’]?s|masters|bachelor['’]?s|undergrad(?:uate)?|degree|mba|msc|bsc|phd)\s+in\s+${NAME}`,
  "gu",
);
const STUDIES_DONE = /\b(?:did|finished|completed|graduated|before)\b/i;
const pastDegreePlaces = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => STUDIES_DONE.test(sentence))
    .flatMap((sentence) => cued(sentence, DEGREE_IN));

// "… in Birmingham, moved to Cork in 2019": a place before a move in the same sentence.
const MOVED_AFTER = new RegExp(
  String.raw`\bin\s+${NAME}(?=[^.!?\n]{0,60}?\b(?:moved|relocated|came)\s+(?:back\s+|over\s+|out\s+)?to\b)`,
  "gu",
);

// "I lived in Paris for a decade" (not "I've lived in"): a place of the past, which a dated move
// away from it does not give way to.
const LIVED_BEFORE = new RegExp(String.raw`(?<!(?:'ve|have|has)\s+)\b[Ll]ived\s+in\s+${NAME}`, "gu");

// "… in Chicago, where I've lived for the past decade": home, said after the place.
const LIVED_HERE = new RegExp(
  String.raw`${NAME},?\s+where\s+(?:I|we)(?:'ve|\s+have)?\s+(?:(?:now\s+)?live|lived|been\s+(?:living|based))\b`,
  "gu",
);

// "Our son lives in Calgary", "my sister went to Bologna", "my parents still run a farm in Tipperary", "my grandmother opened
// a bakery in Fargo", "my cousin Darlene, who's a paralegal in Toledo": where somebody else is.
// ("My aunt started this pharmacy in Kumasi … now I run it": this pharmacy is theirs too.)
const OTHERS_PLACE = new RegExp(
  String.raw`${KIN}\s*,?\s+(?:who(?:'s|’s|\s+is|\s+was)|(?:who\s+)?(?:still\s+|now\s+|both\s+|all\s+)?(?:lives?|lived|is|are|was|were|moved|went|goes|settled|emigrated|relocated|works?|worked|run|runs|ran|opened|started|owned|owns|left|quit|stud(?:y|ies|ied)|teach(?:es)?|taught|drove|drives|plays|played|coaches|coached|serves|served))\b(?:\s+(?!(?:this|our|my)\b)[\p{L}-]+){0,6}?\s+(?:in|to|between|near|outside)\s+${NAME}`,
  "gu",
);

// "a film about my grandmother's village in Corsica": a place of theirs a work is about. ("We
// started out of our parents' kitchen in Daly City", "work at my uncle's garage in Detroit": the
// person was there too.)
const KINS_THING_IN = new RegExp(
  String.raw`\babout\s+(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+${KIN_NOUN}['’]s?\s+(?:[\p{L}-]+\s+){0,2}?(?:in|near|outside|on)\s+${NAME}`,
  "gu",
);

// "our founder, a retired nurse from Kathmandu", "my husband, a Glaswegian from Govan": where
// somebody the person names is from.
const NAMED_OTHER_FROM = new RegExp(
  String.raw`\b(?:[Oo]ur|[Mm]y)\s+(?:founder|co-?founder|boss|manager|mentor|coach|teacher|${KIN_NOUN})\s*,\s*(?:an?\s+|the\s+)?[^,.;!?\n]{0,40}?\b(?:from|in)\s+${NAME}`,
  "gu",
);
// "Ahmed had been a mechanic in Sfax", "Kemi later worked as a pharmacist in Abuja": where a
// person the story names is, when the person speaks as "I" or "we". (Only verbs said of people:
// "Forge is in Ruhpolding" is where the forge is.)
const NAMED_PERSON_IN = new RegExp(
  String.raw`\b(\p{Lu}\p{Ll}+)\s+(?:later\s+|still\s+|now\s+)?(?:had\s+been|has\s+been|worked|works|lived|lives|grew\s+up|trained|studied)\b[^.;!?\n]{0,40}?\s(?:in|near|outside)\s+${NAME}`,
  "gu",
);
const namedPeoplesPlaces = (text: string): string[] =>
  [...text.matchAll(NAMED_PERSON_IN)].filter((m) => namesSomeoneElse(m[1] ?? "", text)).map((m) => fold(m[2] ?? ""));

// "mostly people in Canada and Finland", "customers from Oslo": where an audience is, each place
// of a pair.
const AUDIENCE = String.raw`\b(?:people|viewers|subscribers|followers|readers|listeners|fans|customers|clients|buyers|audience|students|artists|illustrators|writers|roasters|importers|distributors|retailers|cooks|chefs|restaurants|caf[eé]s|shops|stores|bakeries|hotels|schools|families|brands|businesses|(?:fan\s+)?mail|letters|messages|orders|visitors|guests|tourists)\s+(?:(?:mostly|mainly|largely|all|who\s+live|living|based)\s+){0,2}(?:in|from|across)\s+`;
const AUDIENCE_IN = new RegExp(String.raw`${AUDIENCE}${NAME}`, "gu");
// "a newsroom covering city hall and schools in Flint": what a team covers is where it works.
const COVERING = /\b(?:covering|serving|reporting\s+on)\b[^.!?\n]{0,40}$/i;
// "Accountant for freelancers and small businesses in Brighton": the people a service is for, in a
// town, are where it works.
// ("Half our work is for artists in Santiago" says where the work goes, not where the shop is.)
const SERVED_FOR = /(?<!\b(?:is|are|was|were|goes|went|mostly|mainly|all)\s+)\bfor\s+(?:[\p{L}&'’-]+,?\s+){0,5}$/iu;
// "a nonprofit running boat schools in Sirajganj", "we own two cafés in Leith": places the person
// runs are theirs, not an audience's.
const RUNS =
  /\b(?:run|runs|running|own|owns|owning|opened|operate|operates|operating|manage|manages|managing)\s+(?:[\p{L}\d-]+\s+){0,3}$|\b(?:our|my)\s+(?:[\p{L}\d-]+\s+)?$/iu;
const audienceSaid = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].filter((m) => {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 50), m.index);
    const clause = before.split(/[.!?\n]/).pop() ?? "";
    return !COVERING.test(before) && !SERVED_FOR.test(clause) && !RUNS.test(clause);
  });
const audienceIn = (text: string) => audienceSaid(text, AUDIENCE_IN).map((m) => fold(m[1] ?? ""));
// "… to home cooks and small restaurants in India, the UK and Germany": every place of the list.
const PLACE_WORDS = String.raw`(?:the\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2}`;
const AUDIENCE_LIST = new RegExp(
  String.raw`${AUDIENCE}(${PLACE_WORDS}(?:\s*(?:,|,?\s+and|&)\s+${PLACE_WORDS}){1,5})`,
  "gu",
);
const audienceList = (text: string) =>
  audienceSaid(text, AUDIENCE_LIST).flatMap((m) =>
    (m[1] ?? "").split(/\s*(?:,|\band\b|&)\s*/u).map((p) => fold(p.replace(/^the\s+/i, "").trim())),
  );
const AUDIENCE_SECOND = new RegExp(
  String.raw`${AUDIENCE}\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+)?\s*(?:,|and|&)\s+${NAME}`,
  "gu",
);
// The words for a person's own place of work ("our bakery in Leith"), and with the ones a
// business is said to be in ("a food truck in Tucson"), shared by the cues below.
const SHOP = String.raw`(?:shop|store|studio|bakery|caf[eé]|restaurant|salon|clinic|practice|farm|gallery|workshop|brewery|roastery|bar|pub|gym|stall|kitchen|boutique|bookshop|bookstore|deli|parlour|parlor|nursery|surgery|business|company)`;
const WORKPLACE = String.raw`(?:${SHOP}|truck|van|cart|firm|agency|camp|lodge|hotel|guesthouse|garage|factory|office)`;
// "a food truck in Tucson", "a catering company in Houston": where a business is. ("An open mic at
// a bar in Westlands" is where it meets.)
const BUSINESS_IN = new RegExp(
  String.raw`(?<!\b(?:at|from|to)\s)\b(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur)\s+(?:[\p{L}-]+\s+){0,3}?(?:${WORKPLACE})\s+(?:in|based\s+in)\s+${NAME}`,
  "gu",
);
// "performed at a TEDx in Kigali", "spoke at a conference in Lisbon": a town visited for an
// event, not where the person is.
const EVENT_IN = new RegExp(
  String.raw`\b(?:at|for|on|during|including)\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:TEDx|TED\s+talk|festival|conference|summit|event|show|gig|concert|expo|fair|wedding|retreat|residency|exhibition|tournament|competition|championships?|talk|tour)s?\s+in\s+${NAME}`,
  "gu",
);
// "a cookbook deal with a small publisher in Istanbul", "signed to a label in Berlin": where
// somebody the person works with is.
const PARTNER_PLACE = new RegExp(
  String.raw`\b(?:with|to|for|by|through)\s+(?:a|an|the)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:publisher|publishing\s+house|label|record\s+label|distributor|agency|client|gallery|broadcaster|network|sponsor|manufacturer|supplier)\s+(?:in|based\s+in)\s+${NAME}`,
  "gu",
);
// "I have a little ice-cream shop in Gjirokastër", "our bakery in Leith": where the person's own
// place of work is, which leads the places said only with "in".
const VENTURE_IN = new RegExp(
  String.raw`\b(?:[Mm]y|[Oo]ur|(?:have|run|own|opened|started|bought|took\s+over)\s+(?:a|an)|(?:re-?opened|moved|relocated|run|opened)\s+(?:the|our|my)(?=\s+(?:business|shop|store|bakery|studio|company)\b))\s+(?:[\p{Ll}-]+\s+){0,3}?(?:${SHOP})\s+(?:in|on\s+[^.!?\n,;]{1,30}?\s+in)\s+${NAME}`,
  "gu",
);

// "Girls' netball club in Mitchells Plain …", "Youth football academy in Soweto …": a description
// that opens with what the team or business is and where, says where it is.
const OPENS_WITH_VENTURE = new RegExp(
  String.raw`^\s*(?:[\p{L}'’-]+\s+){0,4}?(?:${WORKPLACE}|club|academy|school|team|collective|choir|band|society|lab)\s+in\s+${NAME}`,
  "gu",
);

// "Born and raised in Lagos", "grew up in Leeds": said alone, it may well be where they still are.
const BORN_CUE = new RegExp(String.raw`\b(?:${BORN_IN})\s+${NAME}`, "gu");

// "We're still based in Austin", "living in Leeds", "📍 Cork": said as home, whatever came before.
export const HOME_CUE = new RegExp(
  String.raw`(?:\b(?:[Bb]ased\s+(?:in|out\s+of)|[Ll]iving\s+in|[Ll]ives?\s+in|[Ll]ocated\s+in|[Ss]till\s+in|[Hh]ome\s+is)|📍)\s*${NAME}`,
  "gu",
);

const cued = (text: string, cue: RegExp) => [...text.matchAll(cue)].map((m) => fold(m[1] ?? ""));
// The last time the place is said as a word of its own ("Brazil", not the "Brazilian" after it).
const timesSaid = (text: string, place: string) => [
  ...fold(text).matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(fold(place))}(?![\\p{L}])`, "gu")),
];
const lastSaid = (text: string, place: string) => timesSaid(text, place).at(-1)?.index ?? -1;
// "Ho Chi Minh City" is named by a cue that read its first three words.
const named = (names: string[], place: string) =>
  names.some(
    (name) => name === fold(place) || name.startsWith(`${fold(place)} `) || fold(place).startsWith(`${name} `),
  );

// "Seville orange marmalade made in Dundee": a place said with "in" or 📍 is where someone is;
// one without ("Seville orange") may only name where a thing comes from. ("From" is left out:
// "from Idukki farms" is where the pepper grows.) A place right after a cued one ("in Lekki,
// Lagos") shares its cue.
const CUE = String.raw`(?:\b(?:in|near|outside|en|em|à|dans)\s+(?:the\s+|la\s+|el\s+)?|📍\s*)`;
const CUE_BEFORE = new RegExp(`${CUE}$`, "iu");

function saidWithCue(text: string, place: string, places: string[]): boolean {
  const others = places.filter((other) => other !== place);
  if (!isCaseBlindAscii(text, place, ...others)) {
    return (
      new RegExp(String.raw`${CUE}${escapeRegExp(place)}(?![\p{L}])`, "iu").test(text) ||
      others.some((other) =>
        new RegExp(String.raw`${CUE}${escapeRegExp(other)},?\s+${escapeRegExp(place)}(?![\p{L}])`, "iu").test(text),
      )
    );
  }
  // The same, compared by hand: the place anywhere it is not inside a longer word, with a cue
  // right before it, or a cued other place and a comma or space.
  const lower = place.toLowerCase();
  for (let at = 0; at + lower.length <= text.length; at++) {
    if (!asciiCaseBlindAt(text, at, lower) || endsInsideWord(text, at + lower.length)) continue;
    const before = text.slice(0, at);
    if (CUE_BEFORE.test(before)) return true;
    const space = /\s+$/u.exec(before);
    if (!space) continue;
    const end = before[space.index - 1] === "," ? space.index - 1 : space.index;
    for (const other of others) {
      const start = end - other.length;
      if (asciiCaseBlindAt(text, start, other.toLowerCase()) && CUE_BEFORE.test(text.slice(0, start))) return true;
    }
  }
  return false;
}

// "Indore se hoon but ab Bangalore mein rehta hoon": in Hinglish, where the person is from, and
// where they live now.
const HINDI_FROM = new RegExp(String.raw`${NAME}\s+se\s+(?:hoon|hu|hun|hai|hain|aaya|aayi|aaye)\b`, "gu");
const HINDI_NOW = new RegExp(String.raw`\b(?:ab|abhi|aajkal)\s+${NAME}\s+(?:mein|me|main)\s+(?:reh|rah)`, "gu");

/**
 * The test for a place the person says they left ("came back from working in Dubai", "grew up
 * in Lagos", "in Buenos Aires until 2016") and did not come back to; `isNow` for one they are in.
 */
export function placesLeft(text: string): {
  isNow: (place: string) => boolean;
  left: (place: string) => boolean;
  gone: (place: string) => boolean;
  away: (place: string) => boolean;
} {
  const ended = [...text.matchAll(UNTIL_PLACE)].map((m) => fold(m[1] ?? m[2] ?? ""));
  const now = [
    ...cued(withoutOthersNow(text), NOW_PLACE_CUE),
    ...cued(text, LIVED_HERE),
    ...cued(text, HINDI_NOW),
  ].filter((p) => !ended.includes(p));
  const past = [
    ...cued(text, PAST_PLACE_CUE),
    ...cued(text, STARTED_IN),
    ...pastDegreePlaces(text),
    ...ended,
    ...cued(text, HINDI_FROM),
  ];
  const isNow = (p: string) => named(now, p);
  const left = (p: string) => !isNow(p) && named(past, p);
  const stays = [...cued(text, BORN_CUE), ...cued(text, HOME_CUE)];
  // Gone: worked, studied or lived there before, not said as home since ("still based in
  // Austin", "… in Cardiff for eight years, and I still live there") and not come back to later in
  // the story ("… old Seoul alleys"). A gone place gives way to any other; `away`: one the person
  // says they moved away from, which is not theirs even alone.
  // Where a son, a founder or a publisher is, said once, is not the person's.
  const others = [
    ...cued(text, OTHERS_PLACE),
    ...cued(text, KINS_THING_IN),
    ...cued(text, PARTNER_PLACE),
    ...cued(text, NAMED_OTHER_FROM),
    ...cued(text, EVENT_IN),
    ...audienceIn(text),
    ...audienceSaid(text, AUDIENCE_SECOND).map((m) => fold(m[1] ?? "")),
    ...audienceList(text),
    ...namedPeoplesPlaces(text),
  ];
  const tookOver = tookItOver(text);
  // Said once, or only ever as somebody else's ("Ahmed had been a mechanic in Sfax. His parents run
  // an olive farm near Sfax").
  const othersSay = (p: string) => others.filter((o) => named([o], p)).length;
  const someoneElses = (p: string) =>
    named(others, p) &&
    (timesSaid(text, p).length === 1 || othersSay(p) >= timesSaid(text, p).length) &&
    !(tookOver && named(cued(text, OTHERS_PLACE), p));
  const stillThere = (p: string) =>
    new RegExp(String.raw`${escapeRegExp(p)}[^.!?\n]*\bstill\s+(?:live|living|based|work|there)\b`, "iu").test(text);
  return {
    isNow,
    left,
    gone: (p) => (left(p) && !named(stays, p) && timesSaid(text, p).length === 1 && !stillThere(p)) || someoneElses(p),
    away: (p) => (!isNow(p) && named(cued(text, AWAY_CUE), p)) || someoneElses(p),
  };
}

const byFirstSaid = (text: string, list: string[]) =>
  list
    .map((p, k) => ({ p, at: timesSaid(text, p)[0]?.index ?? Infinity, k }))
    .sort((a, b) => a.at - b.at || a.k - b.k)
    .map((x) => x.p);

/**
 * `places` with the ones the person is in now first, then those said as where they are, then
 * the rest, and the ones they have left last.
 */
export function placesInTimeOrder(text: string, places: string[]): string[] {
  if (places.length < 2) return places;
  const { isNow: saidNow, left: isPast } = placesLeft(text);
  const dated = cued(text, DATED_MOVE);
  const livedBefore = cued(text, LIVED_BEFORE);
  // "Worked in Birmingham, moved to Cork in 2019 and opened…": a place said before the move, in
  // its sentence, is where the person moved from.
  const movedFrom = cued(text, MOVED_AFTER);
  const events = cued(text, EVENT_IN);
  const business = cued(text, BUSINESS_IN);
  // "Home is Andheri", "based in Kraków", "📍 Leith": said as home.
  const homes = cued(text, HOME_CUE);
  const isHome = (p: string) => named(homes, p);
  const cuedElsewhere = (p: string) =>
    places.some(
      (o) =>
        o !== p &&
        !named(dated, o) &&
        !named(livedBefore, o) &&
        !named(movedFrom, o) &&
        !named(events, o) &&
        !isPast(o) &&
        (isHome(o) || named(business, o)),
    );
  // Said again ("moved to Accra in 2021 … we deliver across Accra"), the place moved to stays home.
  // "Now I'm back in Morocco, living in Tangier": where the sentence about now says the person
  // lives comes before anything else it names.
  const nowSentence = currentSentence(text);
  const homeNow = (p: string) => isHome(p) && saidIn(nowSentence, p);
  const isNow = (p: string) =>
    homeNow(p) || (saidNow(p) && !(named(dated, p) && timesSaid(text, p).length === 1 && cuedElsewhere(p)));
  // A place hoped for that is also said, elsewhere, as where the person is stays where it is.
  const goals = cued(text, GOAL_PLACE_CUE);
  const withoutGoals = goals.length > 0 ? text.replace(GOAL_PLACE_CUE, "") : text;
  const isGoal = (p: string) => named(goals, p) && !saidWithCue(withoutGoals, p, places);
  const rest = places.filter((p) => !isNow(p) && !isPast(p));
  const here = rest.filter((p) => !isGoal(p));
  const ventured = [...cued(text, VENTURE_IN), ...cued(text, OPENS_WITH_VENTURE)];
  const withCue = here
    .filter((p) => saidWithCue(text, p, places) || isHome(p))
    .sort((a, b) => Number(isHome(b)) - Number(isHome(a)) || Number(named(ventured, b)) - Number(named(ventured, a)));
  const nowFirst = places
    .filter(isNow)
    .sort((a, b) => Number(homeNow(b)) - Number(homeNow(a)) || lastSaid(text, b) - lastSaid(text, a));
  // "best café in the Banská Bystrica region": a region, said as one, is wider than a town.
  const region = (p: string) =>
    timesSaid(text, p).length ===
    [...text.matchAll(new RegExp(String.raw`${escapeRegExp(p)}\s+(?:region|area|county|province|district)\b`, "giu"))]
      .length;
  const townsFirst = (list: string[]) => [...list.filter((p) => !region(p)), ...list.filter(region)];
  return [
    ...nowFirst,
    // Places said with no cue at all go in the order written: a description names where it is first.
    ...townsFirst([
      ...withCue,
      ...byFirstSaid(
        text,
        here.filter((p) => !withCue.includes(p)),
      ),
    ]),
    ...rest.filter(isGoal),
    ...places.filter(isPast),
  ];
}

// "My dad ran a hardware store in Bozeman … I took it over": what was theirs is the person's now.
export const tookItOver = (text: string): boolean =>
  /\b(?:took\s+(?:it|them)\s+over|took\s+over\s+(?:the|his|her|their|it)|(?:came|come|moved)\s+(?:home|back)\s+to\s+(?:take\s+(?:it\s+)?over|help\b[^.!?\n]{0,40}\bnever\s+left)|run\s+it|running\s+it|inherited\s+it|kept\s+it\s+going)\b/i.test(
    text,
  );
