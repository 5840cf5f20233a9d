import { describe, expect, it } from "vitest";
import {
  GENERATOR_BUBBLES,
  bubbleDelay,
  dismissedKey,
  nextTimedBubble,
  readDismissed,
  writeDismissed,
  type HelpBubbleModel,
} from "./help-bubbles";

const bubble = (id: string, priority: number, trigger: HelpBubbleModel["trigger"] = "time"): HelpBubbleModel => ({
  id,
  title: id,
  message: id,
  type: "tip",
  position: "bottom-left",
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
