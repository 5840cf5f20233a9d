import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION_SUGGESTIONS, matchedPatternIds, suggestDescriptions } from "./description-suggestions";

describe("suggestDescriptions", () => {
  it("is empty for 3 characters or fewer after trimming", () => {
    expect(suggestDescriptions("")).toEqual([]);
    expect(suggestDescriptions("   dev   ")).toEqual([]);
    expect(suggestDescriptions("abc")).toEqual([]);
    expect(suggestDescriptions("chef")).toHaveLength(4);
  });

  it("gives 4 suggestions for one matched pattern, each starting with the person's words", () => {
    const s = suggestDescriptions("web developer who loves hiking ");
    // "developer" and "hiking" (travel) both match: 5 places, interleaved.
    expect(s).toHaveLength(5);
    const single = suggestDescriptions("UX designer in Berlin.");
    expect(single).toHaveLength(4);
    for (const text of single) {
      expect(text.startsWith("UX designer in Berlin. ")).toBe(true);
      expect(text.length).toBeGreaterThan("UX designer in Berlin".length + 20);
    }
    expect(single).toContain(
      "UX designer in Berlin. Open to freelance projects: a UX designer who turns messy briefs into clear work.",
    );
  });

  it("leads with the profession mentioned first and mixes in the second", () => {
    const s = suggestDescriptions("Photographer and dog-loving travel addict");
    expect(matchedPatternIds("Photographer and dog-loving travel addict")).toEqual(
      expect.arrayContaining(["photographer", "travel"]),
    );
    expect(s).toHaveLength(MAX_DESCRIPTION_SUGGESTIONS);
    expect(s[0]).toMatch(/honest moments/);
    expect(s[1]).toMatch(/country at a time/);
  });

  it("recognises every pattern", () => {
    const cases: [string, string][] = [
      ["I'm a self-taught coder", "developer"],
      ["graphic designer", "designer"],
      ["wedding photographer", "photographer"],
      ["fitness coach for busy mums", "fitness"],
      ["home cook and baker", "food"],
      ["digital nomad", "travel"],
      ["computer science student", "student"],
      ["co-founder of a fintech startup", "entrepreneur"],
      ["painter and illustrator", "artist"],
      ["singer-songwriter from Dublin", "musician"],
      ["fantasy author", "writer"],
      ["social media manager", "marketer"],
      ["primary school teacher", "teacher"],
      ["ICU nurse", "health"],
      ["I run a small business selling candles", "small-business"],
    ];
    for (const [input, id] of cases) {
      expect(matchedPatternIds(input), input).toContain(id);
      expect(suggestDescriptions(input).length, input).toBeGreaterThanOrEqual(4);
    }
  });

  it("falls back to a generic set built from their words", () => {
    const s = suggestDescriptions("just me being me");
    expect(matchedPatternIds("just me being me")).toEqual([]);
    expect(s).toHaveLength(4);
    for (const text of s) expect(text.startsWith("Just me being me. ")).toBe(true);
  });

  it("keeps a long description to one line and a bounded opening", () => {
    const long = `Full stack developer\n\nwho ${"really ".repeat(60)}likes code`;
    for (const text of suggestDescriptions(long)) {
      expect(text).not.toMatch(/\n/);
      expect(text.length).toBeLessThan(260);
    }
  });

  it("returns distinct suggestions, never the input itself", () => {
    const s = suggestDescriptions("yoga teacher and nurse who bakes");
    expect(new Set(s).size).toBe(s.length);
    expect(s.length).toBeLessThanOrEqual(MAX_DESCRIPTION_SUGGESTIONS);
  });

  it("uses 'an' before a vowel", () => {
    const s = suggestDescriptions("iOS developer");
    expect(s.join(" ")).toMatch(/need an iOS developer who/);
  });
});
