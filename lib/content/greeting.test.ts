import { describe, expect, it } from "vitest";
import { dayPart, greetingFor, hourIn } from "./greeting";

describe("greeting", () => {
  it("switches at 12:00 and 17:00", () => {
    const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00Z`);
    expect(greetingFor({ at: at("00:00"), timeZone: "UTC" })).toBe("Good morning");
    expect(greetingFor({ at: at("11:59"), timeZone: "UTC" })).toBe("Good morning");
    expect(greetingFor({ at: at("12:00"), timeZone: "UTC" })).toBe("Good afternoon");
    expect(greetingFor({ at: at("16:59"), timeZone: "UTC" })).toBe("Good afternoon");
    expect(greetingFor({ at: at("17:00"), timeZone: "UTC" })).toBe("Good evening");
    expect(greetingFor({ at: at("23:59"), timeZone: "UTC" })).toBe("Good evening");
  });

  it("reads the clock of the user's own time zone", () => {
    // 06:45 UTC is 12:15 in Kolkata (UTC+5:30) and 22:45 the evening before in Los Angeles (PST).
    const at = new Date("2026-01-15T06:45:00Z");
    expect(greetingFor({ at, timeZone: "Asia/Kolkata", name: "Meera Iyer" })).toBe("Good afternoon, Meera");
    expect(greetingFor({ at, timeZone: "America/Los_Angeles", name: "Sam" })).toBe("Good evening, Sam");
    expect(greetingFor({ at, timeZone: "Europe/Berlin" })).toBe("Good morning");
    // 11:30 UTC is 17:00 sharp in Kolkata.
    expect(hourIn(new Date("2026-01-15T11:30:00Z"), "Asia/Kolkata")).toBe(17);
  });

  it("follows daylight saving time", () => {
    // New York is UTC-4 in July and UTC-5 in January.
    expect(hourIn(new Date("2026-07-01T16:30:00Z"), "America/New_York")).toBe(12);
    expect(hourIn(new Date("2026-01-01T16:30:00Z"), "America/New_York")).toBe(11);
  });

  it("falls back to UTC for an unknown zone and ignores a blank name", () => {
    const at = new Date("2026-03-10T13:00:00Z");
    expect(greetingFor({ at, timeZone: "Not/AZone", name: "   " })).toBe("Good afternoon");
    expect(dayPart(0)).toBe("morning");
  });
});
