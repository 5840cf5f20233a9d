import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS } from "@/lib/bio/types";
import { checkBio } from "@/lib/bio/validate-bio";
import { composeCampaign, namesOffer } from "./compose-campaign";
import { campaignSchema, GOALS } from "./campaign.schema";

const TODAY = "2026-10-20";

describe("composeCampaign", () => {
  it("writes 3 to 5 bios per goal that name the offer and the deadline and fit every platform", () => {
    for (const goal of GOALS) {
      for (const platform of PLATFORMS) {
        for (const seed of [1, 2, 3]) {
          const input = campaignSchema.parse({
            goal,
            offer: "Diwali sale: 20% off all candles",
            endDate: "2026-11-08",
            audience: "gift shoppers",
            cta: "Shop now",
            platform,
          });
          const [group] = composeCampaign(input, { platform, seed, today: TODAY });
          const bios = group?.bios ?? [];
          expect(bios.length, `${goal} ${platform}`).toBeGreaterThanOrEqual(3);
          expect(bios.length).toBeLessThanOrEqual(5);
          for (const bio of bios) {
            expect(namesOffer(bio, input.offer), bio).toBe(true);
            expect(bio, bio).toMatch(/8 Nov|Sunday|8\b/);
            expect(graphemeLength(bio)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform]);
            expect(checkBio(bio, platform, { allowContact: true }), bio).toEqual({ ok: true });
          }
        }
      }
    }
  });

  it("says when an event is, and uses the link text and audience", () => {
    const input = campaignSchema.parse({
      goal: "event",
      offer: "Candle-making workshop",
      endDate: "2026-10-24",
      audience: "beginners",
      linkText: "glowandco.in/workshop",
      platform: "instagram",
    });
    const [group] = composeCampaign(input, { platform: "instagram", seed: 4, today: TODAY, locale: "en-US" });
    expect(group?.subtitle).toBe("On Sat, Oct 24");
    const all = group?.bios.join("\n") ?? "";
    expect(all).toMatch(/Saturday|Oct 24/);
    expect(all).toContain("glowandco.in/workshop");
    expect(all).toContain("For beginners");
  });

  it("refuses dates in the wrong order and an event without a date", () => {
    expect(campaignSchema.safeParse({ goal: "event", offer: "Workshop" }).error?.issues[0]?.message).toBe(
      "Please choose the date of your event.",
    );
    expect(
      campaignSchema.safeParse({ goal: "sales", offer: "Sale", startDate: "2026-11-09", endDate: "2026-11-08" }).error
        ?.issues[0]?.message,
    ).toBe("The campaign can't end before it starts. Please check the dates.");
    expect(campaignSchema.safeParse({ goal: "fame", offer: "Sale" }).success).toBe(false);
  });
});
