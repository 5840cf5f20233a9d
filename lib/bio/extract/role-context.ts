// Whose a role is, read from the words around it: a role hoped for, left behind, a member's, a
// relative's, a word used as a verb, or the people a team serves, is not the person's.

import { inKinClause, KIN as SOMEONES, KIN_IS, namesSomeoneElse } from "./kin";
import type { LexMatch } from "./match-lexicon";
import type { Token } from "./tokenize";

// "I want to become a surgeon", "hoping to be a vet one day", "I want to train as a clinical
// psychologist": a role hoped for is not theirs yet.
const HOPED_ROLE =
  /\b(?:want(?:s|ed)?\s+to|wanna|hop(?:e|es|ing)\s+to|plan(?:s|ning)?\s+to|aim(?:s|ing)?\s+to|going\s+to|gonna|aspir(?:e|es|ing)\s+to|dream(?:s|ing)?\s+of|would\s+love\s+to|someday|one\s+day)\s+(?:\p{L}+\s+)?(?:become|be|becoming|being|work\s+as|qualify\s+as|(?:re)?train\s+as|study\s+to\s+be)\s+(?:an?\s+|the\s+)?(?:\p{L}+\s+)?$/iu;
// "future therapist??", "aspiring vet": the role is ahead of them.
const FUTURE_ROLE = /\b(?:future|aspiring|wannabe|would-be|soon-to-be|trainee-to-be)\s+(?:\p{L}+\s+)?$/iu;
// "our founder, a retired nurse from Kathmandu", "our head chef", "our programmer was a
// teacher": somebody the person or the team names, not who they are.
const MEMBERS_ROLE =
  /\b(?:our|their|his|her)\s+(?:(?:founder|co-?founder|boss|manager|director|chair|president)\s*,\s*(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,2}|[\p{L}-]+\s+(?:was|is|had\s+been|used\s+to\s+be)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}|(?:[\p{L}-]+\s+)?)$/iu;
const membersRole = (m: LexMatch, text: string) => MEMBERS_ROLE.test(text.slice(Math.max(0, m.start - 60), m.start));
// "My mum is a school cook", "my cousin Darlene, who's a paralegal", "my mom as a caregiver":
// a relative's or a friend's job, not the person's.
const KINS_ROLE = new RegExp(
  String.raw`${SOMEONES}\s*,?\s*(?:is|was|works?\s+as|worked\s+as|as|who(?:'s|’s|\s+is|\s+was|\s+works\s+as)|(?:is|was)\s+(?:still\s+)?working\s+as)\s+(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,3}$`,
  "iu",
);
// "My sister went to Bologna to study medicine and is now a cardiologist there", "Tolu's dad, a
// retired judge": said inside a clause about a relative (kin.ts), the role is theirs.
// "dads a ferry captain": "dad's" typed without its apostrophe.
const KIN_IS_BEFORE = new RegExp(String.raw`(?:^|[\s.,;|])${KIN_IS}(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,2}$`, "iu");
const kinsRole = (m: LexMatch, text: string) =>
  KINS_ROLE.test(text.slice(Math.max(0, m.start - 70), m.start)) ||
  KIN_IS_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start)) ||
  inKinClause(text, m.start);
const hopedFor = (m: LexMatch, text: string) => {
  const before = text.slice(Math.max(0, m.start - 60), m.start);
  return HOPED_ROLE.test(before) || FUTURE_ROLE.test(before);
};
// "After ten years as a hotel pastry chef", "spent six years as a teller", "I used to be a
// software tester", "started out as a barista", "moved here from Regina as a young teacher",
// "previously worked as a barista", "before this I was a hairdresser", "Worked as a barista in
// Montpellier" ("I've worked as a nurse for ten years" still does): a role left behind. ("as a
// sous-chef": the word before the hyphen is the role's own.)
const SPENT_AS =
  /(?:\b(?:after|spent|for|moved|came|arrived)\b[^,.;!?\n]{0,32}\bas|\b(?:i|we)\s+had\s+(?:\p{L}+\s+)?(?:trained|worked|qualified|served)\s+as|\bused\s+to\s+(?:be|work\s+as)|(?<!\b(?:have|'ve|has|'s|still)\s+)\bworked\s+as|\bstarted(?:\s+out)?\s+as|\bpreviously\s+(?:worked\s+as|was)|\b(?:i|we)\s+(?:was|were)(?=\s+an?\s)|\bbefore\s+(?:this|that|then|\p{L}+ing)\b,?\s+(?:i|we)\s+(?:was|were|worked\s+as))\s+(?:an?\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:[\p{L}'’]+-)?$/iu;
// "Retired nurse, now painting birds", "former teacher": a title the person no longer works under.
const RETIRED = /\b(?:retired|former)\s+(?:[\p{L}-]+\s+)?$/iu;
// "worked in hotels for eight years, first housekeeping, then events, then as an assistant
// manager": each step of a past job is past.
const THEN_AS = /\b(?:worked|spent|was)\b[^.;!?\n]{0,120}\bthen\s+as\s+(?:an?\s+)?(?:[\p{L}'’-]+\s+){0,3}$/iu;
const leftBehind = (m: LexMatch, text: string) =>
  SPENT_AS.test(text.slice(Math.max(0, m.start - 60), m.start)) ||
  THEN_AS.test(text.slice(Math.max(0, m.start - 160), m.start)) ||
  RETIRED.test(text.slice(Math.max(0, m.start - 30), m.start));

// "… and cook far too much phở", "and also paint": a role's word used as a verb after "and" is no
// job. ("I coach on weekends" says what the person is, and stays.)
const VERB_FORM =
  /^(?:cook|bake|write|paint|dance|sing|teach|coach|draw|design|code|guide|host|film|shoot|tutor|model|edit|cater|farm|fish|nurse|judge|clean)$/i;
const asVerb = (m: LexMatch, text: string) =>
  VERB_FORM.test(m.raw.trim()) &&
  /\b(?:and|also|often|usually|sometimes|even|love\s+to|like\s+to)\s+$/i.test(
    text.slice(Math.max(0, m.start - 20), m.start),
  ) &&
  !/^\s*(?:[,.;:!?|]|$|and\b|&|in\b|at\b|for\s+(?:a|an|the)\b|based\b|from\b)/i.test(text.slice(m.end, m.end + 16));

// "I learned to cook from my aunts", "how to paint": after "to", the role's word is a verb.
// ("went from dishwasher to cook" is a title reached.)
const toVerb = (m: LexMatch, text: string) => {
  const before = text.slice(Math.max(0, m.start - 40), m.start);
  return (
    VERB_FORM.test(m.raw.trim()) && /\bto\s+$/i.test(before) && !/\bfrom\s+(?:an?\s+)?[\p{L}-]+\s+to\s+$/iu.test(before)
  );
};

// "$87k in student loans", "the student union", "a full-stack web dev bootcamp": a role's word
// before the thing it qualifies.
const QUALIFIES =
  /^\s+(?:loans?|debt|union|unions|associations?|societ(?:y|ies)|visas?|housing|accommodation|discounts?|cards?|id|council|fees|finance|budgets?|halls?|residences?|exchange\s+rate|portfolios?|clubs?|body|newspaper|magazine|radio|life|volunteers?|members?|communities|bootcamps?|courses?|program(?:me)?s?|diplomas?|degrees?|certificates?|apprenticeships?)\b/i;
const qualifies = (m: LexMatch, text: string) => QUALIFIES.test(text.slice(m.end, m.end + 24));

// "We help farmers", "interviewing small-business owners": a team's object is not the team.
// prettier-ignore
const VERB_OBJECT_CUES = new Set([
  "help", "helps", "helping", "teach", "teaches", "teaching", "mentor", "mentoring", "coach", "coaching", "train",
  "training", "serve", "serving", "support", "supporting", "empower", "empowering", "hire", "hiring", "interview",
  "interviews", "interviewing", "featuring", "profiling", "celebrating", "send", "sends", "sending", "connect",
  "connects", "connecting", "pay", "pays", "paying", "match", "matches", "matching",
]);
// "9,000 active farmers", "300 students": people counted are who a team serves.
export const counted = (m: LexMatch, text: string) =>
  /\d[\d,.]*\s*[km+]?\s+(?:[\p{L}-]+\s+)?$/iu.test(text.slice(Math.max(0, m.start - 24), m.start));
/** Whether one of the three words before the role, in its clause, passes `cue`. */
function cuedBefore(m: LexMatch, tokens: Token[], text: string, cue: (norm: string) => boolean): boolean {
  for (let k = m.firstToken - 1; k >= Math.max(0, m.firstToken - 3); k--) {
    const t = tokens[k];
    const next = tokens[k + 1];
    if (!t || !next || /[.!?|,;:\n]/.test(text.slice(t.end, next.start))) break;
    if (cue(t.norm)) return true;
  }
  return false;
}

export const isObjectOfVerb = (m: LexMatch, tokens: Token[], text: string): boolean =>
  cuedBefore(m, tokens, text, (norm) => VERB_OBJECT_CUES.has(norm));

// "a bookkeeping app for dentists", "websites for busy therapists", "selling to home cooks":
// people a team works for or sells to.
export const isForWhom = (m: LexMatch, tokens: Token[], text: string): boolean =>
  cuedBefore(m, tokens, text, (norm) => norm === "for" || norm === "to");

// "When Papà retired", "started Mama Tess's Grill": a family word in capitals inside a sentence
// is what somebody is called, not who the person is. ("Proud Mama of two" opens the description.)
const familyName = (m: LexMatch, text: string) =>
  m.entry.domain === "family" &&
  /^\p{Lu}/u.test(m.raw) &&
  !/(?:^|[.!?:|•·\n–—]|\p{Extended_Pictographic})\s*$/u.test(text.slice(0, m.start));

// "when a librarian showed me Scratch", "a nurse at a hospital in Ghent looked after me": somebody
// the story meets, doing something to the person.
const MET_ROLE =
  /^\s+(?:(?:at|in|from|on)\s+(?:[\p{L}'’-]+\s+){1,5}?)?(?:who\s+)?(?:showed|taught|told|gave|helped|introduced|inspired|asked|hired|sent|took|looked\s+after|treated|saved|encouraged|convinced|lent|handed)\s+(?:me|us|my|our)\b/iu;
const metRole = (m: LexMatch, text: string) =>
  /\b(?:a|an|the|one)\s+(?:[\p{L}-]+\s+)?$/iu.test(text.slice(Math.max(0, m.start - 24), m.start)) &&
  MET_ROLE.test(text.slice(m.end, m.end + 80));
// "Ahmed had been a mechanic in Sfax", "Tolu was a banking intern": a named person's job, when
// the person speaks of themselves as "I" or "we" ("Priya is a baker" said of herself stays).
const NAMED_ROLE =
  /\b(\p{Lu}\p{Ll}+)\s+(?:later\s+|still\s+|now\s+)?(?:had\s+been|has\s+been|was|is|worked\s+as|works\s+as)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}$/u;
const namedRole = (m: LexMatch, text: string) => {
  const who = NAMED_ROLE.exec(text.slice(Math.max(0, m.start - 50), m.start))?.[1];
  return who !== undefined && namesSomeoneElse(who, text);
};

// "four younger siblings who think I'm an electrician", "my grandmother calls me doctor": a title
// somebody else gives the person is their belief, not the person's word. ("I think I'm a baker at
// heart" is the person's own.)
const believedRole = (m: LexMatch, text: string) => {
  const before = text.slice(Math.max(0, m.start - 48), m.start);
  const said =
    /\b(?:think|thinks|thought|believe|believes|assume|assumes|swear|swears|insist|insists|call|calls|called)\s+(?:that\s+)?(?:i'?m|i\s+am|me|we'?re|we\s+are|us)\s+(?:an?\s+|the\s+|their\s+|her\s+|his\s+)?(?:[\p{L}-]+\s+)?$/iu.exec(
      before,
    );
  return said !== null && !/\b(?:i|we)\s+(?:\p{L}+\s+)?$/iu.test(before.slice(0, said.index));
};

// "I have three teenagers, a husband who builds guitars …": family the person has is not who they are.
const hadKin = (m: LexMatch, text: string) =>
  m.entry.domain === "family" &&
  /\b(?:i|we)\s+(?:have|had|'ve|’ve)(?:\s+got)?\b[^.!?\n]*$/iu.test(text.slice(Math.max(0, m.start - 80), m.start));

// "formed in 2001 by a group of bus drivers", "a bunch of nurses": people the story counts in, not
// the person.
// ("I'm part of a group of nurses" counts the person in.)
const groupOf = (m: LexMatch, text: string) =>
  !/\b(?:part|one|member|members)\s+of\s+(?:a|an|the|our)\s+\p{L}+\s+of\s+(?:[\p{L}-]+\s+)?$/iu.test(
    text.slice(Math.max(0, m.start - 60), m.start),
  ) &&
  /\b(?:group|bunch|team|couple|handful|pair|crew|gang|lot|load|family)\s+of\s+(?:[\p{L}-]+\s+)?$|\b(?:founded|formed|started|set\s+up|built)\s+(?:in\s+\d{4}\s+)?by\s+(?:a\s+|an\s+|the\s+|two\s+|three\s+|four\s+|some\s+)?(?:[\p{L}-]+\s+)?$/iu.test(
    text.slice(Math.max(0, m.start - 60), m.start),
  );

// "Our youth program trains young people as cuppers and baristas": who a team trains, not the team.
const trainedAs = (m: LexMatch, text: string) =>
  /\b(?:trains?|training|teach(?:es)?|teaching|mentors?|mentoring|prepares?|preparing|certif(?:y|ies|ying))\s+(?:[\p{L}'’-]+\s+){0,4}?as\s+(?:[\p{L}-]+\s+(?:and|&|or)\s+)?$/iu.test(
    text.slice(Math.max(0, m.start - 80), m.start),
  );

/** A role the words around it give to somebody else, or to another time. */
// "because a teacher kept lending me her books": somebody else in the person's story.
const SOMEONE_IN_STORY = (m: LexMatch, text: string) =>
  /\b(?:because|when|until|after|and|but|so)\s+(?:a|an|the|one)\s+$/i.test(
    text.slice(Math.max(0, m.start - 16), m.start),
  ) && /^\s+(?:\p{L}+\s+){0,2}(?:me|us)\b/iu.test(text.slice(m.end, m.end + 32));

// "Swedish Elite League runner-up": a placing, not a title.
// "Five players, one coach": a count of people, not the speaker's title.
const placedOrCounted = (m: LexMatch, text: string) =>
  /^-ups?\b/i.test(text.slice(m.end, m.end + 4)) ||
  /(?:^|[\s,;])(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+$/i.test(
    text.slice(Math.max(0, m.start - 8), m.start),
  );

export const notTheirs = (m: LexMatch, text: string) =>
  hopedFor(m, text) ||
  placedOrCounted(m, text) ||
  SOMEONE_IN_STORY(m, text) ||
  leftBehind(m, text) ||
  membersRole(m, text) ||
  kinsRole(m, text) ||
  asVerb(m, text) ||
  toVerb(m, text) ||
  qualifies(m, text) ||
  familyName(m, text) ||
  metRole(m, text) ||
  namedRole(m, text) ||
  believedRole(m, text) ||
  hadKin(m, text) ||
  groupOf(m, text) ||
  trainedAs(m, text);
