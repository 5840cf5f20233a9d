// The built-in composer: three bios from a description, a tone and a platform, with no
// network and no model. Pure and synchronous; the same request and seed always give the same
// bios, and a new seed gives new ones (none of the bios it is told the person has on screen).

import { lru } from "../cache/lru";
import { buildFacts, viewFor, type FactKey, type Facts } from "./compose/facts";
import { buildParts, fitParts, type BuildContext } from "./compose/assemble";
import { echoes, supportedBy } from "./compose/claims";
import { decorationFor } from "./compose/layout";
import { hashString, mulberry32, shuffle, type Rng } from "./compose/rng";
import { buildStructure, layoutsFor, SALIENT_FACTS, type Layout } from "./compose/structures";
import { jaccard, repeatsPhrase, sameBio, wordSet, wordsIn } from "./compose/similarity";
import { capitalizeFirst } from "./compose/text";
import { computeSubScores, overallFromSubScores } from "./creativity";
import { extractProfile } from "./extract";
import { graphemeLength } from "./graphemes";
import { domainLinesFor, TONE_BANKS } from "./phrases/tone-banks";
import { PLATFORM_LIMITS, type BioRequest, type BioResult, type Platform, type Tone } from "./types";
import { checkBio } from "./validate-bio";

/** Word-set Jaccard above which two variations count as the same bio reworded. */
export const MAX_SIMILARITY = 0.45;
const ATTEMPTS = 10;
/** A bio uses at least this share of the platform's room. */
export const MIN_FILL = 0.6;

interface Candidate {
  bio: string;
  templates: string[];
  score: number;
  vivid: boolean;
  /** Carries what is owed and two facts where there are two, not just late-attempt filler. */
  full: boolean;
}

// What a good bio does besides fitting: asks the reader to act, and sounds like someone.
const CALL_TO_ACTION = /\b(?:follow|dm|dms|join|subscribe|shop|book|contact|link|visit|click)\b/gi;
const VIVID =
  /\b(?:creative|unique|innovative|visionary|original|imaginative|artistic|inspiring|dreamer|storyteller)\b/i;
const WARM = /\b(?:love|passionate|obsessed|curious|adventurous|fun|quirky|enthusiast|addict)\b/i;

function scoreCandidate(
  bio: string,
  { length, words }: { length: number; words: Set<string> },
  facts: FactKey[],
  available: number,
  limit: number,
  chosen: Set<string>[],
): number {
  const fill = length / limit;
  const fillScore = fill >= 0.82 ? 1 : fill >= 0.6 ? fill / 0.82 : fill / 2;
  const covered = facts.filter((f) => SALIENT_FACTS.has(f)).length;
  const coverage = available === 0 ? 1 : Math.min(1, covered / Math.min(3, available));
  const overlap = chosen.reduce((max, other) => Math.max(max, jaccard(words, other)), 0);
  // A global pattern compiled once: `match` counts every call to action and resets it.
  const actions = bio.match(CALL_TO_ACTION)?.length ?? 0;
  const craft =
    Math.min(actions, 2) * 0.3 +
    (VIVID.test(bio) ? 1.2 : 0) +
    (WARM.test(bio) ? 0.2 : 0) +
    (bio.includes("?") ? 0.2 : 0);
  return fillScore * 3 + coverage * 2 + craft - overlap;
}

// Among bios that already say the facts, the one the creativity score (shown to the user next
// to each bio) rates higher wins: a question, a call to act, a vivid word, emoji in measure.
const CREATIVITY_WEIGHT = 1 / 10;
const GOOD_CREATIVITY = 65;
const creativityOf = (bio: string) => overallFromSubScores(computeSubScores(bio));

function availableSalient(facts: Facts): number {
  const present: boolean[] = [
    facts.roles.length > 0,
    facts.niches.length > 0,
    facts.offers.length > 0,
    facts.places.length > 0,
    facts.proofs.length > 0,
    Boolean(facts.edu),
    Boolean(facts.mission),
    Boolean(facts.venture),
    facts.own.length > 0,
  ];
  return present.filter(Boolean).length;
}

type Base = Omit<BuildContext, "view" | "rng" | "layout" | "eligible" | "sparse"> & {
  /** The bios on screen, as `sameBio` reads them: never written again. */
  avoid: ReadonlySet<string>;
};

function composeOne(
  layout: Layout,
  index: number,
  { avoid, ...base }: Base,
  rng: Rng,
  chosen: Set<string>[],
  owed: string[] = [],
): string | null {
  const { facts, platform } = base;
  const limit = PLATFORM_LIMITS[platform];
  const available = availableSalient(facts);
  const ctx: BuildContext = {
    ...base,
    view: viewFor(facts, index, base.bank.style.conjunction),
    rng,
    layout,
    eligible: new Map(),
    sparse: available === 0,
  };
  const structure = buildStructure(layout, facts, platform);

  const candidates: Candidate[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const fitted = fitParts(buildParts(structure, ctx), structure, ctx, decorationFor(ctx));
    if (!fitted) continue;
    const { bio, parts } = fitted;
    const length = graphemeLength(bio);
    if (length < limit * MIN_FILL || avoid.has(sameBio(bio))) continue;
    // Asked-for contact details are in every variation.
    if (facts.contact && !bio.includes(facts.contact)) continue;
    // The three together say where the person is (as they wrote it), their own specifics and
    // their proof, whenever they can: each variation carries something still owed.
    const paysOwed = owed.length === 0 || owed.some((o) => bio.toLowerCase().includes(o));
    if (!paysOwed && attempt < ATTEMPTS - 2) continue;
    const used = parts.flatMap((p) => p.facts);
    // Every bio carries something about the person when the description gave anything, and
    // two things when it gave two: facts first, filler only in the room facts leave.
    if (available > 0 && !used.some((f) => SALIENT_FACTS.has(f))) continue;
    const strong = new Set(used.filter((f) => SALIENT_FACTS.has(f) && f !== "trait")).size;
    if (attempt < ATTEMPTS - 3 && strong < Math.min(2, available)) continue;
    // The checks above need no words of the bio; these do.
    const tokens = wordsIn(bio);
    if (repeatsPhrase(tokens)) continue;
    const words = new Set(tokens);
    if (chosen.some((other) => jaccard(words, other) >= MAX_SIMILARITY)) continue;
    const base = scoreCandidate(bio, { length, words }, used, available, limit, chosen);
    const creativity = creativityOf(bio);
    const score = base + creativity * CREATIVITY_WEIGHT;
    const full = paysOwed && strong >= Math.min(2, available);
    candidates.push({ bio, templates: parts.map((p) => p.template), score, vivid: VIVID.test(bio), full });
    // Enough to choose from, and at least one that sounds like someone (or we have tried long enough).
    if (
      (base >= 5.4 && creativity >= GOOD_CREATIVITY) ||
      (candidates.length >= 3 && candidates.some((c) => c.vivid)) ||
      candidates.length >= 5
    )
      break;
  }
  // The rule check is the most expensive step, so it runs on the best candidates only.
  const allowContact = Boolean(facts.contact);
  // A livelier bio never wins over one that says what is owed.
  const pool = candidates.some((c) => c.full) ? candidates.filter((c) => c.full) : candidates;
  const best = pool.sort((a, b) => b.score - a.score).find((c) => checkBio(c.bio, platform, { allowContact }).ok);
  if (!best) return null;
  // Lines a variation used are off-limits to the next ones.
  for (const template of best.templates) if (!template.startsWith("fact:")) base.usedTemplates.add(template);
  return best.bio;
}

function seedFor(req: BioRequest, cleanText: string): number {
  const seed = Number.isFinite(req.seed) ? String(Math.trunc(req.seed)) : "0";
  return hashString(`${seed}|${req.tone}|${req.platform}|${cleanText}`);
}

// Reading a description costs nearly as much as composing from it: a regenerate (same words,
// another tone or seed) reuses the reading. Frozen, so no composing step can change what the next one reads.
const readings = lru<string, Readonly<{ cleanText: string; facts: Facts }>>(256);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function readDescription(description: string): Readonly<{ cleanText: string; facts: Facts }> {
  const kept = readings.get(description);
  if (kept) return kept;
  const profile = extractProfile(description);
  const reading = deepFreeze({ cleanText: profile.cleanText, facts: buildFacts(profile) });
  readings.set(description, reading);
  return reading;
}

export function composeBios(req: BioRequest): BioResult {
  const { cleanText, facts } = readDescription(req.description);
  const rng = mulberry32(seedFor(req, cleanText));
  const tone: Tone = req.tone in TONE_BANKS ? req.tone : "casual";
  const platform: Platform = req.platform in PLATFORM_LIMITS ? req.platform : "instagram";
  const bank = TONE_BANKS[tone];
  const avoid = new Set((req.avoid ?? []).map(sameBio));
  const base: Base = {
    avoid,
    bank,
    // Field lines speak for what a person is: "will cook for compliments" needs a cook.
    domainLines: domainLinesFor(tone, facts.roleDomains),
    facts,
    voice: facts.voice,
    platform,
    usedTemplates: new Set<string>(),
    gated: new Map(),
  };
  const [first, ...rest] = layoutsFor(platform, facts);
  const layouts = [first as Layout, ...shuffle(rng, rest)];
  const bios: string[] = [];
  const chosen: Set<string>[] = [];
  for (const layout of layouts) {
    if (bios.length === 3) break;
    const place = facts.places[0]?.toLowerCase();
    const placeOwed = place && bios.length > 0 && !bios.some((b) => b.toLowerCase().includes(place));
    // Where the person is, as they wrote it, comes before their other specifics: if the first
    // variation had no room for it, the next one says it.
    const owed = placeOwed
      ? [place]
      : [facts.places[0], facts.ownBrand, ...facts.own.slice(0, 2), facts.proofs[0]]
          .filter((o): o is string => Boolean(o))
          .map((o) => o.toLowerCase())
          .filter((o) => !bios.some((b) => b.toLowerCase().includes(o)));
    const bio = composeOne(layout, bios.length, base, rng, chosen, owed);
    if (bio) {
      bios.push(bio);
      chosen.push(wordSet(bio));
    }
  }
  // A sparse description can exhaust the layouts; fall back to any layout that still differs.
  for (let extra = 0; bios.length < 3 && extra < 6; extra++) {
    const layout = layouts[extra % layouts.length] as Layout;
    const bio = composeOne(layout, bios.length, base, rng, chosen);
    if (bio && !bios.includes(bio) && !avoid.has(sameBio(bio))) {
      bios.push(bio);
      chosen.push(wordSet(bio));
    }
  }
  while (bios.length < 3) bios.push(lastResort(tone, platform, new Set([...bios.map(sameBio), ...avoid]), rng, facts));
  return { variations: [bios[0] as string, bios[1] as string, bios[2] as string], engine: "composer" };
}

// Only reached if every layout failed: the person's facts as written, then the tone's own
// one-liners, sentence by sentence, until the bio fills its room. Still valid, still in voice.
function lastResort(tone: Tone, platform: Platform, taken: ReadonlySet<string>, rng: Rng, facts: Facts): string {
  const said = facts.said;
  const all = TONE_BANKS[tone].lines;
  const known = [facts.lead ?? facts.roles[0] ?? facts.venture, facts.places[0], ...facts.own, ...facts.proofs];
  // "Leeds" adds nothing after "Bakery in Leeds", nor a clause to a lead cut from it.
  const repeats = (f: string, k: number, list: string[]) =>
    list.some((o, j) => j !== k && (j < k || o.length > f.length) && o.toLowerCase().includes(f.toLowerCase()));
  const present = [...new Set(known.filter((f): f is string => Boolean(f)))];
  const own = present.filter((f, k) => !repeats(f, k, present));
  const lines = {
    hook: all.hook.filter((l) => supportedBy(l, said) && !echoes(l, facts.echoes)),
    closer: all.closer.filter((l) => supportedBy(l, said) && !echoes(l, facts.echoes)),
  };
  const limit = PLATFORM_LIMITS[platform];
  for (let round = 0; round < 20; round++) {
    let bio = "";
    // Each try drops one more fact from the front, so the three differ; the last tries do
    // without the facts, in case they are what fails the rules.
    const facts = round < 12 ? own.slice(round % Math.max(1, own.length)) : [];
    for (const line of [...facts.map(capitalizeFirst), ...shuffle(rng, [...lines.hook, ...lines.closer])]) {
      const next = bio === "" ? line : `${bio}${/[.!?…]$/.test(bio) ? "" : "."} ${line}`;
      if (graphemeLength(next) > limit) continue;
      bio = next;
      if (graphemeLength(bio) >= limit * 0.75) break;
    }
    if (!taken.has(sameBio(bio)) && graphemeLength(bio) >= limit * MIN_FILL && checkBio(bio, platform).ok) return bio;
  }
  // Unreachable with the banks as written (dozens of lines per tone); kept total for safety.
  return lines.hook.find((h) => !taken.has(sameBio(h))) ?? "Hello there";
}
