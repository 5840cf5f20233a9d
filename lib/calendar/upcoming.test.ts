import { describe, expect, it } from "vitest";
import type { CalendarItemView } from "./calendar.schema";
import { upcomingItems } from "./upcoming";

const item = (id: string, date: string, createdAt = "2026-11-01T10:00:00.000Z"): CalendarItemView => ({
  id,
  date,
  createdAt,
  contentType: "post",
  title: id,
  description: "",
  bio: "",
  hashtags: [],
  status: "planned",
});

describe("the list of what comes next", () => {
  const today = "2026-11-26";
  const items = [
    item("late", "2026-12-20"),
    item("yesterday", "2026-11-25"),
    item("today-second", "2026-11-26", "2026-11-02T10:00:00.000Z"),
    item("today-first", "2026-11-26", "2026-11-01T10:00:00.000Z"),
    ...["2026-12-01", "2026-11-30", "2026-12-03", "2026-11-28", "2026-12-05", "2026-12-02"].map((d) => item(d, d)),
  ];

  it("shows the next 7 from today, sorted by date, leaving earlier days out", () => {
    expect(upcomingItems(items, today).map((i) => i.id)).toEqual([
      "today-first",
      "today-second",
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
    ]);
  });

  it("shows 3 in compact mode", () => {
    expect(upcomingItems(items, today, "compact").map((i) => i.id)).toEqual([
      "today-first",
      "today-second",
      "2026-11-28",
    ]);
  });

  it("shows fewer when fewer are planned, and nothing from the past", () => {
    expect(upcomingItems([item("yesterday", "2026-11-25")], today)).toEqual([]);
    expect(upcomingItems([item("a", "2026-12-26")], today)).toHaveLength(1);
  });
});
