import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS } from "@/lib/bio/types";
import { checkBio } from "@/lib/bio/validate-bio";
import { upcomingMoments } from "@/lib/moments/upcoming";
import { composeSeasonal } from "./compose-seasonal";
import { seasonalSchema } from "./seasonal.schema";

const TODAY = "2026-10-20";
const moments = upcomingMoments(new Date(`${TODAY}T00:00:00Z`), 365);
const pickMoments = (...ids: string[]) => ids.map((id) => moments.find((m) => m.id === id)!);

describe("composeSeasonal", () => {
  it("writes angles and bios for each moment that name it and fit every platform", () => {
    const chosen = pickMoments("diwali", "black-friday", "christmas", "holi", "back-to-school-uk", "eid-al-fitr-in");
    for (const platform of PLATFORMS) {
      for (const seed of [1, 5, 9]) {
        for (const raw of [
          { business: "handmade soy candles", brand: "Glow & Co", offer: "15% off gift sets" },
          { business: "Yoga classes for busy parents" },
        ]) {
          const input = seasonalSchema.parse({ ...raw, moments: ["x-2026"], platform });
          const groups = composeSeasonal(input, chosen, { platform, seed, today: TODAY });
          expect(groups).toHaveLength(chosen.length);
          for (const group of groups) {
            expect(group.angles?.length).toBeGreaterThanOrEqual(3);
            expect(group.bios.length, `${group.id} ${platform}`).toBe(3);
            for (const bio of group.bios) {
              expect(graphemeLength(bio)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform]);
              expect(checkBio(bio, platform), bio).toEqual({ ok: true });
              if (raw.offer) expect(bio).toContain("15% off gift sets");
            }
          }
        }
      }
    }
  });

  it("dates each moment for the user and never adds an offer", () => {
    const [diwali] = composeSeasonal(
      seasonalSchema.parse({ business: "handmade soy candles", moments: ["diwali-2026"] }),
      pickMoments("diwali"),
      { platform: "instagram", seed: 3, today: TODAY },
    );
    expect(diwali?.title).toBe("🪔 Diwali");
    expect(diwali?.subtitle).toBe("Sun 8 Nov · in 19 days · start posting now");
    expect(diwali?.bios.join("\n")).not.toMatch(/%|off\b|free/i);
    expect(diwali?.bios.join("\n")).toMatch(/Diwali/);
    const [eid] = composeSeasonal(
      seasonalSchema.parse({ business: "bakery", moments: ["eid-al-fitr-in-2027"] }),
      pickMoments("eid-al-fitr-in"),
      { platform: "instagram", seed: 3, today: TODAY, locale: "en-US" },
    );
    expect(eid?.subtitle).toMatch(
      /^Wed, Mar 10, 2027 · in \d+ days · start posting by Feb 24, 2027 · date depends on the moon sighting$/,
    );
  });
});
