import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS } from "@/lib/bio/types";
import { checkBio } from "@/lib/bio/validate-bio";
import { composePromo } from "./compose-promo";
import { promoSchema, type PromoInput } from "./promo.schema";

const TODAY = "2026-11-02";
const parse = (raw: Record<string, unknown>): PromoInput => promoSchema.parse(raw);
const base = { kind: "percent", value: "20", code: "DIWALI20", endDate: "2026-11-08", business: "Handmade candles" };

describe("composePromo", () => {
  it("states the number and the code exactly as entered in every bio, on every platform and seed", () => {
    const cases = [
      base,
      { ...base, kind: "amount", value: "500", currency: "INR", code: "LIGHTS-500" },
      { ...base, kind: "amount", value: "9.99", currency: "USD", code: "save_999", appliesTo: "all gift boxes" },
      { ...base, value: "12.5", code: "x7", urgency: "high", endDate: TODAY },
    ];
    for (const raw of cases) {
      for (const platform of PLATFORMS) {
        for (const seed of [1, 2, 3, 99]) {
          const input = parse({ ...raw, platform });
          const [group] = composePromo(input, { platform, seed, today: TODAY });
          expect(group?.bios.length).toBeGreaterThanOrEqual(3);
          for (const bio of group?.bios ?? []) {
            const amount = input.kind === "percent" ? `${input.value}%` : input.value;
            expect(bio).toContain(amount);
            expect(bio).toContain(String(raw.code));
            expect(graphemeLength(bio)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform]);
            expect(checkBio(bio, platform)).toEqual({ ok: true });
          }
        }
      }
    }
  });

  it("never invents another offer", () => {
    const [group] = composePromo(parse(base), { platform: "instagram", seed: 7, today: TODAY });
    for (const bio of group?.bios ?? []) {
      expect(bio).not.toMatch(/free shipping|buy one|bogo|extra/i);
      expect(bio.match(/\d+%/g) ?? []).toEqual(["20%"]);
    }
  });

  it("says the deadline as the user's calendar has it", () => {
    const bios = (today: string, locale?: string) =>
      composePromo(parse(base), { platform: "instagram", seed: 3, today, locale })[0]?.bios.join("\n") ?? "";
    expect(bios("2026-11-07")).toMatch(/tomorrow/i);
    expect(bios("2026-11-08")).toMatch(/tonight|today/i);
    expect(bios("2026-11-04")).toMatch(/Sunday/);
    expect(composePromo(parse(base), { platform: "instagram", seed: 3, today: "2026-10-20" })[0]?.subtitle).toBe(
      "Ends Sun 8 Nov",
    );
    expect(
      composePromo(parse(base), { platform: "instagram", seed: 3, today: "2026-10-20", locale: "en-US" })[0]?.subtitle,
    ).toBe("Ends Sun, Nov 8");
  });

  it("gives different bios for a new seed", () => {
    const a = composePromo(parse(base), { platform: "instagram", seed: 1, today: TODAY })[0]?.bios;
    const b = composePromo(parse(base), { platform: "instagram", seed: 2, today: TODAY })[0]?.bios;
    expect(a).not.toEqual(b);
  });

  it("refuses offers that are not one", () => {
    expect(promoSchema.safeParse({ ...base, value: "0" }).success).toBe(false);
    expect(promoSchema.safeParse({ ...base, value: "150" }).success).toBe(false);
    expect(promoSchema.safeParse({ ...base, code: "SAVE 20" }).success).toBe(false);
    expect(promoSchema.safeParse({ ...base, endDate: "2026-02-30" }).success).toBe(false);
    expect(promoSchema.safeParse({ ...base, value: "20%" }).data?.value).toBe("20");
  });
});
