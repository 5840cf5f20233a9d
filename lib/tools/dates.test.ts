import { describe, expect, it } from "vitest";
import { formatDay, formatDayWithWeekday, onWhen, resolveToday } from "./dates";
import { deadlineOf } from "./deadline";

describe("dates as the user reads them", () => {
  it("writes month first for US English and day first elsewhere, with the year only when it differs", () => {
    expect(formatDay("2026-11-08", { locale: "en-US", today: "2026-10-01" })).toBe("Nov 8");
    expect(formatDay("2026-11-08", { locale: "en-IN", today: "2026-10-01" })).toBe("8 Nov");
    expect(formatDay("2027-01-02", { locale: "en-GB", today: "2026-12-20" })).toBe("2 Jan 2027");
    expect(formatDayWithWeekday("2026-11-08", { locale: "en-US" })).toBe("Sun, Nov 8");
  });

  it("says today, tomorrow and this weekday near the date", () => {
    const today = "2026-11-02"; // a Monday
    expect(onWhen("2026-11-02", { today })).toBe("today");
    expect(onWhen("2026-11-03", { today })).toBe("tomorrow");
    expect(onWhen("2026-11-06", { today })).toBe("this Friday");
    expect(onWhen("2026-11-09", { today })).toBe("on 9 Nov");
    expect(deadlineOf("2026-11-02", { today })).toMatchObject({ ends: "ends tonight", daysLeft: 0 });
    expect(deadlineOf("2026-11-08", { today })).toMatchObject({ ends: "ends Sunday", until: "until Sunday" });
  });

  it("trusts the browser's date only within a day of the server's", () => {
    const now = new Date("2026-11-02T23:30:00Z");
    expect(resolveToday("2026-11-03", now)).toBe("2026-11-03");
    expect(resolveToday("2026-11-01", now)).toBe("2026-11-01");
    expect(resolveToday("2026-12-25", now)).toBe("2026-11-02");
    expect(resolveToday(undefined, now)).toBe("2026-11-02");
  });
});
