import { describe, expect, it } from "vitest";
import { addDays, isValidTimeZone, localDay, localHour, safeTimeZone } from "./time-zone";

describe("local calendar days", () => {
  const instant = new Date("2026-03-01T23:30:00Z");

  it("puts one instant on different days in different zones", () => {
    expect(localDay(instant, "UTC")).toBe("2026-03-01");
    expect(localDay(instant, "Asia/Tokyo")).toBe("2026-03-02");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-03-01");
    expect(localDay(new Date("2026-03-02T05:00:00Z"), "America/Los_Angeles")).toBe("2026-03-01");
  });

  it("crosses midnight exactly at local midnight", () => {
    // Paris is UTC+1 in winter: midnight there is 23:00 UTC.
    expect(localDay(new Date("2026-01-10T22:59:59Z"), "Europe/Paris")).toBe("2026-01-10");
    expect(localDay(new Date("2026-01-10T23:00:00Z"), "Europe/Paris")).toBe("2026-01-11");
  });

  it("follows daylight saving time", () => {
    // New York: UTC-5 in winter, UTC-4 from 8 March 2026.
    expect(localHour(new Date("2026-03-07T05:30:00Z"), "America/New_York")).toBe(0);
    expect(localHour(new Date("2026-03-09T05:30:00Z"), "America/New_York")).toBe(1);
  });

  it("reads the local hour in 0–23", () => {
    expect(localHour(new Date("2026-03-01T00:15:00Z"), "UTC")).toBe(0);
    expect(localHour(new Date("2026-03-01T23:15:00Z"), "UTC")).toBe(23);
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(localDay(instant, "Mars/Olympus")).toBe("2026-03-01");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(() => addDays("yesterday", 1)).toThrow();
  });
});
