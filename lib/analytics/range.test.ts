import { describe, expect, it } from "vitest";
import { change, checkRange, daysOf, earliestVisibleDay, presetRange, previousRange, rangeLength } from "./range";

describe("analytics ranges", () => {
  it("ends a preset today and compares it with the same number of days before", () => {
    const range = presetRange(7, "2026-03-02");
    expect(range).toEqual({ from: "2026-02-24", to: "2026-03-02" });
    expect(rangeLength(range)).toBe(7);
    expect(previousRange(range)).toEqual({ from: "2026-02-17", to: "2026-02-23" });
    expect(daysOf({ from: "2026-02-27", to: "2026-03-01" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("refuses impossible, reversed, future and over-long custom ranges", () => {
    const today = "2026-11-26";
    expect(checkRange({ from: "2026-11-01", to: "2026-11-26" }, today)).toBeNull();
    expect(checkRange({ from: "2026-02-30", to: "2026-03-01" }, today)).toBe("invalid");
    expect(checkRange({ from: "soon", to: "2026-03-01" }, today)).toBe("invalid");
    expect(checkRange({ from: "2026-03-02", to: "2026-03-01" }, today)).toBe("reversed");
    expect(checkRange({ from: "2026-12-01", to: "2026-12-02" }, today)).toBe("future");
    expect(checkRange({ from: "2024-01-01", to: "2026-01-01" }, today)).toBe("too-long");
  });

  it("limits history by plan and reports no change without a previous period", () => {
    expect(earliestVisibleDay(30, "2026-11-26")).toBe("2026-10-28");
    expect(earliestVisibleDay(null, "2026-11-26")).toBeNull();
    expect(change(15, 10)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
  });
});
