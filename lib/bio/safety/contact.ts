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

type Finder = (text: string, out: ContactDetails) => string;

const FINDERS: Finder[] = [
  (t, out) => t.replace(EMAIL, (m) => (out.emails.push(m), " ")),
  (t, out) => t.replace(SCHEME_URL, (m) => (out.urls.push(m.replace(/[.,;:!?)]+$/, "")), " ")),
  (t, out) => t.replace(SHORT_DOMAIN_WITH_PATH, (m) => (out.urls.push(m), " ")),
  (t, out) => t.replace(BARE_DOMAIN, (m) => (out.urls.push(m.replace(/[.,;:!?)]+$/, "")), " ")),
  (t, out) => t.replace(PHONE_CANDIDATE, (m) => (isPhone(m) ? (out.phones.push(m.trim()), " ") : m)),
  (t, out) => t.replace(HANDLE, (m) => (out.handles.push(m), " ")),
];

/** Pull every contact detail out of `text`; returns the text without them. */
export function extractContact(text: string): { text: string; contact: ContactDetails } {
  const contact = emptyContact();
  let rest = text;
  for (const find of FINDERS) rest = find(rest, contact);
  for (const key of Object.keys(contact) as (keyof ContactDetails)[]) {
    contact[key] = [...new Set(contact[key])];
  }
  return { text: rest, contact };
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
