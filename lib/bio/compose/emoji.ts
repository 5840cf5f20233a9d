// Counting emoji the way a reader sees them: one per grapheme cluster ("👩🏽‍💻" is one).

import type { Domain } from "../extract/domains";

export { countEmoji, startsWithEmoji } from "../graphemes";

/** An emoji at the very start of a line. */
export const LEADING_EMOJI = /^\p{Extended_Pictographic}/u;

/** The emoji that stands for a field, for role and product lines. */
export const DOMAIN_EMOJI: Record<Domain, string> = {
  tech: "💻",
  design: "📐",
  art: "🎨",
  visual: "📸",
  writing: "✍️",
  performance: "🎤",
  food: "🍳",
  fitness: "💪",
  business: "🚀",
  finance: "📈",
  education: "🎓",
  health: "🩺",
  fashion: "👗",
  travel: "✈️",
  creator: "🎬",
  craft: "🧶",
  trades: "🔧",
  family: "🐾",
};

// A trade with its own sign: a barber's pole says more than the field's dress, a florist's
// bouquet more than a ball of yarn. Matched against the words of the role, venture or brand line.
const SUBJECT_EMOJI: [RegExp, string][] = [
  [/\bbarbers?\b|\bbarbershop\b/i, "💈"],
  [/\bflorists?\b|\bflower shop\b/i, "💐"],
  [/\bband\b|\bguitarists?\b/i, "🎸"],
  [/\bchoirs?\b/i, "🎶"],
  [/\bdjs?\b/i, "🎧"],
  [/\btattoo/i, "🖋️"],
  [/\bhairdressers?\b|\bhair salon\b/i, "💇"],
  [/\bdentists?\b|\bdental\b/i, "🦷"],
  [/\bfirefighters?\b/i, "🚒"],
  [/\bfarmers?\b|\bfarm\b/i, "🚜"],
  [/\bbakers?\b|\bbakery\b/i, "🥐"],
  [/\bvets?\b|\bveterinar/i, "🐾"],
];

/** The sign of a trade named in `subject`, if it has one of its own. */
export function subjectEmoji(...subjects: (string | undefined)[]): string | undefined {
  const text = subjects.filter(Boolean).join(" ");
  return SUBJECT_EMOJI.find(([re]) => re.test(text))?.[1];
}
