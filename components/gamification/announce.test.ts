import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityOutcome } from "@/lib/gamification/events";

const outcome = (xp: number) => ({ xp, level: 1, leveledUp: false, unlocked: [] }) as unknown as ActivityOutcome;

describe("announceGamification", () => {
  beforeEach(() => vi.resetModules());

  it("keeps outcomes announced before the feedback mounts and hands them over on subscribe", async () => {
    const { announceGamification, onGamificationDemand, subscribeGamification } = await import("./announce");
    const demand = vi.fn();
    onGamificationDemand(demand);
    announceGamification(outcome(10));
    announceGamification(null);
    announceGamification(outcome(20));
    expect(demand).toHaveBeenCalledTimes(2);

    const seen: number[] = [];
    const stop = subscribeGamification((o) => seen.push(o.xp));
    expect(seen).toEqual([10, 20]);
    announceGamification(outcome(30));
    expect(seen).toEqual([10, 20, 30]);
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
