import type { Platform } from "../types";
import type { LineKind } from "../phrases/types";
import type { FactKey, Facts } from "./facts";

// The shapes a bio can take. The three variations of one request never share a shape:
// a line-broken Instagram stack, a flowing one-liner, a tagline with facts and a call to
// action, or a LinkedIn-style headline of facts.

export type Layout = "stack" | "flow" | "tagline" | "headline";

/** A fact printed bare, for taglines and headlines ("UX designer at Swiggy", "📍 Pune"). */
export type FactToken =
  "lead" | "role" | "place" | "niches" | "proof" | "edu" | "offer" | "venture" | "descriptor" | "mission" | "own";

export type PartSource = { line: LineKind | "domain" } | { fact: FactToken };

export interface SlotSpec {
  /** Alternatives, tried in random order (the first one twice as often). */
  from: PartSource[];
  /** Higher survives trimming longer; `Infinity` is never trimmed. */
  priority: number;
  /** Where the part goes: its own line, the fact row, or the end. */
  group: "main" | "facts" | "end";
}

export interface Structure {
  layout: Layout;
  multiline: boolean;
  slots: SlotSpec[];
}

const line = (...kinds: (LineKind | "domain")[]): PartSource[] => kinds.map((k) => ({ line: k }));
const fact = (...tokens: FactToken[]): PartSource[] => tokens.map((t) => ({ fact: t }));

const REQUIRED = Infinity;

// A brand that named what it is ("bakery") leads with that; a team that only named its
// people ("we are designers") leads with them.
function subject(facts: Facts): FactToken {
  if (facts.lead) return "lead";
  return facts.voice === "brand" && facts.venture ? "venture" : "role";
}

// The person's own words lead when they say more than a role alone: specific first.
function opener(facts: Facts): PartSource[] {
  if (facts.lead) return [...fact("lead", "lead"), ...line(facts.voice === "brand" ? "brand" : "identity")];
  if (facts.voice === "brand")
    return facts.venture || facts.roles.length === 0
      ? line("brand", "domain", "hook")
      : line("brand", "identity", "identity");
  return facts.roles.length > 0 ? line("identity", "identity", "domain") : line("domain", "hook", "hook");
}

// A bio ends by asking for something (follow, DM, shop), then maybe signs off; contact
// details, when the person asked for them, always make it in.
function ending(facts: Facts, ctaPriority = 8): SlotSpec[] {
  return facts.contact
    ? [
        { from: line("cta"), priority: ctaPriority - 2, group: "end" },
        { from: line("contact"), priority: REQUIRED, group: "end" },
      ]
    : [
        { from: line("cta"), priority: ctaPriority, group: "end" },
        { from: line("closer"), priority: 2, group: "end" },
      ];
}

function language(facts: Facts): PartSource[] {
  const kinds: LineKind[] = [];
  if (facts.languageHints.includes("hinglish")) kinds.push("hinglish");
  if (facts.languageHints.includes("spanish")) kinds.push("spanish");
  return line(...kinds);
}

// A phrase of the person's own says what no stock line can; it comes first when there is one.
const own = (facts: Facts, ...rest: PartSource[]): PartSource[] =>
  facts.own.length > 0 ? [...fact("own"), ...rest] : rest;
const MIDDLE_LINES = line("niche", "niche", "mission", "trait");
const EXTRA_LINES = line("proof", "edu", "trait", "mission", "place");

// On TikTok's 80 and Instagram's 150 characters, the person's proof and place outlast a call to
// action and any tone line: facts first, filler only in the room facts leave.
const SHORT: ReadonlySet<Platform> = new Set(["tiktok", "instagram"]);
const SHORT_CTA = 4.5;

function stack(facts: Facts, platform: Platform): Structure {
  const compact = platform === "tiktok";
  const slots: SlotSpec[] = [
    { from: opener(facts), priority: REQUIRED, group: "main" },
    { from: own(facts, ...MIDDLE_LINES), priority: 8, group: "main" },
    { from: line("domain", "hook", "signature", "trait"), priority: compact ? 2 : 3, group: "main" },
    { from: language(facts), priority: 6, group: "main" },
    {
      from: facts.proofs.length > 0 ? line("proof") : EXTRA_LINES,
      priority: SHORT.has(platform) && facts.proofs.length > 0 ? 7 : 5,
      group: "main",
    },
    { from: line("place"), priority: SHORT.has(platform) ? 8.5 : 6, group: "main" },
    ...ending(facts, SHORT.has(platform) ? SHORT_CTA : 8),
  ];
  return { layout: "stack", multiline: platform !== "linkedin", slots };
}

function flow(facts: Facts, platform: Platform): Structure {
  const slots: SlotSpec[] = [
    { from: opener(facts), priority: REQUIRED, group: "main" },
    { from: own(facts, ...line("niche", "mission")), priority: 8, group: "main" },
    { from: line("proof", "proof", "trait", "place", "edu"), priority: SHORT.has(platform) ? 7 : 5, group: "main" },
    { from: language(facts), priority: 6, group: "main" },
    { from: line("domain", "hook"), priority: 3, group: "main" },
    ...ending(facts, SHORT.has(platform) ? SHORT_CTA : 7),
  ];
  return { layout: "flow", multiline: false, slots };
}

function tagline(facts: Facts, platform: Platform): Structure {
  const slots: SlotSpec[] = [
    { from: line("domain", "hook", "hook"), priority: SHORT.has(platform) ? 3 : REQUIRED, group: "main" },
    { from: fact(subject(facts)), priority: 9, group: "facts" },
    { from: fact("place"), priority: 8, group: "facts" },
    { from: own(facts, ...fact("niches", "offer")), priority: 7, group: "facts" },
    { from: fact("proof", "edu", "descriptor"), priority: SHORT.has(platform) ? 5 : 4, group: "facts" },
    { from: line("signature"), priority: SHORT.has(platform) ? 2 : 6, group: "facts" },
    ...ending(facts, SHORT.has(platform) ? SHORT_CTA : 8),
  ];
  return { layout: "tagline", multiline: platform !== "linkedin", slots };
}

function headline(facts: Facts): Structure {
  const slots: SlotSpec[] = [
    { from: fact(subject(facts)), priority: REQUIRED, group: "facts" },
    // A mission ("helping farmers get fair prices") says more than a list of interests.
    { from: own(facts, ...fact("mission", "mission", "niches", "offer")), priority: 9, group: "facts" },
    { from: fact("proof"), priority: 7, group: "facts" },
    { from: fact("edu", "descriptor"), priority: 5, group: "facts" },
    { from: line("signature"), priority: 6, group: "facts" },
    { from: fact("place"), priority: 6, group: "facts" },
    { from: line("domain", "hook"), priority: 8, group: "end" },
    ...ending(facts, 7),
  ];
  return { layout: "headline", multiline: false, slots };
}

// The first layout is the platform's own idiom; the other two are drawn from the rest.
const LAYOUTS: Record<Platform, Layout[]> = {
  instagram: ["stack", "flow", "tagline", "headline"],
  tiktok: ["stack", "flow", "tagline"],
  twitter: ["flow", "headline", "tagline", "stack"],
  linkedin: ["headline", "flow", "tagline", "stack"],
};

/** Layouts that can work for these facts: a headline needs a role, a tagline some facts. */
export function layoutsFor(platform: Platform, facts: Facts): Layout[] {
  const hasRole = facts.roles.length > 0 || Boolean(facts.venture);
  const hasFacts = hasRole || facts.places.length > 0 || facts.niches.length > 0 || facts.offers.length > 0;
  return LAYOUTS[platform].filter((l) => (l === "headline" ? hasRole : l === "tagline" ? hasFacts : true));
}

export function buildStructure(layout: Layout, facts: Facts, platform: Platform): Structure {
  switch (layout) {
    case "stack":
      return stack(facts, platform);
    case "flow":
      return flow(facts, platform);
    case "tagline":
      return tagline(facts, platform);
    case "headline":
      return headline(facts);
  }
}

/** Facts a reader would recognise as "about me"; a bio should carry at least one. */
export const SALIENT_FACTS: ReadonlySet<FactKey> = new Set([
  "role",
  "niche",
  "offer",
  "place",
  "proof",
  "edu",
  "mission",
  "brand",
  "venture",
  "trait",
  "own",
]);
