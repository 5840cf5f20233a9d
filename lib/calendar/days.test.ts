import { describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES, daySchema } from "./calendar.schema";
import { monthGrid, planDayProblem, planWindow, todayIn, weekDays } from "./days";

describe("the 30-day planning window", () => {
  it("takes today through the 30th day after it, and refuses the day before and the 31st", () => {
    expect(planWindow("2026-11-26")).toEqual({ first: "2026-11-26", last: "2026-12-26" });
    expect(planDayProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(planDayProblem("2026-12-26", "2026-11-26")).toBeNull();
    expect(planDayProblem("2026-11-25", "2026-11-26")).toBe(CALENDAR_MESSAGES.past);
    expect(planDayProblem("2026-12-27", "2026-11-26")).toBe(CALENDAR_MESSAGES.tooFar);
  });

  it("counts across month and year ends and a leap day", () => {
    expect(planWindow("2026-12-15").last).toBe("2027-01-14");
    expect(planWindow("2028-02-01").last).toBe("2028-03-02");
  });

  it("accepts real days only", () => {
    expect(daySchema.safeParse("2026-02-28").success).toBe(true);
    expect(daySchema.safeParse("2026-02-29").success).toBe(false);
    expect(daySchema.safeParse("2026-2-3").success).toBe(false);
    expect(daySchema.safeParse("2026-12-01T00:00:00Z").success).toBe(false);
  });
});

describe("today in the user's time zone, at the edges of the day", () => {
  // 23:30 UTC on 30 November is already 1 December in Tokyo and still 30 November in Los Angeles.
  const lateUtc = new Date("2026-11-30T23:30:00Z");

  it("is the user's day, not the server's", () => {
    expect(todayIn("UTC", lateUtc)).toBe("2026-11-30");
    expect(todayIn("Asia/Tokyo", lateUtc)).toBe("2026-12-01");
    expect(todayIn("America/Los_Angeles", new Date("2026-12-01T07:59:00Z"))).toBe("2026-11-30");
    expect(todayIn("America/Los_Angeles", new Date("2026-12-01T08:00:00Z"))).toBe("2026-12-01");
  });

  it("moves the window with it: 30 November is past in Tokyo but still plannable in UTC", () => {
    expect(planDayProblem("2026-11-30", todayIn("UTC", lateUtc))).toBeNull();
    expect(planDayProblem("2026-11-30", todayIn("Asia/Tokyo", lateUtc))).toBe(CALENDAR_MESSAGES.past);
    expect(planDayProblem("2026-12-31", todayIn("Asia/Tokyo", lateUtc))).toBeNull();
    expect(planDayProblem("2026-12-31", todayIn("UTC", lateUtc))).toBe(CALENDAR_MESSAGES.tooFar);
  });
});

describe("grids", () => {
  it("lays a month out in Monday-first weeks that cover every day of it", () => {
    const grid = monthGrid("2026-11-26");
    expect(grid[0]?.[0]).toBe("2026-10-26");
    expect(grid.at(-1)?.at(-1)).toBe("2026-12-06");
    expect(grid.flat()).toContain("2026-11-30");
    expect(grid.every((w) => w.length === 7)).toBe(true);
  });

  it("gives the week of a day, Monday to Sunday", () => {
    expect(weekDays("2026-11-26")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });
});
