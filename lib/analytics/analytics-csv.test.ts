import { describe, expect, it } from "vitest";
import { analyticsCsv } from "./analytics-csv";

describe("analytics CSV", () => {
  it("has one row per day, then one per link and day, with formula-looking titles made text", () => {
    const titles = ["=SUM(A1)", "+1 555", "-2", "@cmd", "\tTab", "\rReturn", 'Say "hi"'];
    const csv = analyticsCsv(
      {
        series: [{ date: "2026-11-20", views: 4, uniqueVisitors: 3, clicks: 1 }],
        links: titles.map((title, i) => ({ id: `l${i}`, title, clicks: 1, uniqueClicks: 1 })),
      },
      titles.map((_, i) => ({ day: "2026-11-20", linkId: `l${i}`, clicks: 1, uniqueClicks: 1 })),
    );
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[1]).toBe('"2026-11-20","page","","","4","3","1","","25.0"');
    for (const title of ["'=SUM(A1)", "'+1 555", "'-2", "'@cmd", "'\tTab", "'\rReturn", 'Say ""hi""']) {
      expect(csv).toContain(`"${title}"`);
    }
    expect(lines.filter((l) => l.includes('"link"'))).toHaveLength(titles.length);
  });
});
