// The eval's own reading of what a bio claims, written apart from the composer so the eval
// cannot pass because the composer agrees with itself. A claim is supported when the
// description says it: the same number, the same place as written, a role word of the same
// stem, or a word that makes the offer or call to action true.

import { mulberry32 } from "../lib/bio/compose/rng";
import { TONES, type Tone } from "../lib/bio/types";

export const fold = (s: string) => s.normalize("NFKD").toLowerCase().replace(/\p{M}/gu, "");

// "Three albums" supports "3 albums".
// prettier-ignore
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve"];

function withDigits(d: string): string {
  return d.replace(/[a-z]+/g, (w) => (NUMBER_WORDS.includes(w) ? `${w} ${NUMBER_WORDS.indexOf(w)}` : w));
}

// A typo the composer corrects ("banglore", "desiner") is still the person's word.
function nearWord(word: string, text: string): boolean {
  if (word.length < 5) return false;
  return (text.match(/\p{L}+/gu) ?? []).some(
    (w) => Math.abs(w.length - word.length) <= 2 && editDistance(w, word) <= 2,
  );
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordRe = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, "u");

// Places a bio could name: countries, states and cities people write in bios. A bio that names
// one the description does not (a country for a city, a city for a country) invents a place.
// prettier-ignore
export const PLACES: string[] = [
  "India", "Pakistan", "Bangladesh", "Sri Lanka", "Nepal", "Bhutan", "Maldives", "Singapore", "Malaysia", "Indonesia",
  "Thailand", "Vietnam", "Philippines", "Japan", "Korea", "China", "Taiwan", "Hong Kong", "Australia", "New Zealand",
  "UAE", "Dubai", "Qatar", "Saudi Arabia", "Oman", "Kuwait", "Bahrain", "Turkey", "Israel", "Egypt", "Morocco",
  "Nigeria", "Ghana", "Kenya", "South Africa", "Ethiopia", "Uganda", "Rwanda", "Tanzania", "Africa", "Europe", "Asia",
  "UK", "England", "Scotland", "Ireland", "France", "Germany", "Spain", "Portugal", "Italy", "Netherlands", "Belgium",
  "Switzerland", "Austria", "Poland", "Sweden", "Norway", "Denmark", "Finland", "Iceland", "Greece", "Czechia",
  "USA", "America", "Canada", "Mexico", "Brazil", "Argentina", "Chile", "Colombia", "Peru", "Cuba", "Latin America",
  "Kerala", "Goa", "Punjab", "Rajasthan", "Gujarat", "Maharashtra", "Karnataka", "Tamil Nadu", "Bengal", "Assam",
  "Kashmir", "Ladakh", "Himachal", "Uttarakhand", "Bihar", "Odisha", "Telangana", "Andhra", "Sikkim", "Meghalaya",
  "Nagaland", "Manipur", "Mizoram", "Northeast", "Texas", "California", "Florida",
  "Mumbai", "Bombay", "Delhi", "Bengaluru", "Bangalore", "Hyderabad", "Chennai", "Kolkata", "Pune", "Ahmedabad",
  "Jaipur", "Lucknow", "Kochi", "Chandigarh", "Indore", "Bhopal", "Surat", "Vadodara", "Nagpur", "Coimbatore",
  "Mysuru", "Mysore", "Mangaluru", "Guwahati", "Shillong", "Dehradun", "Rishikesh", "Varanasi", "Amritsar", "Udaipur",
  "Jodhpur", "Noida", "Gurugram", "Gurgaon", "Vizag", "Visakhapatnam", "Vijayawada", "Trivandrum", "Madurai", "Patna",
  "Ranchi", "Bhubaneswar", "Srinagar", "Leh", "Manali", "Shimla", "Ooty", "Darjeeling", "Gangtok", "Agra", "Kanpur",
  "Karachi", "Lahore", "Dhaka", "Colombo", "Kathmandu", "Tokyo", "Seoul", "Bangkok", "Bali", "Jakarta", "Manila",
  "Sydney", "Melbourne", "Auckland", "Istanbul", "London", "Manchester", "Dublin", "Paris", "Berlin", "Munich",
  "Amsterdam", "Madrid", "Barcelona", "Lisbon", "Rome", "Milan", "Zurich", "Vienna", "Prague", "Stockholm",
  "Copenhagen", "Oslo", "Athens", "New York", "Brooklyn", "Los Angeles", "San Francisco", "Seattle", "Austin",
  "Chicago", "Boston", "Miami", "Toronto", "Vancouver", "Mexico City", "Bogota", "Lima", "Buenos Aires", "Sao Paulo",
  "Rio", "Lagos", "Accra", "Nairobi", "Cape Town", "Johannesburg", "Cairo",
];

// Words that say what a person is. A bio using one the description has no word of the same
// stem for gives the person a role they never claimed ("storyteller" for a dentist).
// prettier-ignore
export const ROLE_WORDS: string[] = [
  "founder", "cofounder", "ceo", "cto", "owner", "entrepreneur", "designer", "developer", "engineer", "programmer",
  "writer", "author", "poet", "journalist", "editor", "photographer", "filmmaker", "videographer", "artist",
  "illustrator", "painter", "potter", "musician", "singer", "rapper", "dancer", "actor", "comedian", "storyteller",
  "strategist", "consultant", "advisor", "coach", "mentor", "teacher", "tutor", "educator", "professor", "trainer",
  "chef", "baker", "cook", "barista", "creator", "influencer", "blogger", "vlogger", "youtuber", "podcaster",
  "streamer", "gamer", "speaker", "manager", "marketer", "analyst", "researcher", "scientist", "doctor", "nurse",
  "dentist", "therapist", "lawyer", "architect", "producer", "director", "athlete", "collaborator", "freelancer",
  "specialist", "expert", "investor", "student", "problem solver", "leader", "maker",
];

// Offers and calls to action that presume something, with the words of a description that
// make them true. "DM for collaborations" needs a person who collaborates.
const PRESUMPTIONS: { claim: RegExp; support: RegExp }[] = [
  { claim: /\bcollab\w*/, support: /collab|partner|sponsor|brand deal|\bpr\b|work with/ },
  { claim: /\bpartner(?:ship)?s?\b/, support: /partner|collab|sponsor/ },
  { claim: /\bbrands?\b/, support: /brand/ },
  { claim: /\bspeak(?:ing|er)?\b|\bkeynotes?\b/, support: /speak|keynote|talks?\b|panel|\bted/ },
  {
    claim:
      /\bbook(?:ing|ings)?\b(?! club| lovers?| worm| nerd| tips| covers?| reviews?| recs| fair| shop)|\bconsultations?\b|\bdiscovery call\b|\bappointments?\b/,
    support: /book|consult|appointment|session|class|lesson|coach|therap|clinic|salon|tutor|trainer|service|client/,
  },
  {
    claim: /\bshop\b|\bstore\b|\borders?\b|\bthe collection\b|\bthe drop\b|\binventory\b|\brestock/,
    support: /shop|store|sell|sold|order|merch|etsy|product|stock|ship|deliver|collection|drop|bakery|brand/,
  },
  { claim: /\bportfolio\b|\brecent work\b/, support: /portfolio|freelanc|commission|client|project|hire|studio/ },
  {
    claim: /\bhir(?:e|ing)\b|\binternships?\b|\bopen to work\b/,
    support: /hir(?:e|ing)|job|intern|open to|looking for/,
  },
  { claim: /\bremote\b|\bglobally\b|\bworldwide\b/, support: /remote|global|world|international/ },
  { claim: /\bclients?\b|\bcustomers?\b/, support: /client|customer|freelanc|agency|consult|firm|service|shop|store/ },
  { claim: /\boffice hours\b/, support: /office hours|appointment/ },
  { claim: /\bteams?\b/, support: /team|startup|company|founder|manager|lead/ },
  { claim: /\bworkshops?\b|\bcourses?\b/, support: /workshop|course|class|teach|tutor|lesson/ },
  { claim: /\bnewsletter\b|\bsubscribe\b/, support: /newsletter|podcast|channel|youtube|\byt\b|subscri|substack/ },
  {
    claim: /\bweekly\b|\bevery (?:week|day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    support: /weekly|daily|every/,
  },
  { claim: /\baward/, support: /award|winner|won\b/ },
];

const NUMBER = /\d+(?:[.,]\d+)*/g;

function stem(w: string): string {
  return w.replace(/(?:ers|ors|ists|er|or|ist|ian|ing|s)$/, "").slice(0, Math.max(4, w.length - 3));
}

/** Claims in `bio` that `description` does not support, as short labels ("place:India"). */
export function inventedClaims(bio: string, description: string): string[] {
  const b = fold(bio);
  const d = withDigits(fold(description));
  const out: string[] = [];
  const digits = new Set(d.match(NUMBER) ?? []);
  for (const n of b.match(NUMBER) ?? []) if (!digits.has(n)) out.push(`number:${n}`);
  for (const place of PLACES) {
    const p = fold(place);
    if (wordRe(p).test(b) && !d.includes(p) && !nearWord(p, d)) out.push(`place:${place}`);
  }
  for (const role of ROLE_WORDS) {
    if (!wordRe(role).test(b)) continue;
    const s = stem(role.replace(/\s.*/, ""));
    if (!d.includes(s) && !nearWord(role, d)) out.push(`role:${role}`);
  }
  for (const { claim, support } of PRESUMPTIONS) {
    const m = b.match(claim);
    // The person's own word is no presumption: "we build inventory software" supports "Inventory".
    if (m && !support.test(d) && !claim.test(d)) out.push(`offer:${m[0]}`);
  }
  return out;
}

// "IIT Bombay" and "Delhi University" name a school, not where the person is.
const SCHOOL_BEFORE = /(?:\b(?:iit|iim|nit|iiit|university of|college of)\s+)$/;
const SCHOOL_AFTER = /^\s+(?:university|college|school)\b/;

/** Places the description names, as written. */
export function placesIn(description: string): string[] {
  const d = fold(description);
  return PLACES.filter((p) => {
    const re = new RegExp(wordRe(fold(p)).source, "gu");
    return [...d.matchAll(re)].some(
      (m) => !SCHOOL_BEFORE.test(d.slice(0, m.index)) && !SCHOOL_AFTER.test(d.slice(m.index + m[0].length)),
    );
  });
}

// A salient term names where the person is when it is that place alone, with its region or a
// word like "rural" ("Bend, Oregon", "rural Saskatchewan"); a name with a place inside it ("Bank
// of America", "New Zealand Book Award", "TU Munich") or a topic ("moving to Germany") does not.
const PLACE_QUALIFIER =
  /^(?:rural|north|south|east|west|northern|southern|eastern|western|central|greater|downtown|inner|outer|the|area|city|county|district|region)$/;
export function placeTerm(term: string): string[] {
  const found = placesIn(term);
  // "Gary, Indiana": a town the list does not know, with its region, still names where they are.
  const [, region] = /^[^,]+,\s*([^,]+)$/.exec(term) ?? [];
  if (region && found.some((p) => fold(p) === fold(region))) return found;
  const rest = found
    .reduce((t, p) => t.replace(new RegExp(`(?<![\\p{L}])${fold(p)}(?![\\p{L}])`, "gu"), " "), fold(term))
    .match(/[\p{L}\p{N}]+/gu);
  return (rest ?? []).every((w) => PLACE_QUALIFIER.test(w) || found.some((p) => fold(p).split(/\s+/).includes(w)))
    ? found
    : [];
}

// "Currently in Almaty", "a small bakery in Osu": a salient term the description itself puts
// after a word of place names a place, whether or not the list above knows it.
// ("A bachelor's in Communication Sciences", "fluent in Hausa" are subjects.)
const PLACE_WORD_BEFORE = /(?:\b(?:in|from|based in|near|outside|around)\s+(?:the\s+)?|📍\s*)$/i;
const SUBJECT_BEFORE =
  /\b(?:degree|bachelor'?s|master'?s|masters|phd|major|majoring|diploma|course|courses|classes|fluent|expert|interested|specialising|specializing|certified|studies|studying|research|thesis|published|featured|seen|appeared|interviewed|quoted|printed|mentioned)\s+(?:\w+\s+){0,2}?in\s+(?:the\s+)?$/i;
export function cuedPlaceTerms(description: string, salient: string[]): string[] {
  return salient.filter((term) => {
    if (!/^\p{Lu}/u.test(term) || /\d/.test(term) || term.split(/\s+/).length > 3) return false;
    for (let at = description.indexOf(term); at >= 0; at = description.indexOf(term, at + 1)) {
      const next = description.slice(at + term.length, at + term.length + 1);
      if (/[\p{L}\p{N}]/u.test(next)) continue;
      const before = description.slice(Math.max(0, at - 32), at);
      if (PLACE_WORD_BEFORE.test(before) && !SUBJECT_BEFORE.test(before)) return true;
    }
    return false;
  });
}

const words = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/** How well a naive Bayes classifier tells the tones apart from the words alone (5-fold). */
export function naiveBayesAccuracy(docs: { text: string; label: Tone }[], folds = 5): number {
  const order = [...docs.keys()];
  const r = mulberry32(42);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  let correct = 0;
  for (let f = 0; f < folds; f++) {
    const test = order.filter((_, k) => k % folds === f);
    const train = order.filter((_, k) => k % folds !== f);
    const counts = new Map<Tone, Map<string, number>>();
    const totals = new Map<Tone, number>();
    const priors = new Map<Tone, number>();
    const vocab = new Set<string>();
    for (const k of train) {
      const doc = docs[k] as { text: string; label: Tone };
      priors.set(doc.label, (priors.get(doc.label) ?? 0) + 1);
      const c = counts.get(doc.label) ?? new Map<string, number>();
      for (const w of words(doc.text)) {
        c.set(w, (c.get(w) ?? 0) + 1);
        totals.set(doc.label, (totals.get(doc.label) ?? 0) + 1);
        vocab.add(w);
      }
      counts.set(doc.label, c);
    }
    for (const k of test) {
      const doc = docs[k] as { text: string; label: Tone };
      let best: Tone | undefined;
      let bestScore = -Infinity;
      for (const tone of TONES) {
        const c = counts.get(tone);
        if (!c) continue;
        let score = Math.log((priors.get(tone) ?? 0) / train.length);
        const denom = (totals.get(tone) ?? 0) + vocab.size;
        for (const w of words(doc.text)) score += Math.log(((c.get(w) ?? 0) + 1) / denom);
        if (score > bestScore) {
          bestScore = score;
          best = tone;
        }
      }
      if (best === doc.label) correct++;
    }
  }
  return docs.length === 0 ? 100 : (100 * correct) / docs.length;
}
