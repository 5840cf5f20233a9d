import { describe, expect, it } from "vitest";
import { levelFor, levelProgress, leveledUp, nextStreak, streakOnLoad } from "./rules";

describe("levels (floor(XP / 100) + 1)", () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [200, 3],
    [999, 10],
    [1000, 11],
  ])("%i XP is level %i", (xp, level) => expect(levelFor(xp)).toBe(level));

  it("treats broken XP as 0", () => {
    expect(levelFor(-50)).toBe(1);
    expect(levelFor(Number.NaN)).toBe(1);
  });

  it("reports the XP left to the next level", () => {
    expect(levelProgress(0)).toMatchObject({ level: 1, xpIntoLevel: 0, xpToNextLevel: 100, nextLevelAt: 100 });
    expect(levelProgress(99)).toMatchObject({ level: 1, xpIntoLevel: 99, xpToNextLevel: 1 });
    expect(levelProgress(100)).toMatchObject({ level: 2, xpIntoLevel: 0, xpToNextLevel: 100, nextLevelAt: 200 });
  });

  it("levels up only when a boundary is crossed", () => {
    expect(leveledUp(90, 99)).toBe(false);
    expect(leveledUp(99, 100)).toBe(true);
    expect(leveledUp(92, 110)).toBe(true);
    expect(leveledUp(100, 199)).toBe(false);
  });
});

describe("streak on an activity", () => {
  it("starts at 1 with no earlier activity", () => {
    expect(nextStreak({ lastActiveDay: null, currentStreak: 0 }, "2026-03-01")).toEqual({
      currentStreak: 1,
      grew: true,
      dayChanged: true,
    });
  });

  it("leaves the streak unchanged on the same day", () => {
    expect(nextStreak({ lastActiveDay: "2026-03-01", currentStreak: 4 }, "2026-03-01")).toEqual({
      currentStreak: 4,
      grew: false,
      dayChanged: false,
    });
  });

  it("adds 1 when the last activity was yesterday, across months and years", () => {
    expect(nextStreak({ lastActiveDay: "2026-02-28", currentStreak: 4 }, "2026-03-01").currentStreak).toBe(5);
    expect(nextStreak({ lastActiveDay: "2028-02-28", currentStreak: 1 }, "2028-02-29").currentStreak).toBe(2);
    expect(nextStreak({ lastActiveDay: "2025-12-31", currentStreak: 9 }, "2026-01-01").currentStreak).toBe(10);
  });

  it("restarts at 1 after a missed day", () => {
    expect(nextStreak({ lastActiveDay: "2026-02-27", currentStreak: 12 }, "2026-03-01")).toEqual({
      currentStreak: 1,
      grew: true,
      dayChanged: true,
    });
  });

  it("never goes back when the last day is later than today (moved west)", () => {
    expect(nextStreak({ lastActiveDay: "2026-03-02", currentStreak: 3 }, "2026-03-01")).toMatchObject({
      currentStreak: 3,
      dayChanged: false,
    });
  });
});

describe("streak on load", () => {
  it("keeps the streak when the last activity was today or yesterday", () => {
    expect(streakOnLoad({ lastActiveDay: "2026-03-01", currentStreak: 3 }, "2026-03-01")).toBe(3);
    expect(streakOnLoad({ lastActiveDay: "2026-02-28", currentStreak: 3 }, "2026-03-01")).toBe(3);
  });

  it("shows 0 when the last activity was neither today nor yesterday, or never", () => {
    expect(streakOnLoad({ lastActiveDay: "2026-02-27", currentStreak: 3 }, "2026-03-01")).toBe(0);
    expect(streakOnLoad({ lastActiveDay: null, currentStreak: 0 }, "2026-03-01")).toBe(0);
  });
});
