import { describe, expect, it } from "vitest";
import { graphemeLength } from "@/lib/bio/graphemes";
import { CHALLENGES, toPublicChallenge } from "./challenges";

describe("micro-learning challenges", () => {
  it("are six types, each with a right answer among its options", () => {
    expect(new Set(CHALLENGES.map((c) => c.type)).size).toBe(6);
    for (const c of CHALLENGES) {
      expect(c.options.map((o) => o.id)).toContain(c.answer);
      expect(c.xp).toBeGreaterThan(0);
    }
  });

  it("never send the answer to the page", () => {
    for (const c of CHALLENGES) {
      const shown = JSON.stringify(toPublicChallenge(c));
      expect(shown).not.toContain('"answer"');
      expect(shown).not.toContain(c.explanation);
    }
  });

  it("the character-count challenge tells the truth about lengths", () => {
    const c = CHALLENGES.find((x) => x.type === "character-count");
    if (!c?.context) throw new Error("missing");
    expect(graphemeLength(c.context)).toBe(171);
    const right = c.options.find((o) => o.id === c.answer);
    expect(graphemeLength(right?.text ?? "")).toBeLessThanOrEqual(150);
    expect(c.explanation).toContain(`${graphemeLength(right?.text ?? "")} characters`);
  });
});
