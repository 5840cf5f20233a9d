// The help bubbles (docs/product.md#guidance): small tips that appear on their own once per context until
// dismissed. This module holds the model and the rules; help-bubble.tsx draws them.

export type HelpBubbleType = "tip" | "hint" | "info" | "boost";
export type HelpBubbleTrigger = "time" | "hover" | "idle" | "manual";

export interface HelpBubbleModel {
  id: string;
  title: string;
  message: string;
  type: HelpBubbleType;
  /** The `data-help` value of the field the bubble is about: it points at that field from beside it. */
  anchor: string;
  trigger: HelpBubbleTrigger;
  /** Milliseconds after the initial wait; DEFAULT_BUBBLE_DELAY_MS when left out. */
  delay?: number;
  /** Higher shows first. */
  priority: number;
  /** Stays until closed; otherwise it hides itself after AUTO_HIDE_MS. Either way it shows once. */
  persistent: boolean;
  /** Hover bubbles: the `data-help` value of the element that shows it when the pointer rests on it. */
  target?: string;
}

/** A bubble first appears 500 ms plus its own delay after load. */
export const INITIAL_WAIT_MS = 500;
export const DEFAULT_BUBBLE_DELAY_MS = 2000;
export const AUTO_HIDE_MS = 12_000;
/** The pointer must rest this long on a hover target before its bubble shows. */
export const HOVER_DELAY_MS = 600;
/** An idle bubble waits this long without pointer, key or scroll activity, unless it sets a delay. */
export const DEFAULT_IDLE_MS = 30_000;

export const GENERATOR_BUBBLES: readonly HelpBubbleModel[] = [
  {
    id: "generator-tip",
    title: "Tip: be specific",
    message: "Say what you do, two or three things you love and who you want to reach. Details make better bios.",
    type: "tip",
    anchor: "description",
    trigger: "time",
    delay: 5000,
    priority: 10,
    persistent: true,
  },
  {
    id: "generator-tone-hint",
    title: "Not quite you?",
    message: "Switch the tone or press Regenerate: every run writes three new bios.",
    type: "hint",
    anchor: "tone",
    trigger: "time",
    priority: 5,
    persistent: false,
  },
  {
    id: "generator-tone-hover",
    title: "Tones change everything",
    message:
      "Each tone picks its own words, emoji and call to action. Funny and bold stand out; professional reads calm.",
    type: "info",
    anchor: "tone",
    trigger: "hover",
    target: "tone",
    priority: 6,
    persistent: false,
  },
  {
    id: "generator-idle-boost",
    title: "Stuck for words?",
    message: "Type a few words about what you do and pick one of the ideas under the description. We fill in the rest.",
    type: "boost",
    anchor: "description",
    trigger: "idle",
    delay: DEFAULT_IDLE_MS,
    priority: 4,
    persistent: false,
  },
  {
    id: "generator-preview-info",
    title: "See it in place",
    message: "Open Social Preview to see your bio on Instagram, X, LinkedIn and TikTok before you paste it.",
    type: "info",
    anchor: "result",
    trigger: "manual",
    priority: 1,
    persistent: false,
  },
];

export function bubbleDelay(bubble: HelpBubbleModel): number {
  return INITIAL_WAIT_MS + (bubble.delay ?? DEFAULT_BUBBLE_DELAY_MS);
}

/** The bubble to show on its own: the highest-priority undismissed one with a time trigger. */
export function nextTimedBubble(
  bubbles: readonly HelpBubbleModel[],
  dismissed: ReadonlySet<string>,
): HelpBubbleModel | null {
  let best: HelpBubbleModel | null = null;
  for (const bubble of bubbles) {
    if (bubble.trigger !== "time" || dismissed.has(bubble.id)) continue;
    if (!best || bubble.priority > best.priority) best = bubble;
  }
  return best;
}

/** The idle bubble to show after a quiet spell: the highest-priority undismissed idle one. */
export function nextIdleBubble(
  bubbles: readonly HelpBubbleModel[],
  dismissed: ReadonlySet<string>,
): HelpBubbleModel | null {
  let best: HelpBubbleModel | null = null;
  for (const bubble of bubbles) {
    if (bubble.trigger !== "idle" || dismissed.has(bubble.id)) continue;
    if (!best || bubble.priority > best.priority) best = bubble;
  }
  return best;
}

export function idleDelay(bubble: HelpBubbleModel): number {
  return bubble.delay ?? DEFAULT_IDLE_MS;
}

/** The hover bubble of a target (the `data-help` value under the pointer), unless dismissed. */
export function hoverBubbleFor(
  bubbles: readonly HelpBubbleModel[],
  dismissed: ReadonlySet<string>,
  target: string,
): HelpBubbleModel | null {
  const matches = bubbles.filter((b) => b.trigger === "hover" && b.target === target && !dismissed.has(b.id));
  return matches.sort((a, b) => b.priority - a.priority)[0] ?? null;
}

export function dismissedKey(context: string): string {
  return `biostudio.help.dismissed.${context}`;
}

/** Dismissed ids stored for a context; storage that is missing, blocked or corrupt reads as none. */
export function readDismissed(storage: Pick<Storage, "getItem"> | null, context: string): Set<string> {
  try {
    const raw = storage?.getItem(dismissedKey(context));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function writeDismissed(storage: Pick<Storage, "setItem"> | null, context: string, ids: ReadonlySet<string>) {
  try {
    storage?.setItem(dismissedKey(context), JSON.stringify([...ids]));
  } catch {
    // Private mode or a full quota: the bubble may return next visit, nothing worse.
  }
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface BubblePlacement {
  /** Page coordinates (the bubble scrolls with the page). */
  top: number;
  left: number;
  side: "above" | "below";
  /** The arrow's distance from the bubble's left edge, pointing at the field. */
  arrowLeft: number;
}

/** Room kept between the bubble, its field and the screen's edges. */
export const BUBBLE_GAP_PX = 10;
const EDGE_PX = 16;

function intersects(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/**
 * Where a bubble goes, in viewport coordinates of the moment it is measured: right above its
 * field, or right below it when the room above is taken by the sticky header or the screen's
 * edge. It never lies over its field, nor over the field with focus: when both sides would,
 * there is no place for it now (null). `scroll` turns the result into page coordinates.
 */
export function placeBubble(input: {
  anchor: Box;
  bubble: { width: number; height: number };
  viewport: { width: number; height: number };
  /** The bottom of whatever sticks to the top of the screen (the header). */
  topInset: number;
  focused: Box | null;
  scroll: { x: number; y: number };
  /** The side it is on already: it stays there (no jumping while the page scrolls) unless that side is blocked. */
  prefer?: BubblePlacement["side"];
}): BubblePlacement | null {
  const { anchor, bubble, viewport, topInset, focused, scroll, prefer } = input;
  const maxLeft = Math.max(EDGE_PX, viewport.width - bubble.width - EDGE_PX);
  const left = Math.min(Math.max(anchor.left, EDGE_PX), maxLeft);
  const above = anchor.top - BUBBLE_GAP_PX - bubble.height;
  const below = anchor.top + anchor.height + BUBBLE_GAP_PX;
  const roomAbove = above >= topInset;
  const roomBelow = below + bubble.height <= viewport.height;
  const first = prefer ?? (roomAbove || !roomBelow ? "above" : "below");
  const sides = first === "above" ? (["above", "below"] as const) : (["below", "above"] as const);
  for (const side of sides) {
    const top = side === "above" ? above : below;
    const box = { top, left, width: bubble.width, height: bubble.height };
    if (focused && intersects(box, focused)) continue;
    const arrowLeft = Math.min(Math.max(anchor.left + 24 - left, 16), bubble.width - 24);
    return { top: top + scroll.y, left: left + scroll.x, side, arrowLeft };
  }
  return null;
}
