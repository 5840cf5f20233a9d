// Sentences that go whole, so no word of them (a number to text, a link, a rival's name) reaches
// a bio: fishing for the reader's private details, selling medicine without a prescription, and
// asking the bio to mock somebody. Their clauses alone can look harmless ("include my phone
// number", "make fun of my competitor Workly"); the sentence around them is what they serve.

const PRIVATE_DETAILS = String.raw`(?:(?:wallet\s+)?seed\s+phrase|recovery\s+phrase|private\s+keys?|ssn|social\s+security(?:\s+(?:number|no))?|bank\s+(?:details|logins?|account(?:\s+(?:number|details))?)|(?:credit\s+|debit\s+)?card\s+(?:number|details)|cvv|passwords?|pin(?:\s+(?:number|code))?|otp|one[\s-]time\s+(?:code|password)|(?:mother'?s\s+)?maiden\s+name|passport\s+(?:number|details)|aadhaar(?:\s+(?:number|details))?|date\s+of\s+birth)`;
// "ask every reader to text their full name, address and SSN to …", "DM me your card number".
const FISHING = new RegExp(
  String.raw`\b(?:send|text|dm|email|e-mail|message|whatsapp|share|give|submit|enter|reply\s+with|drop)\b[^.!?\n]{0,24}\b(?:your|their|his|her)\b[^.!?\n]{0,40}\b${PRIVATE_DETAILS}\b`,
  "i",
);
// "… tell people to verify their accounts at …": a login page that is not the bank's.
const PHISHING =
  /\b(?:verify|confirm|unlock|restore|reactivate|validate|re-?activate)\s+(?:your|their|his|her)\s+(?:accounts?|wallets?|logins?|identity|payment\s+details)\b/i;
// "Never share your password": advice, not a request.
const ADVICE =
  /\b(?:never|don'?t|do\s+not|not\s+to)\s+(?:\w+\s+){0,2}(?:send|text|share|give|enter|reply|verify|confirm|unlock|restore|validate)\b/i;

const PILLS =
  /\bno\s+(?:prescription|rx|script)\s+(?:needed|required|necessary)\b|\b(?:online|cheap|discount)[\s_-]+(?:pharmacy|pills|meds|viagra|cialis)\b|\b(?:viagra|cialis|xanax|oxycodone|oxycontin|tramadol)\b/i;

// "make fun of my competitor Workly", "roast my ex": a bio is no place to mock anybody.
const TARGET = String.raw`(?:my|our|his|her|their|the|that|this)?\s*(?:competitors?|competition|rivals?|ex\b|ex-|neighbou?rs?|boss|haters?|him\b|her\b|them\b)`;
// "Mock trial captain", "diss track", "we roast Ethiopian beans": these verbs need a person after
// them. Case matters for the name ("make fun of Workly"), so the sentence's first letter is
// lowered before the test instead of ignoring case.
const MOCKING = new RegExp(
  String.raw`\bcall\s+(?:him|her|them)\s+(?:a\s+|an\s+)?(?:fat|ugly|useless|stupid|dumb|lazy|worthless|disgusting|pathetic|loser|idiot)\b|\b(?:mock|insult|bully|harass|humiliate|ridicule)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+|\bcall\s+(?:(?!by\b)[\p{L}'’-]+\s+){1,5}?(?:(?:ugly|mean|nasty|rude|horrible|awful|bad|dirty|cruel)\s+)?names\b|\b(?:say|saying|says|tell\s+(?:people|everyone))\s+(?:that\s+)?(?:she|he|they)\s+(?:sleeps?|sleeping)\s+around\b|\b(?:make\s+fun\s+of|ridicule|humiliate|trash[\s-]?talk|badmouth|bad-mouth|smear|slander|defame|dunk\s+on)\s+(?:on\s+)?(?:\p{Lu}|${TARGET})|\b(?:mock|insult|diss|roast)\s+${TARGET}`,
  "u",
);
// "Unlike that clown Gary at Fade Factory…": somebody called names. ("A clown for kids' parties"
// and "the class clown" name a job or the person themself.)
const NAMES = "clown|idiot|moron|imbecile|loser|muppet|buffoon|halfwit|numpty|jerk|scammer|crook|hack";
const NAME_CALLING = new RegExp(
  String.raw`\b(?:that|this)\s+(?:\p{Ll}+\s+)?(?:${NAMES})\s+(?:\p{Lu}|(?:at|from|down|over|next|who|across)\b)`,
  "u",
);
// "tired of living, might end it soon": words of despair are never a line of a bio, whoever asks
// for them; the sentence that holds them goes whole.
const DESPAIR =
  /\b(?:tired\s+of\s+(?:living|being\s+alive)|(?:want|wanna|going|ready)\s+to\s+die|kill(?:ing)?\s+my\s*self|unalive\s+my\s*self|end\s+(?:it\s+(?:all|soon|tonight)|my\s+(?:own\s+)?life)|don'?t\s+want\s+to\s+(?:live|be\s+alive)|no\s+reason\s+to\s+live|better\s+off\s+dead)\b/i;

// "anyone who leaves a bad review, I know where you live": a threat is never a line of a bio, and the
// sentence that makes it goes whole ("… and I'll pay you a visit" with it). "We'll find you the
// perfect dress" threatens nobody, so finding is not among the verbs.
const THREAT = new RegExp(
  String.raw`\b(?:i|we)\s+know\s+where\s+(?:you|u|they|he|she)\s+(?:live|sleep|work)\b|\bwatch\s+(?:your|ur)\s+back\b|\bsleep\s+with\s+one\s+eye\s+open\b|\b(?:you'?ll|you\s+will|u\s+will|they'?ll)\s+be\s+sorry\b|\b(?:i'?ll|i\s+will|we'?ll|we\s+will|gonna|going\s+to)\s+(?:make\s+(?:you|them|him|her)\s+pay|(?:hurt|beat(?:\s+up)?|kill|stab|shoot|smash)\s+(?:you|u|them|him|her)|hunt\s+(?:you|them|him|her)\s+down|break\s+(?:your|their|his|her)\s+(?:legs?|arms?|hands?|fingers?|teeth|jaw|nose|face|neck))\b`,
  "i",
);

// "go kill yourselves, nobody would miss you", "kys": telling somebody to harm themself is never a
// line of a bio, and the sentence that says it goes whole.
const URGING_HARM =
  /\b(?:go\s+)?(?:kill|unalive|hang|off)\s+(?:yo)?ur\s*sel(?:f|ves)\b|\bgo\s+(?:kill|unalive|hang)\s+(?:themselves|themself|himself|herself)\b|\bkys\b|\b(?:go|just)\s+die\b|\b(?:nobody|no\s+one|noone)\s+(?:would|will|'d)\s+(?:miss|care\s+about)\s+(?:you|u)\b|\bworld\s+(?:would\s+be|is)\s+better\s+(?:off\s+)?without\s+(?:you|u)\b/i;

const HINT = new RegExp(
  String.raw`names\b|around\b|call\s+(?:him|her|them)|bully|harass|verify|confirm|unlock|restore|activate|validate|where\s+(?:you|u|they|he|she)\s+(?:live|sleep|work)|sel(?:f|ves)\b|\bkys\b|die\b|miss\s+(?:you|u)\b|without\s+(?:you|u)\b|your\s+back|ur\s+back|one\s+eye|be\s+sorry|pay\b|hurt|beat|stab|shoot|smash|hunt|break|tired\s+of|to\s+die|kill|unalive|end\s+(?:it|my)|to\s+live|better\s+off|${NAMES}|seed\s+phrase|recovery\s+phrase|private\s+key|ssn|social\s+security|bank|card|cvv|password|\bpin\b|\botp\b|one[\s-]time|maiden|passport|aadhaar|birth|prescription|\brx\b|script|pharmacy|pills|meds|viagra|cialis|xanax|oxy|tramadol|fun\s+of|mock|ridicul|humiliat|insult|trash|diss|mouth|smear|slander|defame|dunk|roast`,
  "i",
);

/** Whether `text` may hold a sentence either check below catches: most descriptions do not. */
export const mayHoldHarmfulSentence = (text: string) => HINT.test(text);

/** A sentence fishing for readers' private details or selling pills: a scam. */
export const isScamSentence = (sentence: string) =>
  ((FISHING.test(sentence) || PHISHING.test(sentence)) && !ADVICE.test(sentence)) || PILLS.test(sentence);

/** A sentence asking the bio to mock somebody: an insult. */
export const isMockingSentence = (sentence: string) =>
  MOCKING.test(sentence.replace(/^\s*\p{Lu}/u, (c) => c.toLowerCase())) || NAME_CALLING.test(sentence);

/** A sentence of despair about the person's own life. */
export const isDespairSentence = (sentence: string) => DESPAIR.test(sentence);

/** A sentence threatening somebody, or telling them to harm themself. */
export const isThreatSentence = (sentence: string) => THREAT.test(sentence) || URGING_HARM.test(sentence);
