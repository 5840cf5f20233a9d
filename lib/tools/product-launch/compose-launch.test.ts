import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS } from "@/lib/bio/types";
import { checkBio } from "@/lib/bio/validate-bio";
import { composeLaunch } from "./compose-launch";
import { launchSchema } from "./launch.schema";

const TODAY = "2026-10-20";
const base = { product: "Ember Mini", whatsNew: "A pocket-size candle that burns 20 hours", launchDate: "2026-11-02" };

describe("composeLaunch", () => {
  it("writes teaser, launch-day and after-launch bios that keep the name and price and fit every platform", () => {
    for (const raw of [base, { ...base, price: "₹1,499", preorder: true, linkText: "glowandco.in/ember" }]) {
      for (const platform of PLATFORMS) {
        for (const seed of [1, 2, 3]) {
          const input = launchSchema.parse({ ...raw, platform });
          const groups = composeLaunch(input, { platform, seed, today: TODAY });
          expect(groups.map((g) => g.id)).toEqual(["teaser", "launch-day", "after-launch"]);
          for (const group of groups) {
            expect(group.bios.length, `${group.id} ${platform}`).toBeGreaterThanOrEqual(1);
            for (const bio of group.bios) {
              expect(bio).toContain("Ember Mini");
              if ("price" in raw && group.id !== "teaser") expect(bio).toContain("₹1,499");
              expect(graphemeLength(bio)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform]);
              expect(checkBio(bio, platform, { allowContact: true }), bio).toEqual({ ok: true });
            }
          }
          if (platform !== "tiktok") for (const g of groups) expect(g.bios).toHaveLength(2);
        }
      }
    }
  });

  it("teases the launch with its date as the user's calendar has it", () => {
    const [teaser] = composeLaunch(launchSchema.parse(base), { platform: "instagram", seed: 1, today: TODAY });
    for (const bio of teaser?.bios ?? []) expect(bio).toMatch(/2 Nov|days to go/);
    const [soon] = composeLaunch(launchSchema.parse(base), { platform: "instagram", seed: 1, today: "2026-11-01" });
    for (const bio of soon?.bios ?? []) expect(bio).toMatch(/tomorrow|1 day to go/);
    const us = composeLaunch(launchSchema.parse(base), {
      platform: "instagram",
      seed: 1,
      today: TODAY,
      locale: "en-US",
    });
    expect(us[1]?.subtitle).toBe("Mon, Nov 2");
  });

  it("refuses a price without a number", () => {
    expect(launchSchema.safeParse({ ...base, price: "cheap" }).success).toBe(false);
  });
});
