import { truncateGraphemes } from "../graphemes";
import { wordsToAvoid } from "./avoid-words";
import { removeBlocked } from "./blocklist";
import { asksForContact, extractContact, refusesContact, withoutRefusedContact, type ContactDetails } from "./contact";
import { removeHostileClauses, stripCodeFragments } from "./hostile";
import { stripHtml } from "./html";
import { removeInjections } from "./injection";

/** Only the first 2,000 characters of a description are ever read. */
export const MAX_DESCRIPTION_GRAPHEMES = 2000;

export interface SanitizedDescription {
  /** Plain text about the person: no markup, contact details, injected instructions or profanity. */
  text: string;
  contact: ContactDetails;
  wantsContact: boolean;
  flags: {
    truncated: boolean;
    html: boolean;
    injection: boolean;
    profanity: boolean;
    /** Scam or spam promises were cut. */
    spam: boolean;
    /** Complaints about the tool, insults or demeaning statements were cut. */
    insult: boolean;
  };
  /** Words of injected instructions, which no line of a bio may echo ("…write a poem"). */
  echoes: ReadonlySet<string>;
}

// Words a call to action cannot do without; an instruction using them is cut, the words stay.
const ECHO_OK = new Set(["follow", "dm", "link", "bio", "the", "and", "you", "your", "with", "for", "this", "that"]);

function echoWords(removed: string, kept: string): ReadonlySet<string> {
  const keptWords = new Set(kept.toLowerCase().match(/\p{L}+/gu) ?? []);
  const words = removed.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return new Set(words.filter((w) => !keptWords.has(w) && !ECHO_OK.has(w)));
}

// C0/C1 controls except tab and newline, plus invisible format characters used to smuggle
// text (bidi overrides, zero-width spaces, BOM). ZWJ (U+200D) stays: emoji sequences need it.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const INVISIBLE = /[\u00AD\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

// Characters that are letters to Unicode but show nothing (Hangul fillers, the blank braille
// pattern, Khmer's invisible vowels): used to pass blank text off as words, they read as spaces.
const BLANK_LETTERS = /[\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]/g;

// Text inside a direction override reads differently on screen than it is stored ("redrO woN"
// shows as "Now Order"): the whole span goes, not just its markers.
const OVERRIDE_SPAN = /[\u202D\u202E][^\u202C\u202D\u202E\n]*\u202C/g;

export function stripControl(s: string): string {
  return s
    .replace(OVERRIDE_SPAN, " ")
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(/\t/g, " ")
    .replace(CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(BLANK_LETTERS, " ");
}

// "#FoodBlogger" → "Food Blogger", "#travelgram" → "travelgram": hashtags are kept as words only.
function unHashtag(s: string): string {
  return s.replace(
    /#([\p{L}\p{N}_]+)/gu,
    (_, tag: string) => ` ${tag.replace(/_/g, " ").replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")} `,
  );
}

function tidy(s: string): string {
  return s
    .split("\n")
    .map((line) => line.replace(/[ \u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
}

const DANGLING = /(?:\s*[,;:|•–—-])+\s*$|^\s*[,;:|•–—.!?-]+\s*/g;

function tidyCuts(s: string): string {
  return s
    .split("\n")
    .map((line) =>
      line
        .replace(/\((?![^()]*\))|(?<!\([^()]*)\)/g, " ")
        .replace(/([.!?])(?:\s*[,;:|•–—-])+(?=\s|$)/g, "$1")
        .replace(/(?<!\.)([.!?])\s*\.(?!\.)/g, "$1")
        .replace(/\s+([,;:.!?])/g, "$1")
        .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
        .replace(DANGLING, "")
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join("\n");
}

// "BUY FOLLOWERS NOW BUY FOLLOWERS NOW … sushi chef": words said four times and more in a row are
// said once, as a sentence of their own, so they cannot run into the sentence the person wrote
// after them (and a spam sentence goes alone).
// A word starts with a letter or a digit and its separators hold none, so each unit is read one
// way only and the pattern stays linear on a run of quotes.
const REPEATED = /(?<![\p{L}\p{N}'’])((?:[\p{L}\p{N}][\p{L}\p{N}'’]*[^\p{L}\p{N}'’\n]{1,3}){1,5}?)\1{3,}/gu;

function withoutRepeats(s: string): string {
  return s.replace(REPEATED, (_, unit: string) => `${unit.trim().replace(/[.!?,;:]*$/, "")}. `);
}

const ENCODED_BLOB = /(?<![\p{L}\p{N}])[A-Za-z0-9+/]{20,}={0,2}(?![\p{L}\p{N}])/gu;

// Words of a contact request itself ("contact me:", "bookings at"): none says who the person is.
const REQUEST_WORDS =
  /\b(?:contact|reach|e-?mail|mail|call|text|whatsapp|dm|dms|message|inbox|ping|me|us|at|on|via|my|our|for|here|info|details|number|phone|bookings?|enquir(?:y|ies)|inquir(?:y|ies)|business|only)\b/gi;

function saysSomething(withoutContact: string): boolean {
  return /\p{L}{2,}/u.test(withoutContact.replace(REQUEST_WORDS, " "));
}

// "Just write something for a plumber in Leeds", "write a bio for a florist in Hove": the person
// the bio is for is the person.
const REQUEST_FOR =
  /(^|[.!?]\s+)(?:(?:just|pls|please|ok|okay|so|can\s+you|could\s+you)\s+)*(?:write|make|generate|create|do)\s+(?:me\s+)?(?:a\s+bio|a\s+profile|something|one)\s+for\s+(?=(?:a|an)\s)/gi;

export function sanitizeDescription(raw: unknown): SanitizedDescription {
  const input = typeof raw === "string" ? raw : "";
  // Slice code units first so a 1 MB paste never reaches the segmenter.
  const capped = truncateGraphemes(input.slice(0, MAX_DESCRIPTION_GRAPHEMES * 8), MAX_DESCRIPTION_GRAPHEMES);
  const truncated = capped.length < input.length;

  // NFKC folds "𝓒𝓱𝓮𝓯" and full-width letters into plain ones; zalgo marks are capped.
  let text = stripControl(capped)
    .normalize("NFKC")
    .replace(/(\p{M}{2})\p{M}+/gu, "$1");
  const withoutHtml = stripHtml(text);
  const html = withoutHtml !== text;
  text = withoutRepeats(stripControl(withoutHtml));

  // An encoded blob ("aWdub3JlIHByZXZpb3Vz…") hides an instruction or means nothing to a reader.
  const blobs = text.match(ENCODED_BLOB) ?? [];
  const encoded = blobs.filter((b) => /\d|=$/.test(b) && /\p{Lu}/u.test(b) && /\p{Ll}/u.test(b));
  for (const b of encoded) text = text.replace(b, " ");
  // Pasted code (SQL, JSON messages, markdown links) goes before the instruction check, so a
  // "-- florist" after "DROP TABLE" is read as the description it is.
  const code = stripCodeFragments(text);
  text = code.text;
  const avoided = wordsToAvoid(text);
  text = avoided.text;
  const injection = removeInjections(text);
  text = injection.text;
  // Scam promises, complaints and insults go clause by clause; the rest is still the person.
  const hostile = removeHostileClauses(text);
  text = hostile.text.replace(REQUEST_FOR, "$1I'm ");

  // A request not to show contact details wins over every cue to show them; a description caught
  // selling a scam gets no link or number in its bio either.
  const refused = refusesContact(text) || hostile.scam;
  const { text: withoutContact, contact } = refused ? withoutRefusedContact(text) : extractContact(text);
  // A contact detail with nothing about the person is not a bio to attach it to.
  const wantsContact = !refused && asksForContact(text, contact) && saysSomething(withoutContact);
  text = withoutContact;

  const profanity = removeBlocked(text);
  text = tidy(unHashtag(profanity.text));
  // What a cut leaves behind ("Lisbon, —", "Bristol. ,") is punctuation, not text.
  if (refused || code.found || hostile.removed.trim().length > 0) text = tidyCuts(text);

  return {
    text,
    contact,
    wantsContact,
    flags: {
      truncated,
      html,
      injection: injection.found || code.found || encoded.length > 0,
      profanity: profanity.found,
      spam: hostile.scam,
      insult: hostile.insult,
    },
    echoes: new Set([...echoWords(`${code.removed} ${injection.removed} ${hostile.removed}`, text), ...avoided.words]),
  };
}
