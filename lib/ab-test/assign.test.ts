import { describe, expect, it } from "vitest";
import { visitorHash } from "@/lib/link-in-bio/visitor";
import { assignIndex } from "./assign";

const SECRET = "test-secret";

describe("assignIndex", () => {
  it("gives a visitor the same variant all day", () => {
    const morning = visitorHash({
      ip: "203.0.113.9",
      userAgent: "Phone",
      secret: SECRET,
      at: new Date("2026-05-01T00:05:00Z"),
    });
    const night = visitorHash({
      ip: "203.0.113.9",
      userAgent: "Phone",
      secret: SECRET,
      at: new Date("2026-05-01T23:55:00Z"),
    });
    expect(assignIndex(morning, "test1", 3)).toBe(assignIndex(night, "test1", 3));
  });

  it("reshuffles visitors from one day to the next", () => {
    let moved = 0;
    for (let i = 0; i < 200; i++) {
      const ip = `198.51.100.${i}`;
      const day1 = visitorHash({ ip, userAgent: "Phone", secret: SECRET, at: new Date("2026-05-01T12:00:00Z") });
      const day2 = visitorHash({ ip, userAgent: "Phone", secret: SECRET, at: new Date("2026-05-02T12:00:00Z") });
      if (assignIndex(day1, "t", 2) !== assignIndex(day2, "t", 2)) moved++;
    }
    expect(moved).toBeGreaterThan(60);
    expect(moved).toBeLessThan(140);
  });

  it.each([2, 3, 4])("splits 4,000 visitors roughly evenly between %i variants", (count) => {
    const seen = new Array<number>(count).fill(0);
    for (let i = 0; i < 4000; i++) {
      const hash = visitorHash({
        ip: `10.0.${i >> 8}.${i & 255}`,
        userAgent: "UA",
        secret: SECRET,
        at: new Date("2026-05-01T12:00:00Z"),
      });
      const index = assignIndex(hash, "ckabtest", count);
      seen[index] = (seen[index] as number) + 1;
    }
    const expected = 4000 / count;
    // Within 4 standard deviations of a fair split.
    const sd = Math.sqrt(4000 * (1 / count) * (1 - 1 / count));
    for (const n of seen) expect(Math.abs(n - expected)).toBeLessThan(4 * sd);
  });
});
