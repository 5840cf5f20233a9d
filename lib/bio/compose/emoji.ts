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
