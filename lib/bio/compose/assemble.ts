import { hasWholeWords } from "../extract/tokenize";
import { computeSubScores, overallFromSubScores } from "../creativity";
import { graphemeLength } from "../graphemes";
import type { LineKind, ToneBank } from "../phrases/types";
import { PLATFORM_LIMITS, type Platform } from "../types";
import { echoes, supportedBy } from "./claims";
import { countEmoji, LEADING_EMOJI } from "./emoji";
import { casingKeepsLength, layOut, withCasing, type Decoration } from "./layout";
import type { FactKey, Facts, View } from "./facts";
import { isWin } from "./view";
import { fits, render, templateFacts, type Voice } from "./render";
import { shortenClause } from "./own-facts";
import { pick, shuffle, type Rng } from "./rng";
import type { FactToken, Layout, PartSource, SlotSpec, Structure } from "./structures";

// Turning a structure into one bio: pick a line for each slot, decorate it the tone's way,
// then trim the least important parts until it fits the platform, and top it up when it
// leaves too much room.

export interface Part {
  kind: LineKind | "domain" | "fact";
  text: string;
  /** Emoji already in the text. */
  emoji: number;
  facts: FactKey[];
  /** The template it came from, so a triple never repeats a line. */
  template: string;
  group: SlotSpec["group"];
  priority: number;
  /** Topical emoji that may lead the line in a stacked layout. */
  lead?: string;
}

export interface BuildContext {
  bank: ToneBank;
  domainLines: string[];
  facts: Facts;
  view: View;
  voice: Voice;
  platform: Platform;
  /** Templates already used by earlier variations of this request. */
  usedTemplates: Set<string>;
  /** Templates of a kind that the description allows (see `gate`), computed once per request. */
  gated: Map<LineKind | "domain", string[]>;
  rng: Rng;
  layout: Layout;
  /** Templates of a kind that this view can fill, computed once per variation. */
  eligible: Map<LineKind | "domain", string[]>;
  /** No facts at all: allow one more stand-alone line to fill the room. */
  sparse: boolean;
}

function factText(token: FactToken, ctx: BuildContext, lead: boolean): { text: string; facts: FactKey[] } | null {
  const v = (slot: string) => ctx.view.value(slot);
  switch (token) {
    case "lead": {
      const text = v("lead");
      if (!text) return null;
      // On TikTok's 80 characters a long lead leaves no room for anything else; the name of the
      // person's shop or show in it still fits on its own, and so does the role it names.
      if (ctx.platform === "tiktok" && graphemeLength(text) > 40) {
        const name = ctx.facts.ownBrand;
        if (name && text.includes(name)) return { text: name, facts: ["brand"] };
        const role = v("roleAt") ?? v("roles");
        if (role && ctx.facts.leadSays.includes("role") && graphemeLength(role) <= 40)
          return { text: role, facts: ["role"] };
        // Else the lead up to a natural break ("Family-run Sichuan noodle shop | in Chengdu's…").
        const cut = shortenClause(text, 40, 12);
        return cut ? { text: cut, facts: ctx.facts.leadSays.filter((k) => k !== "place") } : null;
      }
      return { text, facts: ctx.facts.leadSays };
    }
    case "own": {
      const text = v("own");
      return text ? { text, facts: ["own"] } : null;
    }
    case "role": {
      const roleAt = v("roleAt");
      if (roleAt) return { text: roleAt, facts: ["role", "brand"] };
      const roles = v("roles");
      return roles ? { text: roles, facts: ["role"] } : null;
    }
    case "place": {
      const place = v("place");
      return place ? { text: lead ? `📍 ${place}` : place, facts: ["place"] } : null;
    }
    case "niches": {
      const niches = v("niches");
      return niches ? { text: niches, facts: ["niche"] } : null;
    }
    case "venture": {
      const venture = v("venture");
      return venture ? { text: venture, facts: ["venture"] } : null;
    }
    case "descriptor": {
      const d = v("descriptor");
      return d ? { text: d, facts: ["trait"] } : null;
    }
    default: {
      const value = v(token);
      const key: FactKey =
        token === "proof" ? "proof" : token === "edu" ? "edu" : token === "offer" ? "offer" : "mission";
      return value ? { text: value, facts: [key] } : null;
    }
  }
}

// Calls to action that only make sense for some people: "shop" needs something to sell,
// "book a session" needs a service, "coaching" a coach.
const SELLING = /\b(?:shop|orders?|inventory|collection|goodies|the drop|treasures)\b/i;
const SERVICE = /\b(?:book|booking|session|consultation|discovery call)\b/i;
const COACHING = /\b(?:coaching|session)\b/i;
const COACH_ROLE =
  /coach|trainer|teacher|tutor|mentor|therapist|instructor|yoga|counsel|nutritionist|dietitian|entrenador/i;

// Lines that cast the role as one person ("{role} who runs on snacks", "{role} and dreamer")
// do not fit a team ("designers & developers").
const ONE_PERSON =
  /\{roles?\}[^.|,]*\b(?:who|and|a|an|dreamer|storyteller|human|person|by day|by trade|at heart|soul|does|is|has|was|napper|thief|goblin|tester|comedian|nerd|enthusiast|learner)\b|\b(?:a|an|one|just|part|full-time)\s+\{roles?\}/i;

const DAY_NIGHT = /\bby (?:day|night)\b/i;

// "Link below", "click the link": a line that points at a link needs one — a contact detail, or
// a shop, site or page the description names.
const POINTS_AT_LINK = /\blinks?\b|\bclick\b|\btap\b/i;
const HAS_LINK =
  /\blinks?\b|\bwebsite\b|\bsite\b|\bonline\b|\betsy\b|\bstore\b|\bshop\b|\border|\blinktree\b|\bnewsletter\b|\bsubstack\b|\bpodcast\b|\bchannel\b|\byoutube\b|\bportfolio\b/;

function gate(template: string, facts: Facts): boolean {
  if (!supportedBy(template, facts.said) || echoes(template, facts.echoes)) return false;
  if (facts.voice === "brand" && ONE_PERSON.test(template)) return false;
  // "Accountant by day, DJ by night" already says the day and the night; a line that casts
  // one role as the day job would contradict it.
  if (facts.dayNight && DAY_NIGHT.test(template)) return false;
  if (POINTS_AT_LINK.test(template) && !facts.contact && !HAS_LINK.test(facts.said)) return false;
  // Sellers: shops and makers. A web studio "building websites" offers a service, not stock.
  const seller =
    facts.persona === "small-business" ||
    (facts.offers.length > 0 && facts.roleDomains.some((d) => d === "craft" || d === "food" || d === "fashion"));
  if (SELLING.test(template) && !seller) return false;
  const service =
    facts.roles.length > 0 &&
    facts.persona !== "student" &&
    facts.persona !== "creator" &&
    facts.persona !== "influencer";
  if (SERVICE.test(template) && !(service || (seller && facts.voice === "brand"))) return false;
  if (
    COACHING.test(template) &&
    !facts.roles.some((r) => COACH_ROLE.test(r)) &&
    !/gym|studio|academy/i.test(facts.venture ?? "")
  )
    return false;
  return true;
}

function pool(kind: LineKind | "domain", ctx: BuildContext): string[] {
  let list = ctx.eligible.get(kind);
  if (!list) {
    let allowed = ctx.gated.get(kind);
    if (!allowed) {
      const all = kind === "domain" ? ctx.domainLines : ctx.bank.lines[kind];
      ctx.gated.set(kind, (allowed = all.filter((t) => gate(t, ctx.facts))));
    }
    ctx.eligible.set(kind, (list = allowed.filter((t) => fits(t, ctx.view, ctx.voice))));
  }
  return list;
}

// The envelope is for email; a link gets a link, a number a phone.
function contactEmoji(text: string, contact: string | undefined): string {
  if (!contact || contact.includes("@")) return text;
  const icon = /^\+?[\d\s().-]+$/.test(contact) ? "📞" : "🔗";
  return text.replace(/📩|✉️/u, icon);
}

// A proof template that would misread its proof: "Across Geelong" is where the work goes, no
// result ("Track record: Across Geelong"), and "200k followers somehow" never takes
// "{proof}, somehow".
const LABELLED = /^[^{]*:\s*\{proof\}/;
function misreadsProof(template: string, proof: string): boolean {
  if (LABELLED.test(template) && /^Across /.test(proof)) return true;
  const next = /\{proof\}[^\p{L}]*(\p{L}+)/u.exec(template)?.[1];
  return next !== undefined && new RegExp(`(?<![\\p{L}])${next}\\s*$`, "iu").test(proof);
}

// A template's own creativity score, kept: the banks are fixed, so each is scored once.
const lineScore = new Map<string, number>();
const livelyOf = (t: string) => {
  let v = lineScore.get(t);
  if (v === undefined) {
    v = overallFromSubScores(computeSubScores(t));
    lineScore.set(t, v);
  }
  return v;
};
/** Of `draws` templates drawn in turn, the first the creativity score rates highest. */
function liveliest(rng: Rng, options: string[], draws: number): string | undefined {
  let best = pick(rng, options);
  for (let k = 1; k < draws; k++) {
    const next = pick(rng, options);
    if (best !== undefined && next !== undefined && livelyOf(next) > livelyOf(best)) best = next;
  }
  return best;
}

function tryLine(
  kind: LineKind | "domain",
  ctx: BuildContext,
  taken: Set<FactKey>,
  local: Set<string>,
): Omit<Part, "group" | "priority"> | null {
  // Lines that open with an emoji are list items; inside a sentence they read as noise.
  const inline = ctx.layout !== "stack";
  // Contact lines may repeat across variations: the detail must be in every one of them.
  const reusable = kind === "contact";
  const options = pool(kind, ctx).filter(
    (t) =>
      (reusable || (!ctx.usedTemplates.has(t) && !(inline && LEADING_EMOJI.test(t)))) &&
      !local.has(t) &&
      !templateFacts(t).some((f) => taken.has(f)) &&
      !(kind === "proof" && misreadsProof(t, ctx.view.value("proof") ?? "")),
  );
  // A tone's one-liners fill room the facts leave: of three drawn, the one the creativity score
  // (shown beside each bio) rates highest, so a filler at least asks, invites or sounds like someone.
  const template = kind === "hook" || kind === "closer" ? liveliest(ctx.rng, options, 3) : pick(ctx.rng, options);
  if (template === undefined) return null;
  const r = render(template, ctx.view, ctx.voice);
  if (!r) return null;
  const main = r.facts.find((f) => f !== "brand");
  if (kind === "contact") r.text = contactEmoji(r.text, ctx.facts.contact);
  // "🏆 {proof}" crowns only a win; "Grades 6–10" gets a plain sparkle.
  if (r.facts.includes("proof") && !isWin(ctx.view.value("proof") ?? "")) r.text = r.text.replace(/🏆/gu, "✨");
  return {
    kind,
    text: r.text,
    emoji: countEmoji(r.text),
    facts: r.facts,
    template,
    lead: main ? ctx.view.emojiFor(main) : undefined,
  };
}

function trySource(
  source: PartSource,
  ctx: BuildContext,
  taken: Set<FactKey>,
  local: Set<string>,
): Omit<Part, "group" | "priority"> | null {
  if ("line" in source) return tryLine(source.line, ctx, taken, local);
  const f = factText(source.fact, ctx, ctx.bank.style.leadEmoji);
  if (!f || f.facts.some((k) => taken.has(k))) return null;
  const lead = f.facts[0] === "place" ? undefined : ctx.view.emojiFor(f.facts[0] as FactKey);
  return {
    kind: "fact",
    text: f.text,
    emoji: countEmoji(f.text),
    facts: f.facts,
    template: `fact:${source.fact}`,
    lead,
  };
}

/** Facts a part can say in passing, inside a longer phrase of the person's own. */
const SAID_IN_PASSING = ["place", "proof"] as const;

/**
 * A part whose own words already say a place or a proof ("chasing light across India") says
 * it: no second part says it again ("Across India"), which would only read as a repeat.
 */
function sayingInPassing<T extends { text: string; facts: FactKey[] }>(part: T, ctx: BuildContext): T {
  let facts = part.facts;
  for (const key of SAID_IN_PASSING) {
    const value = ctx.view.value(key);
    if (value && !facts.includes(key) && hasWholeWords(part.text, value)) facts = [...facts, key];
  }
  return facts === part.facts ? part : { ...part, facts };
}

const isJoke = (kind: Part["kind"]) => kind === "hook" || kind === "domain";

/** A bio signs off once and tells at most two stand-alone one-liners. */
function allowed(kind: Part["kind"], parts: Part[], sparse: boolean): boolean {
  if (kind === "closer") return !parts.some((p) => p.kind === "closer");
  if (isJoke(kind)) return parts.filter((p) => isJoke(p.kind)).length < (sparse ? 3 : 2);
  return true;
}

// A title in quotes, or a platform the work lives on.
const NAMED_WORK =
  /['"“‘«][\p{L}\p{N}][^'"”’»]{1,40}['"”’»]|\b(?:YouTube|Twitch|Steam|Spotify|Netflix|Substack|Etsy|Kickstarter|Audible|Kindle)\b/u;
const isProofSource = (s: PartSource) => ("line" in s ? s.line === "proof" : s.fact === "proof");

/** One part per slot where the description allows it, in the structure's order. */
export function buildParts(structure: Structure, ctx: BuildContext): Part[] {
  const taken = new Set<FactKey>();
  const local = new Set<string>();
  const parts: Part[] = [];
  for (const slot of structure.slots) {
    if (slot.from.length === 0) continue;
    // The first alternative is the slot's natural choice: give it twice the chance.
    const shuffled = shuffle(ctx.rng, [slot.from[0] as PartSource, ...slot.from]);
    // A named work ("cookbook 'Dal Days'", "'Lantern Fox' on Steam") is proof no stock line
    // can stand in for: where the slot can carry it, it does, and it outlasts filler.
    const named = NAMED_WORK.test(ctx.view.value("proof") ?? "");
    const order = named ? [...shuffled.filter(isProofSource), ...shuffled.filter((s) => !isProofSource(s))] : shuffled;
    for (const source of order) {
      if ("line" in source && !allowed(source.line, parts, ctx.sparse)) continue;
      const found = trySource(source, ctx, taken, local);
      if (!found) continue;
      const part = sayingInPassing(found, ctx);
      part.facts.forEach((f) => taken.add(f));
      local.add(part.template);
      const priority = named && part.facts.includes("proof") ? Math.max(slot.priority, 7) : slot.priority;
      parts.push({ ...part, group: slot.group, priority });
      break;
    }
  }
  return parts;
}

export function limitOf(platform: Platform): number {
  return PLATFORM_LIMITS[platform];
}

/** Trim to the limit, then top up with filler lines while there is room. */
// A stacked bio with more lines than this reads like a list, not a person.
const MAX_LINES: Record<Platform, number> = { instagram: 5, tiktok: 3, twitter: 4, linkedin: 7 };

function lineCount(parts: Part[], structure: Structure): number {
  if (!structure.multiline) return 1;
  if (structure.layout === "tagline")
    return parts.filter((p) => p.group !== "facts").length + (parts.some((p) => p.group === "facts") ? 1 : 0);
  return parts.length;
}

export function fitParts(
  parts: Part[],
  structure: Structure,
  ctx: BuildContext,
  deco: Decoration,
): { bio: string; parts: Part[] } | null {
  const limit = limitOf(ctx.platform);
  const maxLines = MAX_LINES[ctx.platform];
  let kept = [...parts];
  // Cheap first pass on an estimate (text plus room for separators and emoji), so the exact
  // loop below assembles the bio only a few times.
  const lengths = new Map(parts.map((p) => [p, graphemeLength(p.text)]));
  const estimate = (ps: Part[]) => ps.reduce((n, p) => n + (lengths.get(p) ?? 0) + 4, 0);
  while (estimate(kept) > limit + 24) {
    const removable = kept.filter((p) => p.priority !== Infinity);
    if (removable.length === 0) break;
    const weakest = removable.reduce((a, b) =>
      b.priority < a.priority || (b.priority === a.priority && b.text.length > a.text.length) ? b : a,
    );
    kept = kept.filter((p) => p !== weakest);
  }
  // The casing runs once, on the bio that fits: the drafts are measured laid out, which is the
  // same length whenever the casing keeps every character's length (else they are cased first).
  const measure = (raw: string) => graphemeLength(casingKeepsLength(raw) ? raw : withCasing(raw, ctx, deco));
  let bio = layOut(kept, structure, ctx, deco);
  while (measure(bio) > limit || lineCount(kept, structure) > maxLines) {
    const removable = kept.filter((p) => p.priority !== Infinity);
    if (removable.length === 0) return null;
    const weakest = removable.reduce((a, b) =>
      b.priority < a.priority || (b.priority === a.priority && b.text.length > a.text.length) ? b : a,
    );
    kept = kept.filter((p) => p !== weakest);
    bio = layOut(kept, structure, ctx, deco);
  }
  // Lists of one-liners read as filler: inline taglines and headlines get one extra line at most.
  const maxFillers = structure.multiline || structure.layout === "flow" ? 3 : 1;
  const fillers: (LineKind | "domain")[] = ["domain", "hook", "closer", "trait", "niche", "place", "proof"];
  for (let round = 0; round < maxFillers && measure(bio) < limit * 0.8; round++) {
    const taken = new Set(kept.flatMap((p) => p.facts));
    const local = new Set(kept.map((p) => p.template));
    let added = false;
    const mixed = shuffle(ctx.rng, fillers);
    const order = NAMED_WORK.test(ctx.view.value("proof") ?? "")
      ? (["proof", ...mixed.filter((k) => k !== "proof")] as const)
      : mixed;
    for (const kind of order) {
      if (!allowed(kind, kept, ctx.sparse)) continue;
      const found = tryLine(kind, ctx, taken, local);
      if (!found) continue;
      const line = sayingInPassing(found, ctx);
      const part: Part = { ...line, group: kind === "closer" ? "end" : "main", priority: 1 };
      // A sign-off goes last; anything else joins the body before the call to action.
      const next =
        kind === "closer"
          ? [...kept, part]
          : [...kept.filter((p) => p.group !== "end"), part, ...kept.filter((p) => p.group === "end")];
      const candidate = layOut(next, structure, ctx, deco);
      if (measure(candidate) <= limit && lineCount(next, structure) <= maxLines) {
        kept = next;
        bio = candidate;
        added = true;
        break;
      }
    }
    if (!added) break;
  }
  return { bio: withCasing(bio, ctx, deco), parts: kept };
}
