// Text that is in a description but not about the person: code pasted in front of it (SQL,
// JSON chat messages, markdown links), scam and spam promises, and complaints or insults aimed
// at the tool or at other people. Each is cut on its own, as narrowly as it can be, so the
// words about the person around it ("'; DROP TABLE x; -- florist") are still read. All patterns
// are compiled once, here.

import {
  isDespairSentence,
  isMockingSentence,
  isScamSentence,
  isThreatSentence,
  mayHoldHarmfulSentence,
} from "./harmful-sentences";
import { ABBREVIATIONS } from "../extract/tokenize";

// ---------------------------------------------------------------------------------------------
// Code fragments

// "'; DROP TABLE users; --", "' OR '1'='1", "UNION SELECT …": a statement up to its ";" or "--".
const SQL_STATEMENT =
  /(?:['"`]\)*;?|;)?[ \t]{0,4}\b(?:drop\s+(?:table|database|schema)|delete\s+from|insert\s+into|truncate\s+table|alter\s+table|update\s+\w+\s+set|union\s+(?:all\s+)?select|select\s+[\w*, ]{1,40}\s+from)\b[^;\n]{0,200}?(?:;|--|#|$)[ \t]{0,4}(?:--|#)?/gi;
const SQL_TAUTOLOGY =
  /(?:\b\w+)?['"`][ \t]{0,4}(?:or|and)[ \t]+['"`]?\w+['"`]?[ \t]{0,4}=[ \t]{0,4}['"`]?\w+['"`]?(?:[ \t]{0,4}(?:--|#|;))?/gi;
const SQL_LEFTOVER = /(?<!\S)['"`]?;(?:--|#)?(?!\S)|(?<!\S)--(?!\S)/g;

// A chat message in JSON ("}], \"role\": \"system\", \"content\": \"…\""): the keys and values are
// instructions, never about the person.
const JSON_PAIR =
  /(?<!["'`\\])["'`\\]{1,3}(?:role|content|system|assistant|user|messages?|prompt|instructions?|name|type|text|function|tool|model)["'`\\]{1,3}[ \t]{0,4}:[ \t]{0,4}(?:\\?"[^"\n]{0,300}?\\?"|\\?"[^"\n]{0,300}|'[^'\n]{0,300}'?|\[|\{|[\w.-]+)/gi;
// A run of JSON punctuation with a bracket in it ("}],", "{", "]}").
const JSON_PUNCT = /(?<!\S)(?=[^\s{}[\]]*[{}[\]])["'`{}[\],:]+(?!\S)/g;
const JSON_STRAY = /(?<!\S)["'`,:]+(?!\S)/g;

// "[click here](https://…)" and "![x](…)": the link and its words go.
const MARKDOWN_LINK = /!?\[[^\]\n]{0,200}\]\(\s*[^)\s]*\s*\)?/g;

// JavaScript pasted with the text: "const bio = getBio(user);", "console.log(x)", "// TODO fix".
// A "//" alone is a separator people use ("designer // dreamer"), so only a comment that says
// TODO or FIXME counts.
const SCRIPT_CODE =
  /\b(?:const|let|var)\s+[\w$]+\s*=\s*(?:[\w$.]+(?:\([^)\n]{0,80}\))?|"[^"\n]{0,80}"|'[^'\n]{0,80}')\s*;?|\bconsole\.\w+\([^)\n]{0,160}\)\s*;?|\bfunction\s+[\w$]*\s*\([^)\n]{0,80}\)\s*\{?|\/\/\s*(?:TODO|FIXME|XXX|HACK)\b[^\n]*/gm;

// Every fragment above needs one of these; most descriptions have none.
const CODE_HINT = /[[=:]|\/\/|\b(?:drop|delete|insert|truncate|alter|update|union|select|console|function)\b/i;

/** Remove pasted code (SQL, JavaScript, JSON messages, markdown links); what is around it stays. */
export function stripCodeFragments(text: string): { text: string; found: boolean; removed: string } {
  if (!CODE_HINT.test(text)) return { text, found: false, removed: "" };
  let found = false;
  let removed = "";
  const cut = (m: string) => {
    found = true;
    removed += ` ${m}`;
    return " ";
  };
  let out = text
    .replace(MARKDOWN_LINK, cut)
    .replace(SCRIPT_CODE, cut)
    .replace(SQL_STATEMENT, cut)
    .replace(SQL_TAUTOLOGY, cut);
  if (found) out = out.replace(SQL_LEFTOVER, " ");
  if (JSON_PAIR.test(out)) {
    JSON_PAIR.lastIndex = 0;
    out = out.replace(JSON_PAIR, cut).replace(JSON_PUNCT, " ").replace(JSON_STRAY, " ");
  }
  return { text: out, found, removed };
}

// ---------------------------------------------------------------------------------------------
// Clauses that are never about the person

const MONEYISH = String.raw`(?:returns?|profits?|income|gains?|money|cash|payouts?|roi|earnings|wealth|riches|results|wins|winnings|followers|likes|views|subscribers|\d+\s*x|\d+\s*%)`;

// "just send RM50 shipping fee to claim": a prize that costs a fee is no prize.
const FEE_TO_CLAIM =
  /\b(?:send(?:s|ing)?|pay(?:s|ing)?|transfer(?:s|ring)?)\s+(?:\w+\s+){0,2}?(?:[$₹€£₦₱]|rm|rs\.?|ksh|usd)?\s?\d[\d,.]*\s*(?:\p{L}+\s+)?(?:shipping|delivery|processing|handling|admin|registration|release|claim)\s+fees?\b|\b(?:shipping|delivery|processing|handling|admin|registration|release)\s+fees?\s+to\s+(?:claim|receive|unlock|get)\b/iu;

// "send gift cards to donations@…": payment in gift cards is how a con is paid.
const GIFT_CARDS =
  /\b(?:send|pay|donate|buy)\s+(?:me\s+|us\s+)?(?:\p{L}+\s+)?gift\s*cards?\b|\bpay(?:ment)?\s+(?:in|with|via)\s+gift\s*cards?\b/iu;

// Forged papers for sale ("selling fake vaccine cards, $50 each"): no bio sells them.
const FORGED =
  /\b(?:fake|forged|counterfeit|novelty)\s+(?:vaccine|vaccination|covid)\s+(?:cards?|passes|certificates?)\b|\b(?:sell(?:s|ing)?|buy|order|get\s+your|make|making|print(?:ing)?|advertis\w*|offer(?:s|ing)?|promot\w*)\s+(?:cheap\s+|real\s+)?(?:fake|forged|counterfeit)\s+(?:ids?|passports?|documents?|degrees?|diplomas?|licen[cs]es?|certificates?|money|bills|banknotes|visas?|prescriptions?|doctor'?s\s+notes?)\b/i;

const SCAM: RegExp[] = [
  new RegExp(String.raw`\bguarantee[ds]?\b[^,;.!?\n]{0,24}\b${MONEYISH}(?![\p{L}])`, "iu"),
  new RegExp(String.raw`\b${MONEYISH}[^,;.!?\n]{0,16}\bguaranteed\b`, "iu"),
  /\b\d+\s*x\s+(?:returns?|profits?|gains?|your\s+(?:money|investment|portfolio))\b/i,
  /\bfree\s+(?:money|cash|crypto|bitcoin|btc|eth|usdt|followers|likes|iphones?|gift\s*cards?|jordans|yeezys|airpods|ps5|robux|v-?bucks)\b/i,
  // "fr33" in a link or a line: "free" spelt to get past a filter.
  /\bfr(?:33|3e|e3)\b/i,
  // The same inside a link ("bit.ly/free-usdt-drop", "crypto_airdrop"): a scam's address.
  /\b(?:free|airdrop|giveaway)[-_]+(?:usdt|btc|eth|crypto|bitcoin|nft|tokens?|coins?)\b|\b(?:usdt|btc|eth|crypto|bitcoin|nft)[-_]+(?:drop|airdrop|giveaway|signals?|pump|doubler?)\b/i,
  FEE_TO_CLAIM,
  GIFT_CARDS,
  FORGED,
  /\b(?:buy|buying|sell|selling)\s+(?:\w+\s+){0,2}?(?:followers|likes|views|subscribers)\b/i,
  /\b(?:cheap|instant)\s+(?:\w+\s+)?(?:followers|likes|views|subscribers)\b|\binstant\s+(?:growth|fame|money|cash|profits?|riches)\b/i,
  /\bget\s+(?:\d+[km]?\s+)?(?:followers|likes|views|subscribers)\s+(?:fast|quick|quickly|instantly|overnight)\b/i,
  /\b(?:get|got|getting|became|become)[\s-]+rich[\s-]+(?:quick|quickly|fast|overnight)\b|\brich\s+overnight\b/i,
  /\b(?:make|earn|making|earning)\s+(?:easy\s+|quick\s+|fast\s+)?(?:money|cash|[$£€₹]\s?\d[\d,]*k?)\s+(?:fast|quick|quickly|overnight|from home|(?:a|per|every)\s+(?:day|week|hour|month))\b/i,
  /\b(?:easy|fast|quick)\s+(?:money|cash)\b/i,
  /\b100\s*%\s*(?:profits?|returns?|roi|gains?|guaranteed|legit|risk[\s-]*free|win\s*rate)\b/i,
  /\b\d+\s*%\s*(?:daily|weekly|monthly|per\s+(?:day|week|month)|a\s+(?:day|week|month)|every\s+day)\s+(?:profits?|returns?|roi|gains?)\b/i,
  /\b\d+\s*%\s*(?:profits?|returns?|roi|gains?)\s+(?:daily|weekly|every\s+day|per\s+(?:day|week)|a\s+(?:day|week)|guaranteed)\b/i,
  /\brisk[\s-]*free\s+(?:investments?|returns?|profits?|trading|income)\b|\b(?:no|zero)\s+risk\b/i,
  /\b(?:dm|dms|message|inbox|text|whatsapp|telegram|join)\b[^,;.!?\n]{0,16}\b(?:signals?|vip\s+group|pump|investment\s+plans?|the\s+(?:secret|system|method))\b/i,
  /\b(?:vip|premium|paid|free)\s+(?:trading\s+|crypto\s+|forex\s+)?signals?\b/i,
  /\b(?:double|triple|10x|100x)\s+your\s+(?:money|bitcoin|btc|crypto|investment|income|cash|account)\b/i,
  /\b(?:send|invest)\s+(?:me\s+)?[$₹€£]?\s?\d[\d,]*\s*(?:usd|usdt|btc|dollars)?\s+(?:and|to)\s+(?:get|receive|earn)\b/i,
  // "Send 0.1 BTC to bc1… and get 0.2 back": money sent to a stranger to come back doubled.
  /\b(?:send|transfer|deposit)\s+(?:me\s+|us\s+)?[$₹€£]?\s?\d[\d,.]*\s*(?:usdt|usdc|btc|eth|sol|bnb|bitcoin|ether|crypto)\b|\b(?:get|receive)\s+[$₹€£]?\s?\d[\d,.]*\s*(?:\p{L}+\s+)?back\b/iu,
  // "a 'passive income' course", "join my financial freedom club": a get-rich pitch for sale.
  /\b(?:passive[\s-]+income|financial\s+freedom|6[\s-]+figure|six[\s-]+figure)['"’”]?\s+(?:course|club|system|secrets?|blueprint|program(?:me)?|masterclass|academy|group|community|mentorship)\b/i,
];

// Health miracles: weight lost in days, miracle products, cures, "doctors hate me". A bio that
// says them makes a claim no one can stand behind, and platforms take such profiles down.
const HEALTH_SCAM: RegExp[] = [
  /\b(?:lose|lost|drop|dropped|melt|burn)\s+(?:up\s+to\s+)?\d+\s*(?:kg|kgs|kilos?|lbs?|pounds|stone)\b[^,;.!?\n]{0,30}\b(?:in|within)\s+(?:just\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|thirty|a\s+few)\s*(?:days?|weeks?|months?)\b/i,
  /\bmiracle\s+(?:tea|cure|pills?|drinks?|juice|powder|supplements?|products?|oils?|creams?|diet|remed(?:y|ies)|detox|water)\b/i,
  /\bdoctors?\s+(?:hate|don'?t\s+want\s+you\s+to\s+know)\b/i,
  /\b(?:cures?|cured|curing|reverses?|reversed|heals?|healed)\s+(?:your\s+|my\s+)?(?:type\s+[12]\s+)?(?:diabetes|cancer|autism|hiv|aids|covid|arthritis|obesity|infertility|thyroid|blood\s+pressure|depression|anxiety|everything|any\s+disease|all\s+diseases)\b/i,
  // "… no need for medicine", "throw away your insulin": telling readers to skip their treatment.
  /\b(?:no\s+(?:more\s+)?need\s+(?:for|of)|instead\s+of|replaces?|(?:stop|quit)\s+taking|throw\s+away|ditch)\s+(?:your\s+|the\s+|any\s+)?(?:medicines?|medications?|meds|pills|doctors?|insulin|chemo(?:therapy)?|treatments?|prescriptions?)\b/i,
  /\b(?:burn|melt)\s+(?:belly\s+)?fat\s+(?:fast|overnight|instantly|while\s+you\s+sleep)\b/i,
  /\b(?:detox|slimming|skinny|fat[\s-]?burn(?:ing|er)?)\s+(?:teas?|pills?|coffee|drops|gummies)\b/i,
];

// Requests for explicit content, and adult sites: no bio here carries them.
const EXPLICIT: RegExp[] = [
  /\b(?:make|write|keep|give)\s+(?:it|the\s+bio|my\s+bio|this|me\s+a\s+bio)\s+(?:super\s+|very\s+|really\s+|extra\s+|more\s+)?(?:explicit|nsfw|sexy|sexual|dirty|naughty|x-rated|18\+|spicy)\b/i,
  /\b(?:nsfw|explicit|x-rated)\s+(?:bio|content|links?|pics?)\b/i,
  /\b(?:onlyfans|fansly|pornhub|xvideos|xhamster|chaturbate|manyvids|fanvue)\b/i,
  // "describe me naked": the person, or anyone, written about undressed.
  /\b(?:describe|show|picture|draw|depict|imagine|write\s+about)\s+(?:me|us|him|her|them)\s+(?:as\s+)?(?:naked|nude|topless|undressed|in\s+(?:my\s+|our\s+)?(?:underwear|lingerie|bed))\b/i,
];

// Once a description is caught selling a scam, its calls to act are part of the pitch: a code
// word to send ("DM 'RICH' now"), a bare channel to join ("Telegram t.me/…"), and what is left
// of a weight-loss pitch once its promise is cut ("no exercise!!!").
const SCAM_CALLS: RegExp[] = [
  /^\s*(?:and\s+)?(?:no|zero)\s+(?:exercise|diet(?:ing)?|gym|workouts?)\s*(?:needed|required)?\s*$/i,
  // "… earn $3,000 a month, no experience needed!!": the pitch's promise to anybody who joins.
  /^\s*(?:and\s+)?(?:no|zero)\s+(?:experience|skills?|qualifications?|investment|selling)\s+(?:needed|required|necessary)\s*$/i,
  /\b(?:dm|message|text|comment|inbox|whatsapp|send)\s+(?:me\s+|us\s+)?["'“‘][\p{L}\p{N}]{2,14}["'”’]/iu,
  // "selling fake IDs, DM for prices": how to buy what is sold.
  /^\s*(?:and\s+)?(?:dm|message|text|inbox|whatsapp|email)\s+(?:me\s+|us\s+)?(?:for|4)\s+(?:prices?|pricing|rates|details|info|orders?|the\s+(?:link|menu|list))\s*$/i,
  // "… describe me naked, it's for clicks": the reason given for the pitch.
  /^\s*(?:and\s+)?(?:it'?s|that'?s|this\s+is|its)\s+(?:just\s+|all\s+|only\s+)?for\s+(?:the\s+)?(?:clicks|views|engagement|likes|attention|algorithm|reach)\s*$/i,
  /^\s*(?:join\s+(?:my\s+|our\s+)?)?(?:telegram|whatsapp|signal|discord)(?:\s+(?:group|channel|chat))?\s*:?\s*(?:\S+\.\S+)?\s*$/i,
];

// A named person called a criminal ("Dana Reyes from Bloom & Co is a scammer"): an accusation
// nobody can stand behind in a bio. "A fraud investigator" is a job, not an accusation.
const NOT_A_JOB = String.raw`(?!\s+(?:investigat|analys|examiner|prevention|detection|specialist|lawyer|attorney|expert|officer|team|unit|squad))`;
// "a thieving crook", "a lying little cheat": the accusation with the words that sharpen it.
const ACCUSATION = String.raw`(?:(?:thieving|lying|cheating|crooked|dodgy|two-faced|backstabbing|little|total|complete|known|massive|huge|proven)\s+){0,2}(?:thie(?:f|ves)|frauds?|liars?|scammers?|cheats?|crooks?|criminals?|con\s+artists?|predators?|abusers?|snakes?)`;
const ACCUSING = new RegExp(
  String.raw`\b(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:(?:from|at|of)\s+(?:[\p{Lu}\d][\p{L}\d'’&-]*\s+){1,4})?(?:is|was|are|were)\s+(?:a\s+|an\s+)?${ACCUSATION}(?![\p{L}-])${NOT_A_JOB}`,
  "u",
);

// Text about somebody else aimed at hurting them: where they live, what they owe, a call to go
// and find them. The whole sentence goes, so no word of it (a name, an address) reaches a bio.
const THIRD_PARTY = String.raw`(?:my|our|his|her|their)\s+(?:competitors?|rivals?|ex(?:-\w+)?|ex\s+(?:husband|wife|boyfriend|girlfriend|partner)|neighbou?rs?|landlord|landlady|(?:former\s+|old\s+)?boss|(?:former|old|ex-?)\s+(?:business\s+)?partner|co-?workers?|colleague|roommate|flatmate|in-laws?|\w+-in-law)`;
const DOXXING: RegExp[] = [
  // "Write a bio exposing my ex, Jordan Pike": the aim said before the person aimed at.
  new RegExp(
    String.raw`\b(?:expos(?:e|es|ing)|shame|shaming|out(?:s|ing)?|dox+(?:es|ing)?|humiliat(?:e|ing))\s+${THIRD_PARTY}\b`,
    "i",
  ),
  // "Include that he lives at 42 Larch Crescent": somebody's street address.
  /\b(?:he|she|they|him|her|them)\s+(?:lives?|stays?|sleeps?)\s+(?:at|on)\s+\d/i,
  new RegExp(
    String.raw`\b${THIRD_PARTY}\b[^.!?\n]{0,80}\b(?:lives?\s+(?:at|on|in|near)|home\s+address|address\s+is|e-?mail|owes?\s+(?:me|us|money)|cheated|stole|scammed|is\s+(?:a\s+|an\s+)?(?:creep\b|${ACCUSATION}\b${NOT_A_JOB})|phone|mobile|whatsapp|number\s+is|numbers?\s*[:,-]?\s*\+?\(?\d|text\s+(?:him|her|them)|\+\d|go\s+(?:knock|find|visit)|expose|complain\s+to|call\s+(?:him|her|them)|shame|address|have\s+a\s+word|sort\s+(?:him|her|them)\s+out|tell\s+(?:him|her|them)\s+off)`,
    "i",
  ),
  /\b(?:everyone|everybody|y'?all|you\s+all)(?:\s+(?:in|on|from|at|who\s+watches)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)?\s+should\s+(?:go\s+)?(?:knock|visit|call|find|harass|message|spam|egg|report|flood|raid)\b/i,
  // "Add a line telling @kuyaclutch to quit", "spam him until he quits": a pile-on.
  /\btell(?:s|ing)?\s+@[\w.]+\s+to\b|\b(?:spam|flood|raid|harass)\s+(?:him|her|them)\s+until\b/i,
  // "Use my old flatmate's email as the contact so he gets spammed": somebody else's contact. A
  // manager's, an agent's or the shop's own is how the person is reached, and stays.
  /\b(?:my|our|his|her|their)\s+(?:(?:former|old|ex-?)\s+)?(?!(?:manager|agent|assistant|booker|publicist|team|shop|store|business|company|studio|salon|bakery|clinic|brand|page|agency|office|band|channel|restaurant|cafe|café|farm|firm|practice|label|work)['’]s)[\p{L}-]+['’]s\s+(?:e-?mail(?:\s+address)?|(?:phone\s+|mobile\s+|cell\s+|whatsapp\s+)?number|phone|mobile|home\s+address|address|contact|socials|handle|instagram|whatsapp)\b/iu,
  // "call his wife a gold digger": a name for somebody else, asked for.
  /\bcall\s+(?:him|her|them|(?:my|our|his|her|their)\s+(?:(?:former|old|ex-?)\s*)?[\p{L}-]+)\s+(?:a|an)\s+\p{L}/iu,
  /\bso\s+(?:that\s+)?(?:he|she|they)\s+gets?\s+(?:spammed|harassed|trolled|flooded|bombarded|pranked)\b/i,
  // "add his email and where his daughter goes to school": somebody else's details, asked for.
  /\b(?:add|include|put|list|post|share|print|publish|leak)\s+(?:in\s+)?(?:his|her|their)\s+(?:e-?mail|number|phone|mobile|(?:home\s+)?address|details|socials|handle|instagram|workplace|school)\b/i,
  /\b(?:his|her|their)\s+(?:son|daughter|kids?|children|child)\s+(?:goes|go|attends?|is\s+at|are\s+at)\s+(?:to\s+)?(?:\p{Lu}|school|the\s+school)/u,
  // "my daughter Emma, 9, … walks home alone at 3:15", "my star swimmer, age 12, trains alone at
  // …": where and when a child is on their own.
  /\b(?:(?:my|our|his|her|their)\s+(?:\p{L}+\s+)?(?:daughter|son|kids?|children|child|niece|nephew|granddaughter|grandson|students?|swimmers?|players?|pupils?)|(?:age|aged)\s+\d{1,2}|\d{1,2}\s*(?:yo|y\/o|years?\s+old))\b[^.!?\n]{0,80}\balone\b/iu,
];

// Complaints about the tool and insults: never a line of a bio.
const INSULT_WORDS =
  /\b(?:idiots?|morons?|moronic|imbeciles?|scum(?:bags?)?|losers?|dumbass(?:es)?|dimwits?|cretins?|halfwits?|numpties|jerks|clowns|buffoons|nitwits|simpletons|degenerates|muppets|pathetic|brainless)\b/i;
const TOOL = String.raw`(?:app|apps|tool|tools|site|website|webpage|page|thing|bot|ai|generator|platform|software|program|product|service|form|you|u|ya|y'all|you\s+guys|this)`;
const BAD = String.raw`(?:garbage|trash|rubbish|crap|crappy|junk|useless|stupid|dumb|sucks?|sucked|terrible|awful|horrible|worst|pathetic|lame|broken|worthless|pointless|annoying|a\s+joke|a\s+scam|a\s+waste)`;
const COMPLAINT: RegExp[] = [
  new RegExp(String.raw`\b${TOOL}\b[^,;.!?\n]{0,24}\b${BAD}\b`, "i"),
  new RegExp(
    String.raw`\b${BAD}\b[^,;.!?\n]{0,12}\b(?:app|tool|site|website|bot|ai|generator|platform|software|program|product|service)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:hate|hating|despise|can't\s+stand|cant\s+stand)\s+(?:this|your|these|the)\s+(?:\w+\s+)?${TOOL}\b`,
    "i",
  ),
  /\b(?:screw|f\W*\s*k|damn)\s+(?:you|this|your)\b|\bshut\s+up\b|\bget\s+lost\b|\bgo\s+to\s+hell\b/i,
  // "I'm not telling you anything about me": a refusal, not a description.
  /\b(?:not|won'?t|never|ain'?t)\s+(?:telling|tell|giving|give|sharing|share|saying)\s+(?:you\s+)?(?:anything|nothing|a\s+thing)\b/i,
  // "write whatever", "just write anything", "idc": a shrug, not a description.
  /^\s*(?:ugh+|argh+|meh|smh|bruh|ffs|lol|lmao)\s*$/i,
  /^\s*(?:(?:just|pls|please|ok|so)\s+)?(?:write|make|put|say|do|generate)\s+(?:whatever|anything|something)\b(?!\s+(?:for|about)\s+(?:a|an|my|me)\b)|^\s*(?:whatever|idc|i\s+don'?t\s+care|idk|i\s+dunno)\s*$/i,
];
// Statements that demean other people.
const DEMEANING =
  /\b(?:people|men|women|girls|guys|boys|kids|immigrants|foreigners|fans|customers|clients|followers|haters|everyone\s+else|the\s+rest|they|those\s+\w+|you(?:\s+(?:lot|guys|people|all))?|\w+s)\s+(?:are|r)\s+(?:all\s+|just\s+|so\s+)?(?:stupid|dumb|lazy|ugly|idiots|trash|garbage|worthless|inferior|beneath\s+(?:me|us)|losers|pathetic|animals|vermin|subhuman|disgusting|useless|scum|parasites|filth|scammers|frauds|liars|thieves|crooks|con\s+artists|clowns)\b|\b(?:people|\w+s)[\]"'”’)]?\s+(?:are|r)\s+(?:ruining|destroying|invading|infesting|taking\s+over|a\s+plague\s+on)\s+(?:the|this|our|my)\s+(?:city|country|town|neighbou?rhood|area|streets?|community|industry|culture|nation)\b|\bbetter\s+than\s+(?:all\s+)?(?:you|those|these|the\s+rest|everyone)\s+(?:losers|idiots|peasants|people)\b|\blook\s+down\s+on\b/i;

// Cheap whole-text checks: a word every pattern of a kind needs. Most descriptions have none,
// and then no clause is tested at all.
const SCAM_HINT =
  /airdrop|fake|forged|counterfeit|gift|medic|meds|pills|insulin|chemo|treatment|prescription|passive|freedom|figure|back\b|giveaway|usdt|crypto|bitcoin|btc|nft|kg|lbs|pounds|stone|miracle|doctor|cure|heal|reverse|fat|detox|slim|skinny|explicit|nsfw|sexy|sexual|naked|nude|topless|undressed|dirty|naughty|x-rated|18\+|spicy|onlyfans|fansly|porn|xvideos|xhamster|chaturbate|manyvids|fanvue|guarantee|\d\s*x\b|free|buy|sell|cheap|instant|rich|money|cash|[$£€₹]\s?\d|%|risk|signal|vip|pump|invest|secret|system|method|double|triple|send|followers|likes|views|subscribers/i;
const DOXXING_HINT =
  /\b(?:competitor|rival|ex|neighbou?r|landlord|landlady|boss|partner|co-?worker|colleague|roommate|flatmate|in-laws?|everyone|everybody|y'?all|you\s+all|his|her|their|spam|flood|raid|harass|call|alone)\b|@|['’]s\s+(?:e-?mail|number|phone|mobile|address|contact)/i;
const INSULT_HINT =
  /brainless|idiot|moron|imbecile|scum|loser|dumb|dimwit|cretin|halfwit|numpt|jerk|clown|buffoon|nitwit|simpleton|degenerate|muppet|pathetic|garbage|trash|rubbish|crap|junk|useless|stupid|suck|terrible|awful|horrible|worst|lame|broken|worthless|pointless|annoying|joke|scam|waste|hate|hating|despise|stand|screw|damn|f\W*\s*k|shut|lost|hell|ugh|argh|meh|smh|bruh|ffs|lol|lmao|whatever|anything|something|idc|care|idk|dunno|scammer|fraud|liar|thie|crook|con\s+artist|telling|giving|sharing|lazy|ugly|inferior|beneath|animals|vermin|subhuman|disgusting|parasites|filth|better\s+than|look\s+down|cheat|criminal|predator|abuser|ruin|destroy|invad|infest|taking\s+over|plague/i;

// "a plumber in Leeds who's sick of bad reviews from idiots": the insult is in the clause about
// somebody else, which goes alone; the person before it stays.
const INSULT_TAIL = new RegExp(
  String.raw`\s+(?:who(?:'s|’s|\s+is|\s+are|\s+gets?)?|that(?:'s|’s)?|which)\b[^,.;!?\n]*?${INSULT_WORDS.source}[^,.;!?\n]*`,
  "gi",
);

const PERSON_HEAD = /(?:^|[.!?]\s*|\b(?:for|i'?m|i\s+am|we'?re|we\s+are)\s+)(?:an?\s+)[^,.;!?\n]*$/i;

const isInsult = (clause: string) =>
  INSULT_WORDS.test(clause) || DEMEANING.test(clause) || ACCUSING.test(clause) || COMPLAINT.some((p) => p.test(clause));
const isScam = (clause: string) =>
  SCAM.some((p) => p.test(clause)) || HEALTH_SCAM.some((p) => p.test(clause)) || EXPLICIT.some((p) => p.test(clause));

/** Whether text asks readers for their private details, a fee for a prize, or money for forged papers: a con. */
export const isCon = (text: string) => isScamSentence(text) || FEE_TO_CLAIM.test(text) || FORGED.test(text);
const isScamCall = (clause: string) => SCAM_CALLS.some((p) => p.test(clause));
const isDoxxing = (sentence: string) => DOXXING.some((p) => p.test(sentence));

// Clauses end at punctuation, brackets, emoji, dashes between words, and "but"; a full stop inside a
// word ("t.me", "shop.biz", "3.5") ends nothing.
const CLAUSE_END =
  /((?:[;!?\n|•()]|,(?!(?<=\d,)\d{3}(?!\d))|\.(?![\p{L}\p{N}])|[ \t]*\p{Extended_Pictographic}\uFE0F?)+[ \t]*|(?<!\s)[ \t]+[-–—]+[ \t]+|(?<!\s)[ \t]+but[ \t]+)/iu;
// "his kids go to St. Mary's Elementary": the point of "St." ends no sentence.
const SENTENCE_END = new RegExp(String.raw`((?:[!?\n]|(?<!\b(?:${ABBREVIATIONS}))\.(?![\p{L}\p{N}]))+[ \t]*)`, "u");
const LEAD_FILLER = /^(?:anyway[s]?|anyhow|so\s+yeah|ok(?:ay)?\s+so|but|and)\b[\s,:-]*/i;

function dropClauses(
  text: string,
  drop: (clause: string) => boolean,
  ends: RegExp = CLAUSE_END,
): { text: string; removed: string } {
  const parts = text.split(ends);
  let removed = "";
  let out = "";
  let dropped = false;
  let lastKeptEnd = "";
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    const end = parts[i + 1] ?? "";
    if (clause.trim().length > 0 && drop(clause)) {
      removed += ` ${clause}`;
      dropped = true;
      // A sentence end after a dropped clause still ends the sentence before it.
      if (/[.!?\n]/.test(end) && out.length > 0 && !/[.!?\n]\s*$/.test(out)) lastKeptEnd = end;
      continue;
    }
    const body = dropped ? clause.replace(LEAD_FILLER, "") : clause;
    if (lastKeptEnd) {
      out = `${out.replace(/[\s,;:|•–—-]+$/, "")}${lastKeptEnd}`;
      lastKeptEnd = "";
    }
    if (out.length > 0 && dropped && /[,;|•–—]\s*$/.test(out) && body.trim() === "") continue;
    out += body + end;
  }
  if (!dropped) return { text, removed: "" };
  out = out
    .replace(/\(\s*\)/g, " ")
    .replace(/^[\s,;:|•–—.!?-]+/, "")
    .replace(/[\s,;:|•–—-]+$/, "")
    .replace(/([,;])\s*[,;]+/g, "$1");
  return { text: out, removed };
}

// A claim the person takes back in the same breath: "Apple-authorised (we're not)", "5,000
// reviews (we have like 40)", "award-winning (not really)". The claim and its retraction go;
// a number's comma ("5,000") does not end the claim, and "with", "and" or "that" start one.
const RETRACTION = String.raw`\(\s*(?:not\s+(?:really|true|yet|actually|officially)|(?:we|i|it|they|he|she|that)(?:'re|'m|'s|\s+are|\s+am|\s+is|\s+was|\s+were)?\s+not\b|(?:we|i|they|he|she)\s+(?:aren'?t|don'?t|didn'?t|haven'?t|hasn'?t|never|(?:only\s+)?ha(?:ve|d|s)\s+(?:like\s+|only\s+|about\s+|maybe\s+|just\s+|barely\s+)*\d)|(?:it|that|this)\s+(?:isn'?t|wasn'?t|doesn'?t|does\s+not|won'?t|didn'?t|never\s+happened)|never\s+happened|(?:a\s+)?(?:lie|fib)|fake|jk|just\s+kidding|kidding|lol\s+no|nope|actually\s+(?:only\s+|like\s+)?\d)[^()\n]{0,40}\)`;
const RETRACTED_CLAIM = new RegExp(
  String.raw`(?:\b(?:with|and\s+that|and|that|who|which|plus)\s+)?(?:(?!\b(?:with|and|that|who|which|plus)\b)[^,;.!?\n()]|(?<=\d)[,.](?=\d))*?${RETRACTION}`,
  "gi",
);
const RETRACTION_HINT =
  /\(\s*(?:not|we|i|it|they|he|she|that|this|never|a\s|lie|fib|fake|jk|just|kidding|lol|nope|actually)\b/i;

// "(I have 900)": a count said without "only" or "like", a retraction only when the claim said
// another.
const BARE_COUNT = /^\(\s*(?:we|i|they|he|she)\s+(?:only\s+)?ha(?:ve|d|s)\s+(\d(?:[\d,.]*\d)?)/i;
const numbersIn = (s: string): string[] => s.match(/\d(?:[\d,.]*\d)?/g) ?? [];

function dropRetracted(text: string): { text: string; removed: string } {
  if (!RETRACTION_HINT.test(text)) return { text, removed: "" };
  let removed = "";
  const out = text.replace(RETRACTED_CLAIM, (claim) => {
    // "3 kilns (I have 3)" confirms; "2 million followers (I have 900)" takes the claim back.
    const said = BARE_COUNT.exec(claim.slice(claim.lastIndexOf("(")))?.[1];
    if (said && numbersIn(claim.slice(0, claim.lastIndexOf("("))).includes(said)) return claim;
    removed += ` ${claim}`;
    return " ";
  });
  if (!removed) return { text, removed };
  const tidied = out
    .replace(/\s+(?:and|or)\s+(?=[,;.!?\n]|$)/gi, "")
    .replace(/\s+([,;.!?])/g, "$1")
    .replace(/([,;])\s*[,;]+/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[\s,;]+$/, "");
  return { text: tidied, removed };
}

const SPEAKS_FOR_BRAND =
  /\b(?:[Cc]ustomer\s+)?(?:[Ss]upport|[Ss]ervice|[Cc]are|[Hh]elp\s*[Dd]esk|[Ss]ecurity|[Ff]raud|[Vv]erification)\s+(?:[Tt]eam\s+|[Dd]esk\s+)?(?:for|at|of)\s+\p{Lu}|\b[Oo]fficial\s+(?:account|page|support|team)\b/u;

/**
 * Remove claims the person takes back ("(we're not)"), scam and spam promises (money, health
 * miracles, explicit content) with the calls to act that sell them, text aimed at somebody else (their address, what they owe), complaints about
 * the tool, insults and demeaning statements.
 */
export function removeHostileClauses(input: string): { text: string; scam: boolean; insult: boolean; removed: string } {
  const retracted = dropRetracted(input);
  const harmful = mayHoldHarmfulSentence(retracted.text);
  const fishing = harmful
    ? dropClauses(retracted.text, isScamSentence, SENTENCE_END)
    : { text: retracted.text, removed: "" };
  // "Customer support for Barclays. DM us your card number and PIN …": once a description fishes
  // for private details, the brand it says it speaks for is the disguise, and goes too.
  const disguised = fishing.removed
    ? dropClauses(fishing.text, (s) => SPEAKS_FOR_BRAND.test(s), SENTENCE_END)
    : { text: fishing.text, removed: "" };
  const mocking = harmful
    ? dropClauses(disguised.text, isMockingSentence, SENTENCE_END)
    : { text: disguised.text, removed: "" };
  const despair = harmful
    ? dropClauses(mocking.text, (s) => isDespairSentence(s) || isThreatSentence(s), SENTENCE_END)
    : { text: mocking.text, removed: "" };
  const text = despair.text;
  const found = SCAM_HINT.test(text) ? dropClauses(text, isScam) : { text, removed: "" };
  const calls = found.removed ? dropClauses(found.text, isScamCall) : { text: found.text, removed: "" };
  const scam = { text: calls.text, removed: `${fishing.removed}${disguised.removed}${found.removed}${calls.removed}` };
  const dox = DOXXING_HINT.test(scam.text)
    ? dropClauses(scam.text, isDoxxing, SENTENCE_END)
    : { text: scam.text, removed: "" };
  // Only after words about the person ("for a plumber in Leeds", "I'm a roofer"): "those cowboys at
  // Dave's Drains who are thieving scumbags" is about somebody else from its first word.
  const tails = [...dox.text.matchAll(INSULT_TAIL)]
    .filter((m) => PERSON_HEAD.test(dox.text.slice(Math.max(0, (m.index ?? 0) - 60), m.index)))
    .map((m) => m[0]);
  const trimmed = tails.reduce((t, tail) => t.replace(tail, ""), dox.text);
  const insult = INSULT_HINT.test(trimmed) ? dropClauses(trimmed, isInsult) : { text: trimmed, removed: "" };
  if (tails.length > 0) insult.removed = `${tails.join(" ")} ${insult.removed}`;
  return {
    text: insult.text,
    scam: scam.removed.length > 0,
    insult: mocking.removed.length + insult.removed.length + dox.removed.length > 0,
    removed: `${retracted.removed} ${scam.removed} ${dox.removed} ${mocking.removed} ${despair.removed} ${insult.removed}`,
  };
}
