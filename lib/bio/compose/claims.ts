import { fold } from "../extract/tokenize";

// A bio claims only what the description says. Slots are filled from the description, so
// they are safe; the words a template adds around them are not. A line that would say the
// person takes bookings, works with brands, speaks at events, has a portfolio, counts
// something or holds a role they never named is used only when the description supports it.

// Offers and calls to action that presume something, with the words that make them true.
const PRESUMPTIONS: [claim: RegExp, support: RegExp][] = [
  [/\bcollab\w*|\bpartner(?:ship)?s?\b/i, /collab|partner|sponsor|brand deal|\bpr\b|work with/],
  [/\bbrands?\b/i, /\bbrand/],
  [/\bspeak(?:ing|er)?\b|\bkeynotes?\b|\bstage\b/i, /speak|keynote|\btalks?\b|panel|\bted\b/],
  [
    /\bbook(?:ing|ings|ed)?\b(?! club| lover| nerd| worm)|\bconsultations?\b|\bdiscovery call\b|\bappointments?\b|\bsessions?\b|\bcall\b/i,
    /\bbook(?:ing|ings|ed)?\b(?! club| lover| nerd)|consult|appointment|session|class|lesson|coach|therap|clinic|salon|tutor|trainer|service|client/,
  ],
  [
    /\bshop\b|\bstore\b|\borders?\b|\bcollection\b|\bthe drop\b|\binventory\b|\brestock|\bgoodies\b|\btreasures\b/i,
    /shop|store|sell|sold|order|merch|etsy|product|stock|ship|deliver|collection|\bdrops?\b|bakery|handmade/,
  ],
  [/\bportfolio\b|\brecent work\b/i, /portfolio|freelanc|commission|client|project|hire|studio/],
  [/\bhir(?:e|ing)\b|\binternships?\b|\bopen to work\b/i, /hir(?:e|ing)|\bjobs?\b|intern|open to|looking for/],
  [/\bremote\b|\bglobally\b|\bworldwide\b|\bbeyond\b/i, /remote|global|world|international/],
  [/\bclients?\b|\bcustomers?\b/i, /client|customer|freelanc|agency|consult|firm|service|shop|store/],
  [/\boffice\b/i, /office/],
  [/\bteams?\b/i, /team|startup|company|founder|manager|\blead/],
  [/\bworkshops?\b|\bcourses?\b|\bclasses\b/i, /workshop|course|class|teach|tutor|lesson/],
  [
    /\bnewsletter\b|\bsubscribe\b|\bpodcast\b|\bchannel\b/i,
    /newsletter|podcast|channel|youtube|\byt\b|subscri|substack/,
  ],
  [/\bweekly\b|\bdaily\b|\bevery (?:week|day|morning|night)\b|\bconsistently\b/i, /weekly|daily|every|consistent/],
  [/\baward/i, /award|winner|\bwon\b/],
  // How someone works is theirs to say: data, strategy, growth and results are claims too.
  [/\bdata\b|\bmetrics\b/i, /data|analy|metric|scien|research/],
  [
    /\bstrateg|\bgrowth\b|\bcommercial\b|\bproducts?\b|\bscal(?:e|able)\b/i,
    /strateg|growth|market|consult|product|business|startup|founder|brand|sell/,
  ],
  [/\bcommunit(?:y|ies)\b/i, /communit/],
  [/\bcontent\b/i, /content|creator|vlog|youtub|blog|post|video|reel|influenc|podcast|stream/],
  [
    /\bstudent\b|\bstudying\b|\bassignments?\b|\ball-nighters\b|\blibrary\b|\bexams?\b/i,
    /student|study|studying|college|universit|school|exam|class of/,
  ],
];

// Words that give a person a role. A template may add one only when the description has a
// word of the same stem ("storyteller" needs stories, "founder" a founder).
// prettier-ignore
const ROLE_WORDS = [
  "founder", "ceo", "owner", "entrepreneur", "designer", "developer", "engineer", "writer", "author", "poet",
  "photographer", "filmmaker", "artist", "musician", "singer", "dancer", "comedian", "storyteller", "strategist",
  "consultant", "coach", "mentor", "teacher", "chef", "baker", "cook", "creator", "influencer", "blogger", "speaker",
  "manager", "marketer", "analyst", "researcher", "scientist", "doctor", "lawyer", "producer", "director",
  "athlete", "collaborator", "freelancer", "specialist", "expert", "investor", "student", "problem solver",
  "leader", "builder", "maker", "thinker", "partner",
];
const ROLE_RE = new RegExp(`\\b(${ROLE_WORDS.join("|")})s?\\b`, "gi");

const SLOT = /\{[a-zA-Z_0-9]+\}/g;

function stem(word: string): string {
  const w = word.split(/\s+/)[0] ?? word;
  return w.replace(/(?:er|or|ist|ian|ing)$/, "").slice(0, Math.max(4, w.length - 3));
}

/** The description as the claim check reads it: folded, numbers as digits too. */
export function claimText(cleanText: string): string {
  return fold(cleanText.normalize("NFKD"));
}

/** Whether the words `template` adds around its slots are all supported by `said`. */
export function supportedBy(template: string, said: string): boolean {
  const own = fold(template.replace(SLOT, " "));
  if (/\d/.test(own)) {
    const given = new Set(said.match(/\d+/g) ?? []);
    if (!(own.match(/\d+/g) ?? []).every((n) => given.has(n))) return false;
  }
  if (PRESUMPTIONS.some(([claim, support]) => claim.test(own) && !support.test(said))) return false;
  return [...own.matchAll(ROLE_RE)].every((m) => said.includes(stem(m[1] ?? "")));
}
