// The help bubble of spec §3/§4: small tips that appear on their own once per context until
// dismissed. This module holds the model and the rules; help-bubble.tsx draws them.

export type HelpBubbleType = "tip" | "hint" | "info" | "boost";
export type HelpBubbleTrigger = "time" | "hover" | "idle" | "manual";
export type HelpBubblePosition = "bottom-left" | "bottom-right" | "top-left" | "top-right";

export interface HelpBubbleModel {
  id: string;
  title: string;
  message: string;
  type: HelpBubbleType;
  position: HelpBubblePosition;
  trigger: HelpBubbleTrigger;
  /** Milliseconds after the initial wait; DEFAULT_BUBBLE_DELAY_MS when left out. */
  delay?: number;
  /** Higher shows first. */
  priority: number;
  /** Stays until closed; otherwise it hides itself after AUTO_HIDE_MS (and may return next visit). */
  persistent: boolean;
  /** Hover bubbles: the `data-help` value of the element that shows it when the pointer rests on it. */
  target?: string;
}

/** Spec §9: a bubble first appears 500 ms plus its own delay after load. */
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
    position: "bottom-left",
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
    position: "bottom-left",
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
    position: "bottom-left",
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
    position: "bottom-left",
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
    position: "bottom-left",
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
