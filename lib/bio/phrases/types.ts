import type { Domain } from "../extract/domains";

// A phrase bank is a tone's voice: its lines, its punctuation and its emoji habits.
//
// Lines are templates. Slots in braces are filled from the description:
//   {role} {a_role} {roles} {roleAt} {brand}       what the person does and where
//   {niche} {niche2} {niches} {offer}               interests and what they make or sell
//   {nicheNoun}                                     the interest as a noun modifier ("cake" nerd)
//   {place} {proof} {edu} {classOf} {mission}       where, achievements, studies, mission
//   {trait} (adjective) {descriptor} (noun)         personality
//   {venture} {a_venture} {since} {motto} {name} {contact}
// A line is used only when every slot it names has a value. Lines written in the first person
// singular ("I", "my") are kept for people, lines with "we"/"our" for brands and teams; all
// others fit both. The composer capitalises sentence starts itself, so write slots plainly.

// "signature" lines are short self-labels in the tone's voice ("Storyteller", "Visionary"),
// fit for a headline's fact row as much as for a line of their own.
export type LineKind =
  | "hook"
  | "identity"
  | "niche"
  | "place"
  | "proof"
  | "edu"
  | "mission"
  | "trait"
  | "signature"
  | "brand"
  | "cta"
  | "contact"
  | "closer"
  | "hinglish"
  | "spanish";

export interface ToneStyle {
  /** The tone's own emoji, for accents and calls to action. */
  accents: string[];
  /** Put a topical emoji before fact lines in line-broken layouts. */
  leadEmoji: boolean;
  /** Emoji per bio: at least `min` when room allows, never more than `max`. */
  minEmoji: number;
  maxEmoji: number;
  /** Separators for one-line layouts, e.g. " | " or " · ". */
  separators: string[];
  /** Joins sentences in flowing layouts. */
  sentenceEnd: string;
  /** Joins list items: "coffee, code & cricket" vs "coffee, code and cricket". */
  conjunction: "&" | "and";
  /** Chance of the all-lowercase aesthetic for a bio. */
  lowercase: number;
  /** Symbol used instead of an emoji before lines, for tones that avoid emoji (e.g. "—"). */
  bullet?: string;
}

export type ToneLines = Record<LineKind, string[]>;

export interface ToneBank {
  style: ToneStyle;
  lines: ToneLines;
}

/** Field-specific lines, per tone; they read like hooks and may use {role} or {niche}. */
export type DomainLines = Record<Domain, string[]>;
