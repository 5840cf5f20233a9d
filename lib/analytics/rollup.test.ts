import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bioEventRollups, DIMENSIONS, pageEventRollups, type PageEventFact, type RollupRow } from "./rollup";

const fact = (over: Partial<PageEventFact>): PageEventFact => ({
  userId: "u1",
  day: "2026-11-20",
  pageId: "p1",
  linkId: null,
  kind: "view",
  referrer: null,
  country: null,
  device: "phone",
  browser: "Safari",
  os: "iOS",
  ...over,
});

const find = (rows: RollupRow[], where: Partial<RollupRow>) =>
  rows.filter((r) => Object.entries(where).every(([k, v]) => r[k as keyof RollupRow] === v));

describe("page event rollups", () => {
  it("counts views and clicks per day, per link and per dimension, unknown values as unknown", () => {
    const rows = pageEventRollups(
      [
        fact({ referrer: "www.instagram.com", country: "DE" }),
        fact({ kind: "click", linkId: "l1" }),
        fact({ day: "2026-11-21", device: null }),
      ],
      [],
    );
    expect(find(rows, { dimension: "total", linkId: "", day: "2026-11-20" })[0]).toMatchObject({ views: 1, clicks: 1 });
    expect(find(rows, { dimension: "total", linkId: "l1" })[0]).toMatchObject({ views: 0, clicks: 1 });
    expect(find(rows, { dimension: "country", value: "DE" })[0]).toMatchObject({ views: 1 });
    expect(find(rows, { dimension: "country", value: "unknown", day: "2026-11-20" })[0]).toMatchObject({ clicks: 1 });
    expect(find(rows, { dimension: "referrer", value: "direct" })).toHaveLength(2);
    expect(find(rows, { dimension: "device", value: "unknown" })[0]).toMatchObject({ day: "2026-11-21", views: 1 });
  });

  it("adds a unique visitor only for a first visit of the day", () => {
    const rows = pageEventRollups(
      [fact({}), fact({}), fact({ kind: "click", linkId: "l1" })],
      [
        { pageId: "p1", day: "2026-11-20", linkId: "" },
        { pageId: "p1", day: "2026-11-20", linkId: "l1" },
      ],
    );
    expect(find(rows, { dimension: "total", linkId: "" })[0]).toMatchObject({ views: 2, uniqueViews: 1 });
    expect(find(rows, { dimension: "total", linkId: "l1" })[0]).toMatchObject({ clicks: 1, uniqueClicks: 1 });
  });

  it("equals a recount of random events however they are split into batches", () => {
    const event = fc.record({
      day: fc.constantFrom("2026-11-19", "2026-11-20", "2026-11-21"),
      pageId: fc.constantFrom("p1", "p2"),
      click: fc.boolean(),
      link: fc.constantFrom("l1", "l2"),
      visitor: fc.integer({ min: 0, max: 5 }),
      referrer: fc.constantFrom(null, "t.co", "www.instagram.com"),
      country: fc.constantFrom(null, "US", "IN"),
      device: fc.constantFrom(null, "phone", "desktop"),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (events, batchSize) => {
        // The database side: which visitors are new for their day, batch after batch.
        const seen = new Set<string>();
        const totals = new Map<string, RollupRow>();
        for (let i = 0; i < events.length; i += batchSize) {
          const batch = events.slice(i, i + batchSize).map((e) => ({
            ...e,
            fact: fact({
              userId: e.pageId === "p1" ? "u1" : "u2",
              day: e.day,
              pageId: e.pageId,
              kind: e.click ? "click" : "view",
              linkId: e.click ? e.link : null,
              referrer: e.referrer,
              country: e.country,
              device: e.device,
            }),
          }));
          const fresh = batch.flatMap((e) => {
            const linkId = e.click ? e.link : "";
            const key = `${e.pageId} ${e.day} ${linkId} ${e.visitor}`;
            if (seen.has(key)) return [];
            seen.add(key);
            return [{ pageId: e.pageId, day: e.day, linkId }];
          });
          for (const row of pageEventRollups(
            batch.map((e) => e.fact),
            fresh,
          )) {
            const key = [row.userId, row.dimension, row.day, row.subjectId, row.linkId, row.value].join("|");
            const sum = totals.get(key);
            if (sum) for (const c of ["views", "clicks", "uniqueViews", "uniqueClicks"] as const) sum[c] += row[c];
            else totals.set(key, { ...row });
          }
        }
        // The recount, straight from the events.
        for (const [key, row] of totals) {
          // Browser and system are the same for every event here (the fact's defaults).
          if (row.dimension === "browser" || row.dimension === "os") continue;
          const of = events.filter(
            (e) =>
              e.day === row.day &&
              e.pageId === row.subjectId &&
              (row.linkId === "" || (e.click && e.link === row.linkId)),
          );
          const matching =
            row.dimension === "total"
              ? of
              : of.filter((e) => {
                  const value =
                    row.dimension === "referrer"
                      ? (e.referrer ?? "direct")
                      : (e[row.dimension as "country" | "device"] ?? "unknown");
                  return value === row.value;
                });
          expect(row.views, key).toBe(matching.filter((e) => !e.click).length);
          expect(row.clicks, key).toBe(matching.filter((e) => e.click).length);
          if (row.dimension === "total" && row.linkId === "") {
            expect(row.uniqueViews, key).toBe(new Set(of.filter((e) => !e.click).map((e) => e.visitor)).size);
          }
          if (row.dimension === "total" && row.linkId !== "") {
            expect(row.uniqueClicks, key).toBe(new Set(matching.map((e) => e.visitor)).size);
          }
        }
        const views = [...totals.values()].filter((r) => r.dimension === "total" && r.linkId === "");
        expect(views.reduce((n, r) => n + r.views, 0)).toBe(events.filter((e) => !e.click).length);
        for (const dimension of DIMENSIONS.filter((d) => d !== "browser" && d !== "os")) {
          const rows = [...totals.values()].filter((r) => r.dimension === dimension);
          expect(rows.reduce((n, r) => n + r.views + r.clicks, 0)).toBe(events.length);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("bio event rollups", () => {
  it("counts share and saved-bio events by name and ignores the rest", () => {
    const rows = bioEventRollups([
      { userId: "u1", day: "2026-11-20", source: "share", bioId: "s1", event: "view" },
      { userId: "u1", day: "2026-11-20", source: "share", bioId: "s1", event: "view" },
      { userId: "u1", day: "2026-11-20", source: "bio", bioId: "b1", event: "created" },
      { userId: "u1", day: "2026-11-20", source: "bio", bioId: "b1", event: "conversion" },
      { userId: "u1", day: "2026-11-20", source: "bio", bioId: "b1", event: "template_used" },
    ]);
    expect(find(rows, { subjectId: "s1" })[0]).toMatchObject({ views: 2 });
    expect(find(rows, { subjectId: "b1" })[0]).toMatchObject({ created: 1, conversions: 1, views: 0 });
  });
});
