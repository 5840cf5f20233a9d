// Contact details are personal data: found, set aside, and shown only when the person asks.

export interface ContactDetails {
  emails: string[];
  urls: string[];
  phones: string[];
  handles: string[];
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}/gi;
const SCHEME_URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Bare domains need a known TLD and a label of 2+ chars, so "B.Tech" and "B.Com" stay words.
const TLDS =
  "com|in|io|co|net|org|me|app|dev|ai|xyz|shop|store|link|ly|gg|tv|info|biz|uk|us|ca|au|de|fr|es|mx|ar|br|cl|pe|page|site|blog|studio|design|art|online|ee|to|bio|fm|so|club|live|world|space|website";
const BARE_DOMAIN = new RegExp(
  `(?<![@\\w.])(?:[a-z0-9][a-z0-9-]+\\.)+(?:${TLDS})(?:\\.[a-z]{2})?\\b(?:\\/[^\\s<>"'\`]*)?`,
  "gi",
);
const SHORT_DOMAIN_WITH_PATH = /\b[a-z0-9]\.(?:co|ly|me|gg)\/[^\s]+/gi;
const PHONE_CANDIDATE = /(?<![\w])\+?\(?\d[\d\s().-]{5,}\d(?![\w])/g;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/;
const HANDLE = /(?<![\w@.])@([a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?)/gi;

export function emptyContact(): ContactDetails {
  return { emails: [], urls: [], phones: [], handles: [] };
}

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return false;
  if (YEAR_RANGE.test(candidate.trim())) return false;
  // "1,00,000" style grouping never reaches here (commas end the match); "2019 2020 2021" would.
  if (/^(?:(?:19|20)\d{2}\s+)+(?:19|20)\d{2}$/.test(candidate.trim())) return false;
  return true;
}

type Finder = (text: string, out: ContactDetails, mark: string) => string;

const findPhones: Finder = (t, out, mark) =>
  t.replace(PHONE_CANDIDATE, (m) => (isPhone(m) ? (out.phones.push(m.trim()), mark) : m));

const FINDERS: Finder[] = [
  (t, out, mark) => t.replace(EMAIL, (m) => (out.emails.push(m), mark)),
  (t, out, mark) => t.replace(SCHEME_URL, (m) => (out.urls.push(m.replace(/[.,;:!?)]+$/, "")), mark)),
  (t, out, mark) => t.replace(SHORT_DOMAIN_WITH_PATH, (m) => (out.urls.push(m), mark)),
  (t, out, mark) => t.replace(BARE_DOMAIN, (m) => (out.urls.push(m.replace(/[.,;:!?)]+$/, "")), mark)),
  findPhones,
  (t, out, mark) => t.replace(HANDLE, (m) => (out.handles.push(m), mark)),
];

/** Pull every contact detail out of `text`; returns the text without them. */
export function extractContact(text: string): { text: string; contact: ContactDetails } {
  const contact = emptyContact();
  let rest = text;
  for (const find of FINDERS) rest = find(rest, contact, " ");
  for (const key of Object.keys(contact) as (keyof ContactDetails)[]) {
    contact[key] = [...new Set(contact[key])];
  }
  return { text: rest, contact };
}

// A phone number is personal data: a bio never prints one, even when the person asks (the
// compliance check flags it too). An email or a website the person asks for is shown.
/** `text` without its phone numbers, and whether it had any. */
export function withoutPhones(text: string): { text: string; found: boolean } {
  const found = emptyContact();
  const out = findPhones(text, found, " ");
  return found.phones.length > 0 ? { text: out, found: true } : { text, found: false };
}

export function hasContact(text: string, { includeHandles = false } = {}): boolean {
  const { contact } = extractContact(text);
  return (
    contact.emails.length > 0 ||
    contact.urls.length > 0 ||
    contact.phones.length > 0 ||
    (includeHandles && contact.handles.length > 0)
  );
}

// Explicit requests ("include my email", "add my website") and contact cues right before a
// detail ("DM for collabs", "bookings: x@y.com", "reach me at") both count as asking.
const ASK_TO_SHOW =
  /\b(?:include|add|show|put|display|mention|list|share|drop|leave|keep)\b[^.!?\n]{0,30}\b(?:e-?mail|mail|contact|number|phone|whatsapp|website|site|link|url|handle|socials?)\b/i;
const CONTACT_CUE =
  /\b(?:contact|reach|e-?mail|mail|call|text|whatsapp|wa|ping|dm|dms|message|inbox|book|bookings?|enquir(?:y|ies)|inquir(?:y|ies)|collabs?|collaborations?|colabs?|colaboraciones|contacto|correo|escr[ií]beme|pedidos|business|orders?|hire|work with me|get in touch|pr)\b/i;
const DM_FOR = /\b(?:dms?|inbox|message me)\b[^.!?\n]{0,12}\b(?:open|for|to)\b/i;

export function asksForContact(textWithContact: string, contact: ContactDetails): boolean {
  if (ASK_TO_SHOW.test(textWithContact) || DM_FOR.test(textWithContact)) return true;
  const details = [...contact.emails, ...contact.urls, ...contact.phones];
  return details.some((detail) => {
    const at = textWithContact.indexOf(detail);
    if (at < 0) return false;
    const before = textWithContact.slice(Math.max(0, at - 40), at);
    return CONTACT_CUE.test(before);
  });
}

// "…but don't put those in the bio", "(not for the bio)", "keep my email private": a request
// not to show contact details wins over every cue to show them.
const CONTACT_NOUN = String.raw`(?:e-?mails?|mail|numbers?|phone|mobile|cell|whatsapp|contacts?|handles?|socials?|details|info|address|insta|ig|instagram|tiktok|twitter|website|site|links?|it|them|those|these|this|that|either(?:\s+of\s+(?:them|those|these))?|both(?:\s+of\s+(?:them|those|these))?|any(?:thing)?)`;
const REFUSAL = String.raw`(?:(?:do\s*n[o']?t|don't|dont|never|no\s+need\s+to|without)\s+(?:\w+\s+){0,2}?(?:show|showing|put|putting|include|including|add|adding|share|sharing|display|list|mention|publish|post|reveal|use|tag|link|give\s+out)\s+(?:\w+\s+){0,3}?${CONTACT_NOUN}\b|\bnot\s+(?:for|in|on)\s+(?:the|my|a|your)\s+(?:bio|profile)\b|\b(?:not|never)\s+(?:public|publicly|to\s+be\s+(?:shown|public|posted))\b|\bkeep\s+(?:\w+\s+){0,3}?(?:private|secret|hidden|confidential|off\s+(?:the\s+|my\s+)?(?:bio|profile|socials?|social\s+media|insta(?:gram)?|ig|the\s+internet|online)|out\s+of\s+(?:the\s+|my\s+)?bio|to\s+(?:yourself|myself))\b|\b(?:hide|omit|skip|leave\s+out)\s+(?:\w+\s+){0,2}?(?:e-?mails?|numbers?|phone|contacts?|details|handles?)\b|\bleave\s+(?:it|them|those|these|that|my\s+\w+(?:\s+and\s+\w+)?)\s+out\b|\bdon'?t\s+want\s+(?:\w+\s+){0,2}?(?:e-?mails?|numbers?|phone|contacts?|details|handles?|it|them|those)\s+(?:in|on|public|shown|visible|showing)\b|\bprivate\s+(?:please|pls|only)\b|\b(?:that's|that\s+is|it's|its|they're|they\s+are|those\s+are|both)\s+(?:only\s+|just\s+|strictly\s+)?(?:for\s+you|private|personal|not\s+(?:public|for\s+(?:the\s+)?(?:bio|profile)))\b|\b(?:only|just)\s+for\s+you\b|\(\s*(?:private|personal|not\s+public|confidential)\s*\))`;
const REFUSES_CONTACT = new RegExp(REFUSAL, "i");
const REFUSAL_SPAN = new RegExp(
  String.raw`(?:\(\s*)?(?:\b(?:private|personal|confidential|but|and|so|please|pls|plz|just|though|however)\b[\s,;:-]*)*${REFUSAL}[^.!?\n),;:–—]*\)?`,
  "gi",
);

// A word every refusal needs; most descriptions have none and skip the long pattern.
const REFUSAL_HINT =
  /n[o']?t\b|never|no\s+need|without|keep|hide|omit|skip|leave|private|personal|confidential|for\s+you/i;

/** The person asks for their contact details not to be shown. */
export function refusesContact(text: string): boolean {
  return REFUSAL_HINT.test(text) && REFUSES_CONTACT.test(text);
}

// Words of a contact request, and the glue around a detail that has been taken out.
const CONTACT_TALK =
  /\b(?:contact|reach|e-?mails?|mail|call|text|whatsapp|dm|dms|message|inbox|ping|me|us|at|on|via|my|our|for|here|info|details|numbers?|phone|mobile|cell|tel|bookings?|business|only|is|are|and|or|the|it|its|it's|also|can|you|find|hit|up|ig|insta|instagram|handle|website|site|link|personal|private|work|am|i'm|im|order|orders|ordering|shop|buy|visit|click|tap|now|today)\b/gi;
const PLACEHOLDER = "\uE000";
const CONTACT_CLAUSE = /[^,;.!?\n()–—]*\uE000[^,;.!?\n()–—]*/g;
// "my insta is …", "reach me on … or …", "clinic line …": the words that only led to a detail.
const LEAD_IN =
  /(?:\b(?:and|or|&|also|plus)\s+)?(?:(?:you\s+can\s+)?(?:reach|contact|call|text|email|mail|find|dm|ring)\s+(?:me|us)\s*(?:on|at|via|:)?\s*|(?:\b(?:my|our)\s+)?(?:\b(?:clinic|office|studio|work|business|shop|personal|private)\s+)?\b(?:insta|ig|instagram|e-?mail|mail|numbers?|phone(?:\s+number)?|mobile|cell|whatsapp|handle|website|site|contact|tiktok|twitter|line)\s*(?:is|:|-|at|on)?\s*)?\uE000/gi;

// A postcode finds a door as well as a street does: "OX11 7QT", "M5V 2T6", "ID 83702". Only in
// capitals, as postcodes are written.
const POSTCODE =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|(?<=\b[A-Z]{2}\s+)\d{5}(?:-\d{4})?\b/g;
// "My studio address is 2210 Elm Ridge Rd", "14 Eyre Square": a street address is a contact
// detail too, and goes with the others (and its postcode) when the person asks to keep them private.
const STREET_ADDRESS =
  /\b(?:(?:my|our)\s+)?(?:(?:studio|home|shop|office|clinic|work|house)\s+)?address\s+(?:is\s+|:\s*)?[^,;.!?\n]{0,40}\d[^,;.!?\n]{0,40}/giu;
// "14 Marlow Close": the number, then the street's name in capitals (so "22 years on Pitt Lane"
// is not one).
const NUMBERED_STREET =
  /\b\d{1,5}\s+(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Rd|Road|St|Street|Ave|Avenue|Lane|Ln|Blvd|Boulevard|Drive|Dr|Way|Court|Ct|Place|Pl|Close|Crescent|Terrace|Square|Sq)\b\.?/gu;

/**
 * For a person who asked not to show their contact details: the text without them, without
 * the request, and without the words that only introduced them ("my number is …, email …").
 */
export function withoutRefusedContact(text: string): { text: string; contact: ContactDetails } {
  const contact = emptyContact();
  let rest = [STREET_ADDRESS, NUMBERED_STREET, POSTCODE].reduce((t, re) => t.replace(re, ` ${PLACEHOLDER} `), text);
  for (const find of FINDERS) rest = find(rest, contact, ` ${PLACEHOLDER} `);
  for (const key of Object.keys(contact) as (keyof ContactDetails)[]) contact[key] = [...new Set(contact[key])];
  rest = rest.replace(REFUSAL_SPAN, " ");
  rest = rest.replace(CONTACT_CLAUSE, (clause) =>
    /\p{L}{2,}/u.test(clause.replaceAll(PLACEHOLDER, " ").replace(CONTACT_TALK, " ")) ? clause : " ",
  );
  return { text: rest.replace(LEAD_IN, " ").replaceAll(PLACEHOLDER, " "), contact };
}
