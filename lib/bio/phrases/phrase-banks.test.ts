import { describe, expect, it } from "vitest";
import { DOMAINS } from "../extract/domains";
import type { View } from "../compose/facts";
import { render, templateSlots, templateVoice } from "../compose/render";
import { TONES } from "../types";
import { checkBio } from "../validate-bio";
import { domainLinesFor, TONE_BANKS } from "./tone-banks";
import type { LineKind } from "./types";

const SAMPLE: Record<string, string> = {
  role: "UX designer",
  a_role: "a UX designer",
  roles: "designer & illustrator",
  roleAt: "UX designer at Swiggy",
  brand: "Swiggy",
  niche: "filter coffee",
  nicheNoun: "cake",
  niche2: "street photography",
  niches: "coffee, cricket & code",
  offer: "handmade soy candles",
  place: "Bengaluru",
  proof: "10K followers",
  edu: "CS @ IIT Bombay",
  university: "IIT Bombay",
  major: "psychology",
  classOf: "class of 2026",
  mission: "helping founders ship faster",
  trait: "curious",
  descriptor: "chai addict",
  venture: "bakery",
  a_venture: "a bakery",
  since: "2018",
  motto: "Chai fixes everything",
  contact: "hello@studio.co",
  name: "Priya",
};
const view: View = { value: (slot) => SAMPLE[slot], emojiFor: () => undefined };

const allTemplates = () =>
  TONES.flatMap((tone) => [
    ...Object.entries(TONE_BANKS[tone].lines).flatMap(([kind, lines]) => lines.map((t) => ({ tone, kind, t }))),
    ...domainLinesFor(tone, [...DOMAINS]).map((t) => ({ tone, kind: "domain", t })),
  ]);

describe("phrase banks", () => {
  it("use only slots the composer can fill", () => {
    for (const { t } of allTemplates()) {
      for (const slot of templateSlots(t)) expect(Object.keys(SAMPLE), `${slot} in "${t}"`).toContain(slot);
    }
  });

  it("render into lines that pass the bio rules", () => {
    for (const { tone, kind, t } of allTemplates()) {
      const voice = templateVoice(t) === "brand" ? "brand" : "personal";
      const line = render(t, view, voice);
      expect(line, t).not.toBeNull();
      const check = checkBio(line?.text ?? "", "linkedin", { allowContact: kind === "contact" });
      expect(check, `${tone}/${kind}: ${line?.text}`).toEqual({ ok: true });
    }
  });

  it("are large enough that different people get different bios", () => {
    const minimum: Partial<Record<LineKind, number>> = {
      hook: 17,
      identity: 12,
      niche: 10,
      cta: 10,
      closer: 5,
      place: 4,
      signature: 5,
    };
    for (const tone of TONES) {
      for (const [kind, min] of Object.entries(minimum)) {
        expect(TONE_BANKS[tone].lines[kind as LineKind].length, `${tone}/${kind}`).toBeGreaterThanOrEqual(min);
      }
      for (const domain of DOMAINS)
        expect(domainLinesFor(tone, [domain]).length, `${tone}/${domain}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("never repeat a line within a tone, and keep each tone's voice its own", () => {
    for (const tone of TONES) {
      const lines = Object.values(TONE_BANKS[tone].lines).flat();
      expect(new Set(lines).size, tone).toBe(lines.length);
    }
    const hooks = TONES.map((tone) => new Set(TONE_BANKS[tone].lines.hook));
    for (let a = 0; a < hooks.length; a++) {
      for (let b = a + 1; b < hooks.length; b++) {
        const shared = [...(hooks[a] as Set<string>)].filter((h) => (hooks[b] as Set<string>).has(h));
        expect(shared, `${TONES[a]} / ${TONES[b]}`).toEqual([]);
      }
    }
  });

  it("write brand lines in a brand's voice", () => {
    for (const tone of TONES) {
      for (const line of TONE_BANKS[tone].lines.brand)
        expect(templateVoice(line), `${tone}: ${line}`).not.toBe("personal");
    }
  });
});
