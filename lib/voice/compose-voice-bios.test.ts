import { describe, expect, it } from "vitest";
import { FORMAL_SAMPLES, PLAYFUL_SAMPLES } from "@/tests/support/voice-samples";
import { PLATFORM_LIMITS, PLATFORMS } from "@/lib/bio/types";
import { graphemeLength } from "@/lib/bio/graphemes";
import { applyFormality, composeVoiceVariations } from "./compose-voice-bios";
import { measureVoice } from "./measure-voice";
import { voiceGuide } from "./voice-guide";

const FORMAL = FORMAL_SAMPLES;
const PLAYFUL = PLAYFUL_SAMPLES;
const DESCRIPTION = "Small-batch cookie bakery in Leeds. I'm a baker who loves butter!";
const EMOJI = /\p{Extended_Pictographic}/u;

const voiceOf = (samples: string[]) => {
  const profile = measureVoice(samples);
  return { profile, guide: voiceGuide(profile) };
};
const formal = voiceOf(FORMAL);
const playful = voiceOf(PLAYFUL);
const score = (bios: string[], id: string) =>
  measureVoice(bios).attributes.find((a) => a.id === id)?.score ?? Number.NaN;

describe("composeVoiceVariations", () => {
  it("writes measurably different bios for a formal and a playful voice from the same description", () => {
    for (const seed of [1, 2, 3, 42]) {
      const a = composeVoiceVariations(DESCRIPTION, formal.profile, formal.guide, "instagram", seed);
      const b = composeVoiceVariations(DESCRIPTION, playful.profile, playful.guide, "instagram", seed);
      expect(a).not.toBeNull();
      expect(b).not.toBeNull();
      if (!a || !b) return;
      // The formal voice: no emoji, no hashtags, no exclamation, no contractions.
      for (const bio of a) {
        expect(bio).not.toMatch(EMOJI);
        expect(bio).not.toMatch(/#|!|\bI'm\b/);
      }
      // The playful voice: its emoji, and measured more casual and more humorous.
      expect(b.some((bio) => EMOJI.test(bio))).toBe(true);
      expect(score(a, "formality")).toBeGreaterThan(score(b, "formality") + 20);
      expect(score(b, "humour")).toBeGreaterThan(score(a, "humour"));
    }
  });

  it("gives three distinct bios within every platform's limit", () => {
    for (const platform of PLATFORMS) {
      for (const voice of [formal, playful]) {
        const bios = composeVoiceVariations(DESCRIPTION, voice.profile, voice.guide, platform, 7);
        expect(bios).not.toBeNull();
        expect(new Set(bios).size).toBe(3);
        for (const bio of bios ?? []) expect(graphemeLength(bio)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform]);
      }
    }
  });

  it("is the same for the same seed", () => {
    const once = composeVoiceVariations(DESCRIPTION, playful.profile, playful.guide, "tiktok", 9);
    expect(composeVoiceVariations(DESCRIPTION, playful.profile, playful.guide, "tiktok", 9)).toEqual(once);
  });

  it("gives a regenerate none of the bios on screen", () => {
    // A formal voice has few bios to give: without being told, the next seed repeats one of the
    // three on screen nearly every time.
    for (const platform of PLATFORMS) {
      const shown: string[] = composeVoiceVariations(DESCRIPTION, formal.profile, formal.guide, platform, 0) ?? [];
      const again = composeVoiceVariations(DESCRIPTION, formal.profile, formal.guide, platform, 1, shown);
      expect(again).not.toBeNull();
      expect(new Set(again).size).toBe(3);
      expect((again ?? []).filter((bio) => shown.includes(bio))).toEqual([]);
    }
  });
});

describe("applyFormality", () => {
  it("spells out contractions and drops exclamations for a formal voice only", () => {
    expect(applyFormality("I'm a baker! We're open.", formal.profile)).toBe("I am a baker. We are open.");
    expect(applyFormality("I'm a baker! We're open.", playful.profile)).toBe("I'm a baker! We're open.");
  });
});
