import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { modelAnswer } from "@/tests/support/mock-model";
import { composeVoiceBios } from "./compose-voice-bios";
import { measureVoice } from "./measure-voice";
import { voiceGuide } from "./voice-guide";
import { voiceInstructions } from "./voice-prompt";
import { rewriteInVoice } from "./voice-writer";

const profile = measureVoice([
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #bakinglife #cookies",
]);
const guide = voiceGuide(profile);
const about = "Small-batch cookie bakery in Leeds";
const composed = composeVoiceBios(about, profile, guide, "instagram", 3);
const voice = { about, profile, guide, platform: "instagram" as const };

describe("rewriteInVoice", () => {
  it("uses the model's bios that pass the rules and fills the rest with the composer's", async () => {
    let instructions = "";
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        instructions = JSON.stringify(options.prompt);
        return modelAnswer(
          JSON.stringify({ bios: ["Cookies so good the oven files complaints 🍪 #cookies", "<b>nope</b>"] }),
        );
      },
    });
    const result = await rewriteInVoice(composed, voice, { model });
    expect(result.engine).toBe("ai");
    expect(result.bios[0]).toBe("Cookies so good the oven files complaints 🍪 #cookies");
    expect(result.bios).toHaveLength(composed.length);
    expect(result.bios.join("\n")).not.toContain("<b>");
    // The voice guide is in the model's instructions.
    expect(instructions).toContain(guide.dos[0]?.slice(0, 30));
  });

  it("falls back to the composer's bios, and says so, when the model fails", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("provider down");
      },
    });
    expect(await rewriteInVoice(composed, voice, { model: failing })).toEqual({ bios: composed, engine: "composer" });
    const nonsense = new MockLanguageModelV4({ doGenerate: async () => modelAnswer("not json") });
    expect(await rewriteInVoice(composed, voice, { model: nonsense })).toEqual({ bios: composed, engine: "composer" });
  });

  it("answers with the composer's bios without a model", async () => {
    expect(await rewriteInVoice(composed, voice, { model: null })).toEqual({ bios: composed, engine: "composer" });
  });
});

describe("voiceInstructions", () => {
  it("carries the measures, the guide and the platform's limit", () => {
    const text = voiceInstructions(profile, guide, "tiktok", 3);
    expect(text).toContain("Formality: Casual");
    expect(text).toContain(guide.donts[0]);
    expect(text).toContain("at most 80 characters");
    expect(text).toContain("exactly 3 bios");
  });
});
