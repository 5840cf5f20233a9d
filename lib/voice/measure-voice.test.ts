import { describe, expect, it } from "vitest";
import { FORMAL_SAMPLES, PLAYFUL_SAMPLES } from "@/tests/support/voice-samples";
import { measureVoice, sentencesOf, type VoiceProfile } from "./measure-voice";

const FORMAL = FORMAL_SAMPLES;
const PLAYFUL = PLAYFUL_SAMPLES;

const attr = (p: VoiceProfile, id: string) => p.attributes.find((a) => a.id === id)!;

describe("measureVoice", () => {
  const formal = measureVoice(FORMAL);
  const playful = measureVoice(PLAYFUL);

  it("measures a formal and a playful sample apart", () => {
    expect(attr(formal, "formality").summary).toBe("Formal");
    expect(attr(playful, "formality").summary).toBe("Casual");
    expect(attr(playful, "energy").score).toBeGreaterThan(attr(formal, "energy").score + 30);
    expect(attr(playful, "humour").score).toBeGreaterThan(attr(formal, "humour").score + 30);
    expect(attr(formal, "humour").summary).toBe("Serious");
    expect(attr(formal, "emoji").summary).toBe("None");
    expect(attr(formal, "hashtags").summary).toBe("None");
    expect(attr(playful, "hashtags").summary).toBe("3 in 3 samples");
    expect(attr(formal, "sentenceLength").score).toBeGreaterThan(attr(playful, "sentenceLength").score);
    expect(attr(formal, "readingLevel").score).toBeGreaterThan(attr(playful, "readingLevel").score);
  });

  it("quotes its evidence from the samples", () => {
    const joined = [...FORMAL, ...PLAYFUL].join("\n");
    for (const p of [formal, playful]) {
      for (const a of p.attributes) for (const quote of a.evidence) expect(joined).toContain(quote);
    }
    expect(attr(playful, "humour").evidence[0]).toMatch(/Haha the oven won today/);
    expect(attr(formal, "formality").evidence.length).toBeGreaterThan(0);
  });

  it("finds signature words, emoji and hashtags", () => {
    expect(playful.signatureWords).toContain("cookies");
    expect(playful.hashtags).toEqual(["#bakinglife", "#cookies"]);
    expect(playful.emojis).toContain("😂");
  });
});

describe("sentencesOf", () => {
  it("does not count a trailing line of hashtags as a sentence", () => {
    expect(sentencesOf("Thanks for the vibes! #cookies #leeds")).toEqual(["Thanks for the vibes!"]);
  });
});
