import { describe, expect, it } from "vitest";
import {
  DEFAULT_IDLE_MS,
  GENERATOR_BUBBLES,
  bubbleDelay,
  hoverBubbleFor,
  idleDelay,
  nextIdleBubble,
  dismissedKey,
  nextTimedBubble,
  placeBubble,
  readDismissed,
  writeDismissed,
  type HelpBubbleModel,
} from "./help-bubbles";

const bubble = (id: string, priority: number, trigger: HelpBubbleModel["trigger"] = "time"): HelpBubbleModel => ({
  id,
  title: id,
  message: id,
  type: "tip",
  anchor: "description",
  trigger,
  priority,
  persistent: false,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe("nextTimedBubble", () => {
  it("picks the highest priority time-triggered bubble that is not dismissed", () => {
    const bubbles = [bubble("low", 1), bubble("manual", 99, "manual"), bubble("high", 7), bubble("mid", 4)];
    expect(nextTimedBubble(bubbles, new Set())?.id).toBe("high");
    expect(nextTimedBubble(bubbles, new Set(["high"]))?.id).toBe("mid");
    expect(nextTimedBubble(bubbles, new Set(["high", "mid", "low"]))).toBeNull();
  });

  it("shows the generator tip first, 5.5 s after load; others use the 2 s default", () => {
    const first = nextTimedBubble(GENERATOR_BUBBLES, new Set());
    expect(first?.id).toBe("generator-tip");
    expect(first && bubbleDelay(first)).toBe(5500);
    const second = nextTimedBubble(GENERATOR_BUBBLES, new Set(["generator-tip"]));
    expect(second && bubbleDelay(second)).toBe(2500);
  });
});

describe("dismissed storage", () => {
  it("round-trips per context", () => {
    const storage = memoryStorage();
    writeDismissed(storage, "generator", new Set(["a", "b"]));
    expect(storage.data.get(dismissedKey("generator"))).toBe('["a","b"]');
    expect([...readDismissed(storage, "generator")]).toEqual(["a", "b"]);
    expect(readDismissed(storage, "other").size).toBe(0);
  });

  it("treats corrupt or missing storage as nothing dismissed", () => {
    expect(readDismissed(memoryStorage({ [dismissedKey("generator")]: "{oops" }), "generator").size).toBe(0);
    expect(readDismissed(memoryStorage({ [dismissedKey("generator")]: '[1,"x"]' }), "generator")).toEqual(
      new Set(["x"]),
    );
    expect(readDismissed(null, "generator").size).toBe(0);
  });
});

describe("idle and hover bubbles", () => {
  const idle = (id: string, priority: number, delay?: number): HelpBubbleModel => ({
    ...bubble(id, priority, "idle"),
    ...(delay === undefined ? {} : { delay }),
  });
  const hover = (id: string, target: string, priority = 1): HelpBubbleModel => ({
    ...bubble(id, priority, "hover"),
    target,
  });

  it("picks the highest-priority idle bubble not yet dismissed", () => {
    const bubbles = [idle("a", 1), idle("b", 9), bubble("timed", 99)];
    expect(nextIdleBubble(bubbles, new Set())?.id).toBe("b");
    expect(nextIdleBubble(bubbles, new Set(["b"]))?.id).toBe("a");
    expect(nextIdleBubble(bubbles, new Set(["a", "b"]))).toBeNull();
  });

  it("waits the idle bubble's own delay, else the default quiet spell", () => {
    expect(idleDelay(idle("a", 1, 1234))).toBe(1234);
    expect(idleDelay(idle("a", 1))).toBe(DEFAULT_IDLE_MS);
  });

  it("finds the hover bubble of the element under the pointer", () => {
    const bubbles = [hover("tone-tip", "tone"), hover("desc-tip", "description"), bubble("timed", 5)];
    expect(hoverBubbleFor(bubbles, new Set(), "tone")?.id).toBe("tone-tip");
    expect(hoverBubbleFor(bubbles, new Set(["tone-tip"]), "tone")).toBeNull();
    expect(hoverBubbleFor(bubbles, new Set(), "nothing")).toBeNull();
  });

  it("the generator has a hover bubble for the tone field and an idle bubble", () => {
    expect(GENERATOR_BUBBLES.some((b) => b.trigger === "hover" && b.target === "tone")).toBe(true);
    expect(GENERATOR_BUBBLES.some((b) => b.trigger === "idle")).toBe(true);
  });
});

describe("placeBubble", () => {
  const base = {
    anchor: { top: 400, left: 20, width: 335, height: 120 },
    bubble: { width: 320, height: 130 },
    viewport: { width: 375, height: 812 },
    topInset: 64,
    focused: null,
    scroll: { x: 0, y: 1000 },
  };

  it("points at its field from right above it, in page coordinates", () => {
    const place = placeBubble(base);
    expect(place).toMatchObject({ side: "above", top: 1000 + 400 - 10 - 130, left: 20 });
  });

  it("goes below the field when the header takes the room above", () => {
    const place = placeBubble({ ...base, anchor: { ...base.anchor, top: 150 } });
    expect(place).toMatchObject({ side: "below", top: 1000 + 150 + 120 + 10 });
  });

  it("never lies over the field with focus, and waits when every side would", () => {
    const field = { top: 300, left: 20, width: 335, height: 60 };
    expect(placeBubble({ ...base, focused: field })?.side).toBe("below");
    const tall = { top: 200, left: 0, width: 375, height: 600 };
    expect(placeBubble({ ...base, focused: tall })).toBeNull();
  });

  it("keeps its side while the page scrolls", () => {
    const place = placeBubble({ ...base, anchor: { ...base.anchor, top: 150 }, prefer: "above" });
    expect(place?.side).toBe("above");
  });

  it("stays on screen on a narrow phone", () => {
    const place = placeBubble({
      ...base,
      anchor: { ...base.anchor, left: 200 },
      viewport: { width: 320, height: 640 },
    });
    expect(place?.left).toBe(16);
  });
});
