import { ABOUT_KIN, KIN_IS, withoutKinClauses } from "./kin";
import { isBlockedWord } from "../safety/blocklist";
import { gerund } from "./patterns-offers";
import { withPlatformCase } from "./roles";
import { ABBREVIATIONS, fold } from "./tokenize";

// The person's own phrases, clause by clause: "sneaker restorer in Pune", "300 pairs cleaned",
// "reviewing darshinis and hidden gems". The lexicon knows fields and places; these carry
// what only this person said, so a bio can be specific where a lexicon has no entry.

// Clause breaks; a point or slash between digits ("1.2k", "24/7") is part of the number, and the
// point of "Co." or "St." is part of the name.
// ("Studentka 3. roku", "2. ročník": a point after a small number before a lowercase word is how
// some languages write "third" or "second", not a sentence's end.)
const SPLIT = new RegExp(
  String.raw`\s+(?:and|but|so)\s+(?=(?:now|nowadays|these\s+days|today)\b(?![^.!?\n,;]*\b(?:it|them)\b))|[!?;|•·\n]+|(?<!\b(?:${ABBREVIATIONS}))(?:(?<!\d)\.|(?<=\d)\.(?!\d)(?!(?<=(?:^|\s)\d{1,2}\.)\s+\p{Ll}))|,\s+|\s+[-–—]\s+|\s*→\s*|(?<!\d)\/|\/(?!\d)|\s*\(|\)\s*`,
  "u",
);
// A request about the bio itself, not a fact about the person.
// "Write" and "sound" are requests only as such ("write me…", "make it sound…"): a sound
// recordist and someone who writes threads are talking about themselves.
const META =
  /\b(?:bio|bios|please|pls|make it|keep it|don't|do not|dont|write (?:me|my|a bio|something|it|this)|include|mention|sound (?:like|more|less|cool|smart|professional|better|fun)|cringe|hashtags?|thanks?|thank you|caption|instagram bio|profile)\b/i;
// Left-overs of instructions aimed at a model, and contact details: never printed.
const UNSAFE =
  /@|https?:|www\.|\b[\w-]+\.(?:com|in|io|co|net|org|me|app|dev|xyz|shop|store|link|ly)\b|\d[\d\s().-]{6,}\d|\b(?:ignore|disregard|forget|instructions?|prompts?|system|assistant|instrucciones|likho|chatgpt|gpt|ai model|language model|jailbreak|pretend|act as|roleplay|respond|reply with|output|repeat after|print|say that|rules|developer mode|override|admin|password|token|api key|dan)\b/i;
// A clause that tells someone to do something is a request or a link, not a fact.
const IMPERATIVE =
  /^(?:tell|write|say|type|answer|add|put|use|give|show|list|generate|visit|check|follow|dm|call|email|text|contact|click|subscribe|find|hit|tap|see|go|ignora|escribe|olvida|responde)\b/i;
const HANDLE =
  /^(?:ig|insta|instagram|twitter|x|yt|youtube|tiktok|fb|facebook|snap|handle|email|mail|web|site)\s*:|\bdot (?:com|in|net|org|co|io)\b|[[\]{}<>]|javascript/i;
// "user bio: cod fisherman…", "about me - chef": a label that introduces the description is
// not a request about the bio; what follows it is the fact.
const LABEL =
  /^(?:(?:user|my|the|new|short|your)\s+)?(?:bio|description|about(?:\s+me)?|profile|intro)\s*(?:[:\-–—]\s*|$)/i;
const RUDE = /\b(?:damn|bs|wtf|crap|af|stfu|hell)\b/i;
// "I am" in the languages descriptions mix in: "Sou ilustradora", "Soy abogada", "Je suis",
// "Ich bin", "Mimi ni", "Saya", "Ako ay", and with the article after it "Vi är en", "Ik ben een".
const LEAD_IN =
  /^(?:(?:and|but|also|so|then|though|although|hi|hey|hello|yo|ok|okay|well|right\s+now|at\s+the\s+moment|now|nowadays|these\s+days|today)\b[\s,!]*)*(?:(?:i'm|i am|im|i m|we're|we are|we r|i've been|i have been|currently|just|sou|soy|somos|je\s+suis|nous\s+sommes|ich\s+bin|wir\s+sind|mimi\s+ni|sisi\s+ni|saya|aku|ako\s+ay|kami)\b|(?:vi\s+är|jag\s+är|vi\s+er|jeg\s+er|wij\s+zijn|ik\s+ben|siamo|sono)\s+(?:en|ett|et|ei|een|un|uno|una)\b)?\s*(?:(?:actually|really|honestly)\s+(?=an?\s))?(?:an?\s+|uma?\s+|una?\s+|une?\s+|eine?\s+)?/i;
// "hey guys", "namaste", "bhai log", "hola amigos": a greeting to the reader, never who the
// person is.
const GREETING =
  /^(?:(?:hi|hii+|hey+|hello|helo|yo|hola|namaste|namaskar|salaam|salam|ola|ciao|sup|greetings|welcome|bonjour)(?:\s+(?:there|all|everyone|everybody|guys|folks|friends|fam|people|amigos|amigas|dosto|doston|log))?|(?:bhai|bhaiyo|behno|dosto|doston|guys|folks|fam|friends|amigos|amigas|people|everyone)(?:\s+(?:log|aur\s+behno|and\s+gals))?)$/i;
// "main yoga teacher hoon Noida mein", "mai makeup artist hu": the role is between "main"
// and "hoon"; the place after it is printed as a place.
const HINGLISH_ROLE = /^(?:main|mai|mein|me)\s+(?:ek\s+)?(.+?)\s+(?:hoon|hu|hun|hoo)\b.*$/i;
// "Actually, add the full address": a word that only turns the sentence says nothing alone.
const FILLER =
  /^(?:actually|basically|anyway|anyways|honestly|literally|seriously|also|so|well|ok|okay|lol|lmao|haha|btw|tbh|idk|yes|no|yeah|nah|hmm|um|uh|jk|ps|oh|wait|sorry|thanks)$/i;
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D]/gu;
const STOP = new Set(
  (
    "a an the and or of in on at to for from with by is are am was be my our me we i im i'm it its this that " +
    "who what when where which as so very just also really lol haha etc n & + x all some more most here there " +
    "based love loves into like fan before after then since until later ago back again too still even yet"
  ).split(" "),
);

const words = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

export function contentWords(s: string): string[] {
  return words(s).filter((w) => !STOP.has(w) && w.length > 1);
}

// "street food vlogger from Indore reviewing poha stalls": who, then what they do.
// "sewing machines", "wedding cakes": some words in -ing are nouns, not what someone does.
// "a YouTube channel about quilting": after a preposition the -ing word is what it is about;
// after "stop", "love", "spent" it is what is stopped, loved or spent on.
// "a mechanical engineering degree", "surfing lessons": an -ing word naming the kind of a noun.
const ING_NOUN_HEADS = String.raw`(?:degrees?|diploma|students?|major|courses?|program(?:me)?s?|school|class(?:es)?|lessons?|company|firm|team|business|projects?|studio|clubs?|career|internship|job|gear|shoes|boots|equipment|supplies|machines?|trips?|tours?|holidays?|retreats?|camps?|workshops?|sessions?|videos?|channel|blog|podcast|content|tips|tutorials?|community|group|app|platform|services?|agency|page|account|network|collective|cent(?:re|er)|society|kits?|plans?|sections?|products?|assistants?|games?|books?|shop|store|rods?|boats?|bags?|wear|stories)`;
const GERUND_SPLIT = new RegExp(
  String.raw`(?<!\b(?:about|of|for|in|on|at|by|with|from|into|like|to|than|without|after|before|a|an|the|my|our|his|her|their|this|that|its|stop|stops|keep|keeps|kept|start|started|quit|avoid|enjoy|enjoys|love|loves|like|likes|hate|hates|finish|finished|began|begin|mind|miss|try|tried|go|went|spend|spent))\s(?!(?:sewing|clothing|building|wedding|morning|evening|painting|spring|string|thing|king|ring|wing|ceiling|pudding|frosting|icing|bedding|stuffing|everything|nothing|something|anything|housing|marketing|banking|catering|engineering|accounting|landscaping|plumbing|roofing|flooring|lighting|heating|fencing|decking|tiling|manufacturing|packaging|branding|wellbeing|detailing|valeting|tailoring|printing)\s)(?=\p{L}{3,}ing\s(?!${ING_NOUN_HEADS}\b))`,
  "gu",
);

// The search starts 12 characters in (a split needs a who before it), but the words before
// that point still count for the lookbehind: "Now I run a | rowing club" is no split.
// "Right now we're | writing album three…": a head that only says when is no who.
const ONLY_WHEN =
  /^\s*(?:(?:right\s+)?now|currently|these\s+days|at\s+the\s+moment|today)?[\s,]*(?:i'?m|i\s+am|we'?re|we\s+are)?\s*$/i;

function splitAtGerund(clause: string): string[] {
  GERUND_SPLIT.lastIndex = 12;
  const m = GERUND_SPLIT.exec(clause);
  GERUND_SPLIT.lastIndex = 0;
  if (!m || ONLY_WHEN.test(clause.slice(0, m.index))) return [clause];
  return [clause.slice(0, m.index), clause.slice(m.index + 1)];
}

// "by day accountant, by night DJ" reads as one identity, in the order a bio says it:
// "accountant by day, DJ by night". A joiner that no clause break splits holds it together.
const KEEP = "\u0001";
const ROLE_WORDS = String.raw`([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2}?)`;
const A = String.raw`(?:(?:i'?m|i am|im)\s+)?(?:an?\s+)?`;
const DAY_NIGHT = new RegExp(
  String.raw`\bby day,?\s+${A}${ROLE_WORDS}\s*[,;/&]?\s*(?:and\s+|but\s+)?by night,?\s+${A}${ROLE_WORDS}(?=\s*(?:$|[.,;!?|\n]))`,
  "iu",
);
const DAY_NIGHT_AFTER = new RegExp(
  String.raw`${ROLE_WORDS}\s+by day\s*[,;/&]?\s*(?:and\s+|but\s+)?${ROLE_WORDS}\s+by night\b`,
  "iu",
);
// "even though I'm a nurse I mostly make pottery", "I'm a nurse but I mostly make pottery":
// what they mostly do stays, next to the role they set aside: "nurse, mostly making pottery".
const MOSTLY = String.raw`,?\s+(?:but\s+)?(?:i\s+)?(mostly|mainly|really|actually)\s+(\p{L}+)\s+([^.!?\n,;|]{2,40}?)(?:\s+(?:these days|nowadays|lately|now))?(?=\s*(?:$|[.!?\n,;|]))`;
const CONTRAST = new RegExp(
  String.raw`\b(?:even though|although|though|while)\s+(?:i'?m|i am|im)\s+(?:an?\s+)?${ROLE_WORDS}${MOSTLY}`,
  "iu",
);
const BUT_MOSTLY = new RegExp(String.raw`\b(?:i'?m|i am|im)\s+(?:an?\s+)?${ROLE_WORDS},?\s+but${MOSTLY}`, "iu");
// "I spend my weekends restoring vintage Vespas": the activity is the identity.
const SPEND_LEAD =
  /^\s*(?:and\s+)?(?:i\s+)?(?:spend|spent)\s+(?:most of\s+)?(?:my|the|all my)\s+(?:weekends|days|evenings|nights|mornings|afternoons|free time|spare time|time|life|summers|holidays|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s+(?=\p{L}{3,}ing\b)/iu;

const IDLE = /^(?:i\s+)?(?:spend|spent)\s+(?:most of\s+)?(?:my|the|all my)\s+\p{L}+(?:\s+time)?$/iu;

// "a goat dairy outside Chester, Vermont and sell cheese…": a town and its region after a place
// word are one place, and a clause does not end between them.
const TOWN_REGION =
  /(?<=\b(?:in|near|outside|around|from|of)\s+)(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?),\s+(?=(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?|[A-Z]{2})\s+(?:and|where|with|to|for)\s+\p{Ll})/gu;

const AND_VERB = /\s+and\s+(?=(?:sell|make|run|teach|bake|grow|host|write|deliver)\s)/i;

// "we fix phones/laptops/tablets": three or more words joined by slashes after a word of the
// clause are one list, not three clauses.
const SLASH_LIST = /(?<=\b\p{Ll}+ )\p{Ll}+(?:\/\p{Ll}+){2,}(?![\p{L}/])/gu;
const KIN_IS_A = new RegExp(String.raw`^${KIN_IS}(?:an?|the)\s`, "i");
const SLASH = "\u0002";
// "dog walker / pet sitter in leith", "gamer/streamer from quezon city": two titles joined by a
// slash at the start of a line are one identity, said as written.
const SLASH_PAIR = /(?<=^|[\n|•!?]\s*|[.]\s+)[\p{L}-]+(?:\s[\p{L}-]+)?\s*\/\s*[\p{L}-]+(?:\s[\p{L}-]+)?(?![\p{L}\/])/gu;

// "We host 'Two Nurses, One Mic', a podcast…": a name in quotes is one name, commas and all.
const QUOTED_NAME = /(?<=^|[\s(])(['"‘“])(\p{Lu}[^'"‘’“”\n]{1,40}?,\s[^'"‘’“”\n]{1,40}?)(['"’”])(?=[\s,.;:!?)]|$)/gu;

function joined(text: string): string {
  return text
    .replace(
      QUOTED_NAME,
      (_, open: string, name: string, close: string) => `${open}${name.replace(/,\s/g, `,${KEEP}`)}${close}`,
    )
    .replace(SLASH_LIST, (list) => list.replaceAll("/", SLASH))
    .replace(SLASH_PAIR, (pair) => pair.replace("/", SLASH))
    .replace(DAY_NIGHT, (_, day: string, night: string) => ` ${day} by day,${KEEP}${night} by night`)
    .replace(DAY_NIGHT_AFTER, (_, day: string, night: string) => `${day} by day,${KEEP}${night} by night`)
    .replace(
      CONTRAST,
      (_, role: string, how: string, verb: string, rest: string) =>
        `${role},${KEEP}${how.toLowerCase()}${KEEP}${gerund(verb)} ${rest}`,
    )
    .replace(
      BUT_MOSTLY,
      (_, role: string, how: string, verb: string, rest: string) =>
        `${role},${KEEP}${how.toLowerCase()}${KEEP}${gerund(verb)} ${rest}`,
    )
    .replace(TOWN_REGION, (_, town: string) => `${town},${KEEP}`);
}

// "… and now I'm a senior staff nurse in Cardiff", "These days I write about hawker culture":
// in a life story, the clause about now says who the person is.
const NOW_CUE =
  /^\s*(?:(?:and|but|so)\s+)?(?:now|nowadays|these\s+days|today|currently|right\s+now|at\s+the\s+moment)\b|^\s*(?:i'?m|i am|we'?re|we are)\s+now\b/i;
const BE_LEAD =
  /^\s*(?:(?:and|but|so)\s+)?(?:(?:now|nowadays|these\s+days|today|currently),?\s+)?(?:i'?m|i am|we'?re|we are)\s+(?:now\s+)?(?:(?:an?|the)\s|(?!(?:based|living|in|at|on|back|home|here|there|so|very|really|still|just|not|too|also|more|less|happy|busy|\p{L}+ing|\p{L}+ed)\b)\p{L})/iu;
// What someone does for a living, said with "I": "now I run my own practice" → "Running my own
// practice". Likes, plans and possessions ("I have six stylists") are not who they are.
const IDENTITY_VERB =
  /^i\s+(?:now\s+)?(run|lead|own|teach|coach|manage|head|direct|host|write|make|build|design|bake|cook|brew|roast|tour|train|research|produce|shoot|paint|sing|stream|edit|curate|grow|farm|film|practi[sc]e|work|study|do|help|create|photograph|draw|play|perform|sell|restore|repair|fix|mentor|lecture|consult|advise|organi[sz]e|publish|review|tutor)\b\s*/i;
const BARE_VERB =
  /^(run|lead|own|teach|coach|manage|write|make|build|design|bake|cook|brew|roast|tour|supply|ship|stock|serve|deliver|sell|host|work)\b\s*/i;
// "now I build birdhouses and talk too much": a second verb joined to the first takes its form too.
const JOINED_VERB =
  /\s+and\s+(run|lead|teach|coach|write|make|build|design|bake|cook|brew|roast|sing|stream|edit|grow|film|paint|draw|play|sell|restore|repair|fix|review|talk|post|share|travel|chat|ramble|rant|overshare|eat|drink)\b/i;
const IDENTITY_GERUND =
  /^(?:running|leading|teaching|coaching|managing|heading|directing|hosting|writing|making|building|designing|baking|cooking|brewing|roasting|touring|training|researching|producing|shooting|painting|singing|streaming|editing|curating|growing|farming|filming|practi[sc]ing|working\s+(?:as|at|in|for)|studying|doing|helping|creating|photographing|drawing|playing|performing|selling|restoring|repairing|fixing|mentoring|lecturing|consulting|advising|organi[sz]ing|publishing|reviewing|tutoring|finishing)\b/i;

export interface OwnPhrase {
  text: string;
  /** Said as what the person is or does now ("now I run…", "these days I'm a…"). */
  now: boolean;
}

/** Clauses of `text` that read as facts, cleaned, in the order written. */
export function ownPhrases(text: string): string[] {
  return ownPhraseItems(text).map((p) => p.text);
}

/** `ownPhrases`, each marked with whether it says what the person is or does now. */
export function ownPhraseItems(text: string): OwnPhrase[] {
  const out: OwnPhrase[] = [];
  const withoutHandles = withoutKinClauses(joined(text)).replace(
    /\b(?:ig|insta|instagram|twitter|yt|tiktok|fb|snap|handle)\s*:\s*\S+|\S+\s+dot\s+(?:com|in|net|org|co|io)\b/gi,
    " ",
  );
  // A long clause reads as two: "co-founder of a startup" and what it does.
  const pieces = withoutHandles
    .split(SPLIT)
    .map((c) => c?.replace(SPEND_LEAD, ""))
    .flatMap((c) => (c && c.length > 56 ? c.split(/\s+(?:that|who|which|where)\s+/i) : [c]))
    // "… outside Chester, Vermont and sell cheese at three markets": a second verb, a second fact.
    .flatMap((c) =>
      c && c.length > 56 ? c.split(AND_VERB).map((p, k) => (k > 0 ? p.replace(/^\p{L}+/u, gerund) : p)) : [c],
    )
    .flatMap((c) => (c && c.length > 56 ? splitAtGerund(c) : [c]))
    .map((c) => c?.replace(/\u0001/g, " ").replaceAll(SLASH, "/"));
  for (const raw of pieces) {
    if (!raw) continue;
    const cued = NOW_CUE.test(raw);
    let clause = raw
      .replace(EMOJI, " ")
      .replace(/#(?=\p{L})/gu, "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(LABEL, "")
      .replace(LEAD_IN, "")
      .replace(HINGLISH_ROLE, "$1")
      .replace(/[\s,:&+-]+$/u, "")
      // "Rated 9.6 on" once the link after it is gone.
      .replace(/\s+(?:and|or|on|at|via|with|from|by|to|of)$/i, "")
      .replace(/^[\s,:&+-]+/u, "");
    let now = false;
    if (cued) {
      clause = clause.replace(/^now\s+/i, "");
      const verb = IDENTITY_VERB.exec(clause);
      // "… and now supply 40 stores": the subject was said before the break.
      const bare = verb ? undefined : BARE_VERB.exec(clause);
      if (verb?.[1]) clause = `${gerund(verb[1])} ${clause.slice(verb[0].length)}`.trim();
      else if (bare?.[1]) clause = `${gerund(bare[1])} ${clause.slice(bare[0].length)}`.trim();
      if (verb?.[1] || bare?.[1]) clause = clause.replace(JOINED_VERB, (_, v: string) => ` and ${gerund(v)}`);
      // "now I run it with my uncle": "it" is what the clause before said; alone it says nothing.
      if (/^\p{L}+ing\s+(?:it|them|this|that|there)\b/iu.test(clause)) continue;
      now = BE_LEAD.test(raw) || IDENTITY_GERUND.test(clause);
    }
    // "Indore se", "Noida mein": a place with a Hindi postposition is printed as the place.
    if (
      IDLE.test(clause) ||
      GREETING.test(clause) ||
      FILLER.test(clause) ||
      /^(?:\S+\s+){1,2}(?:se|mein)$/i.test(clause)
    )
      continue;
    if (clause.length < 3 || META.test(clause) || UNSAFE.test(clause) || IMPERATIVE.test(clause)) continue;
    // "…, which changed my life": a clause about the one before says nothing alone.
    if (/^(?:which|who(?:'s|’s|\s+is|\s+was|\s+are|\s+were))\b/i.test(clause)) continue;
    // "My dad is a bus driver", "my best friend Kezia": somebody else, not the person.
    // ("dads a ferry captain", typed without the apostrophe.)
    if (ABOUT_KIN.test(clause) || KIN_IS_A.test(clause)) continue;
    if (HANDLE.test(raw) || RUDE.test(clause) || words(clause).some(isBlockedWord)) continue;
    if (contentWords(clause).length === 0) continue;
    // "majhe majhe", "very very": a doubled word fails the bio rules wherever it is printed.
    if (/(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/iu.test(clause)) continue;
    if (!out.some((o) => fold(o.text) === fold(clause))) out.push({ text: withPlatformCase(clause), now });
  }
  return out;
}
