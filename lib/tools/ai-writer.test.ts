import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { writeWithAi } from "./ai-writer";
import { composePromo } from "./promo-bios/compose-promo";
import { promoSchema } from "./promo-bios/promo.schema";
import { promoTool } from "./promo-bios/promo-tool";
import type { ToolContext } from "./run-tool";
import { modelAnswer } from "@/tests/support/mock-model";

const ctx: ToolContext = { platform: "instagram", seed: 1, today: "2026-11-02" };
const input = promoSchema.parse({ kind: "percent", value: "20", code: "DIWALI20", endDate: "2026-11-08" });
const composed = composePromo(input, ctx);

describe("writeWithAi", () => {
  it("keeps the model's bios that carry the offer and replaces the rest with the composer's", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () =>
        modelAnswer(
          JSON.stringify({
            groups: [
              {
                bios: [
                  "🪔 20% off every candle with DIWALI20 until Sunday",
                  "Huge 30% off sale! Code DIWALI20", // a different number: refused
                  "<b>20% off</b> DIWALI20", // markup: refused
                ],
              },
            ],
          }),
        ),
    });
    const result = await writeWithAi(promoTool, input, ctx, composed, { model });
    expect(result.engine).toBe("ai");
    const bios = result.groups[0]?.bios ?? [];
    expect(bios[0]).toBe("🪔 20% off every candle with DIWALI20 until Sunday");
    expect(bios).toHaveLength(composed[0]?.bios.length ?? 0);
    for (const bio of bios) {
      expect(bio).toContain("20%");
      expect(bio).toContain("DIWALI20");
      expect(bio).not.toContain("30%");
    }
  });

  it("falls back to the composer when the model fails or answers nonsense", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("provider down");
      },
    });
    expect(await writeWithAi(promoTool, input, ctx, composed, { model: failing })).toEqual({
      groups: composed,
      engine: "composer",
    });
    const nonsense = new MockLanguageModelV4({ doGenerate: async () => modelAnswer("not json") });
    expect((await writeWithAi(promoTool, input, ctx, composed, { model: nonsense })).engine).toBe("composer");
    expect(await writeWithAi(promoTool, input, ctx, composed, { model: null })).toEqual({
      groups: composed,
      engine: "composer",
    });
  });
});
