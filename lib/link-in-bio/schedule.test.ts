import { describe, expect, it } from "vitest";
import { checkSchedule, isLinkLive, nextScheduleChange, SCHEDULE_MESSAGES } from "./schedule";

const now = new Date("2026-11-26T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("link schedule", () => {
  it("shows an enabled link with no window, hides a disabled one", () => {
    expect(isLinkLive({ enabled: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isLinkLive({ enabled: false, startsAt: null, endsAt: null }, now)).toBe(false);
  });

  it("shows a link from its start (inclusive) until its end (exclusive)", () => {
    const link = { enabled: true, startsAt: at("2026-11-26T12:00:00Z"), endsAt: at("2026-11-27T00:00:00Z") };
    expect(isLinkLive(link, now)).toBe(true);
    expect(isLinkLive(link, at("2026-11-26T11:59:59Z"))).toBe(false);
    expect(isLinkLive(link, at("2026-11-26T23:59:59Z"))).toBe(true);
    expect(isLinkLive(link, at("2026-11-27T00:00:00Z"))).toBe(false);
  });

  it("refuses an end before or at the start", () => {
    expect(checkSchedule(at("2026-12-01T00:00:00Z"), at("2026-11-30T00:00:00Z"))).toBe(SCHEDULE_MESSAGES.order);
    expect(checkSchedule(at("2026-12-01T00:00:00Z"), at("2026-12-01T00:00:00Z"))).toBe(SCHEDULE_MESSAGES.order);
    expect(checkSchedule(null, at("2026-12-01T00:00:00Z"))).toBeNull();
    expect(checkSchedule(at("2026-12-01T00:00:00Z"), null)).toBeNull();
  });

  it("finds the next moment the page changes by itself", () => {
    const links = [
      { enabled: true, startsAt: at("2026-11-28T00:00:00Z"), endsAt: null },
      { enabled: true, startsAt: null, endsAt: at("2026-11-27T09:00:00Z") },
      { enabled: false, startsAt: at("2026-11-26T13:00:00Z"), endsAt: null },
      { enabled: true, startsAt: at("2026-11-01T00:00:00Z"), endsAt: null },
    ];
    expect(nextScheduleChange(links, now)).toEqual(at("2026-11-27T09:00:00Z"));
    expect(nextScheduleChange([], now)).toBeNull();
  });
});
