// "I'm a cartographer", "working as a sommelier": roles outside the lexicon still count when
// the sentence says plainly that this is what the person is.

import { isBlockedWord } from "../safety/blocklist";
import type { Domain } from "./domains";
import { COMMON_WORDS, META_WORDS, PERSONALITY_WORDS, STOPWORDS } from "./lexicon-words";
import { isLexiconWord } from "./match-lexicon";
import { fold } from "./tokenize";

const FRAME =
  /\b(?:i'm|i am|im|working as|work as|job as|profession:?|occupation:?)\s+(?:an?\s+)?((?:[\p{L}-]+\s+){0,1}[\p{L}-]+?(?:er|or|ist|ian|eur|smith|wright|maker|grapher|logist|naut|ographer))\b/giu;
const PERSONALITY = new Set(PERSONALITY_WORDS.map(fold));
const NOT_ROLES = new Set([
  "better",
  "user",
  "member",
  "lover",
  "other",
  "over",
  "never",
  "ever",
  "after",
  "under",
  "together",
  "whatever",
  "forever",
  "sister",
  "brother",
  "daughter",
  "mother",
  "father",
  "neighbor",
  "neighbour",
  "fighter",
  "survivor",
  "believer",
  "dreamer",
  "thinker",
  "doer",
  "beginner",
  "learner",
  "winner",
  "loser",
  "owner",
]);

// "I'm a senior at UCLA" is a student; "I'm a senior staff nurse" is a nurse: a word that
// also qualifies a title is a role only when no noun follows it.
const QUALIFIER = /^(?:senior|junior|major|minor|interior|exterior|superior|prior|other)$/;
const NOUN_AFTER = /^\s+(?!(?:at|in|on|of|for|from|with|and|or|but|who|which|that|here|there|since|by)\b)\p{L}/iu;

export function findUnknownRoles(text: string): { label: string; domain: Domain | null }[] {
  const out: { label: string; domain: Domain | null }[] = [];
  // "Model" is a job only when said plainly; "climate models" are not people.
  if (/\b(?:i'm|i am|im|working as)\s+an?\s+model\b/i.test(text)) out.push({ label: "model", domain: "fashion" });
  for (const m of text.matchAll(FRAME)) {
    const words = (m[1] ?? "").toLowerCase().split(/\s+/);
    const head = words[words.length - 1] ?? "";
    // The lexicon already knows it, or it is a feeling rather than a job.
    if (isLexiconWord(fold(head)) || NOT_ROLES.has(head) || PERSONALITY.has(head) || COMMON_WORDS.has(head)) continue;
    if (QUALIFIER.test(head) && NOUN_AFTER.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    // "I'm older than some of my teachers": a comparison, not a job.
    if (/^\s+than\b/i.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    if (words.some((w) => STOPWORDS.has(w) || META_WORDS.has(w) || isBlockedWord(w) || PERSONALITY.has(w))) continue;
    // "ISA-certified arborist": a word with an acronym in it keeps its capitals.
    const label = (m[1] ?? "")
      .split(/\s+/)
      .map((w) => (/\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase()))
      .join(" ");
    out.push({ label, domain: null });
  }
  return out;
}
