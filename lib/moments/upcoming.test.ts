import { describe, expect, it } from "vitest";
import { LUNAR_DATES, LUNAR_YEARS } from "./lunar-dates";
import { momentByKey, upcomingMoments } from "./upcoming";

// A fixed "today" for every test: the calendar never depends on when the suite runs.
const TODAY = new Date("2026-10-20T09:00:00Z");
const dateOf = (id: string, year: number) =>
  upcomingMoments(new Date(`${year}-01-01T00:00:00Z`), 365).find((m) => m.id === id)?.date;

describe("upcomingMoments", () => {
  it("lists what is coming soonest first, from today", () => {
    const next = upcomingMoments(TODAY, 45);
    expect(next.map((m) => `${m.date} ${m.id}`)).toEqual([
      "2026-10-31 halloween",
      "2026-11-08 diwali",
      "2026-11-11 singles-day",
      "2026-11-26 thanksgiving",
      "2026-11-27 black-friday",
      "2026-11-28 small-business-saturday",
      "2026-11-30 cyber-monday",
    ]);
    expect(next[1]).toMatchObject({ name: "Diwali", emoji: "🪔", key: "diwali-2026" });
    expect(next[1]?.source).toMatch(/^source: drikpanchang/);
    expect(next[1]?.angles.length).toBeGreaterThanOrEqual(3);
  });

  it("includes today and the last day, and crosses into the next year", () => {
    expect(upcomingMoments(new Date("2026-11-08T23:59:00Z"), 0).map((m) => m.id)).toEqual(["diwali"]);
    const turn = upcomingMoments(new Date("2026-12-24T00:00:00Z"), 10).map((m) => m.key);
    expect(turn).toEqual(["christmas-2026", "boxing-day-2026", "new-years-eve-2026", "new-year-2027"]);
  });

  it("keeps to the regions asked for", () => {
    const india = upcomingMoments(new Date("2026-01-01T00:00:00Z"), 364, ["IN"]).map((m) => m.id);
    expect(india).toContain("holi");
    expect(india).toContain("raksha-bandhan");
    expect(india).toContain("independence-day-in");
    expect(india).toContain("eid-al-fitr-in");
    expect(india).not.toContain("thanksgiving");
    expect(india).not.toContain("mothering-sunday-uk");
    const uk = upcomingMoments(new Date("2026-01-01T00:00:00Z"), 364, ["UK"]).map((m) => m.id);
    expect(uk).toContain("mothering-sunday-uk");
    expect(uk).toContain("boxing-day");
    expect(uk).not.toContain("mothers-day-us");
  });

  it("has the right dates for 2026, 2027 and 2028", () => {
    const expected: Record<string, [string, string, string]> = {
      diwali: ["2026-11-08", "2027-10-29", "2028-10-17"],
      holi: ["2026-03-04", "2027-03-22", "2028-03-11"],
      "raksha-bandhan": ["2026-08-28", "2027-08-17", "2028-08-05"],
      "eid-al-fitr": ["2026-03-20", "2027-03-09", "2028-02-26"],
      "eid-al-fitr-in": ["2026-03-21", "2027-03-10", "2028-02-27"],
      "black-friday": ["2026-11-27", "2027-11-26", "2028-11-24"],
      "cyber-monday": ["2026-11-30", "2027-11-29", "2028-11-27"],
      thanksgiving: ["2026-11-26", "2027-11-25", "2028-11-23"],
      "mothers-day-us": ["2026-05-10", "2027-05-09", "2028-05-14"],
      "mothering-sunday-uk": ["2026-03-15", "2027-03-07", "2028-03-26"],
      "fathers-day": ["2026-06-21", "2027-06-20", "2028-06-18"],
      easter: ["2026-04-05", "2027-03-28", "2028-04-16"],
      "independence-day-in": ["2026-08-15", "2027-08-15", "2028-08-15"],
      "independence-day-us": ["2026-07-04", "2027-07-04", "2028-07-04"],
      "republic-day-in": ["2026-01-26", "2027-01-26", "2028-01-26"],
      "valentines-day": ["2026-02-14", "2027-02-14", "2028-02-14"],
      christmas: ["2026-12-25", "2027-12-25", "2028-12-25"],
      "boxing-day": ["2026-12-26", "2027-12-26", "2028-12-26"],
      "new-year": ["2026-01-01", "2027-01-01", "2028-01-01"],
    };
    for (const [id, dates] of Object.entries(expected)) {
      expect(
        [2026, 2027, 2028].map((y) => dateOf(id, y)),
        id,
      ).toEqual(dates);
    }
  });

  it("says where every date comes from, and flags dates that wait for the moon", () => {
    for (const m of upcomingMoments(new Date("2026-01-01T00:00:00Z"), 365 * 3)) {
      expect(m.source, m.key).toMatch(/^source: /);
    }
    expect(momentByKey("eid-al-fitr-2027")).toMatchObject({ tentative: true });
    expect(momentByKey("diwali-2027")?.tentative).toBeUndefined();
  });

  it("leaves out a lunar festival for a year the reviewed table does not cover, never guessing", () => {
    const last = Math.max(...LUNAR_YEARS);
    expect(LUNAR_DATES.diwali[last + 1]).toBeUndefined();
    const later = upcomingMoments(new Date(`${last + 1}-01-01T00:00:00Z`), 364).map((m) => m.id);
    expect(later).not.toContain("diwali");
    expect(later).toContain("christmas");
  });

  it("finds one occurrence by its key", () => {
    expect(momentByKey("diwali-2027")?.date).toBe("2027-10-29");
    expect(momentByKey("nope-2027")).toBeNull();
    expect(momentByKey("diwali")).toBeNull();
  });
});
