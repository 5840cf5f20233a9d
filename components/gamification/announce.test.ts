import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityOutcome } from "@/lib/gamification/events";

const outcome = (xp: number) => ({ xp, level: 1, leveledUp: false, unlocked: [] }) as unknown as ActivityOutcome;

describe("announceGamification", () => {
  beforeEach(() => vi.resetModules());

  it("keeps outcomes for the feedback until it mounts, while live views get them at once", async () => {
    const { announceGamification, onGamificationDemand, subscribeFeedback, subscribeGamification } =
      await import("./announce");
    const demand = vi.fn();
    onGamificationDemand(demand);
    // A live view (the progress card) listening must not stop the feedback from being asked for.
    const live: number[] = [];
    subscribeGamification((o) => live.push(o.xp));

    announceGamification(outcome(10));
    announceGamification(null);
    announceGamification(outcome(20));
    expect(live).toEqual([10, 20]);
    expect(demand).toHaveBeenCalledTimes(2);

    const shown: number[] = [];
    const stop = subscribeFeedback((o) => shown.push(o.xp));
    expect(shown).toEqual([10, 20]);
    announceGamification(outcome(30));
    expect(shown).toEqual([10, 20, 30]);
    expect(live).toEqual([10, 20, 30]);
    expect(demand).toHaveBeenCalledTimes(2);
    stop();
  });

  it("asks a host that mounts late for the feedback when outcomes are waiting", async () => {
    const { announceGamification, onGamificationDemand } = await import("./announce");
    announceGamification(outcome(5));
    const late = vi.fn();
    onGamificationDemand(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
