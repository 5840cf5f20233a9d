import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill";
import { PLACEHOLDERS, fallbackLabel, placeholderLabel, placeholderSample, sampleValues } from "./placeholders";

// The core placeholder names (the first group of PLACEHOLDERS): each needs a friendly label and a sample.
const SPEC_PLACEHOLDERS = [
  "art_type",
  "vision",
  "inspiration",
  "location",
  "philosophy",
  "company",
  "industry",
  "achievement",
  "experience",
  "mission",
  "specialization",
  "metric",
  "tagline",
  "certification",
  "approach",
  "cta",
  "motivation",
  "countries",
  "travel_style",
  "content_type",
  "destination",
  "fun_fact",
  "role",
  "product",
  "tech_stack",
  "learning",
  "cuisine",
  "cooking_style",
  "content",
  "specialty",
  "fun_tagline",
  "focus",
  "lifestyle",
  "wisdom",
  "message",
  "pet_name",
  "pet_type",
  "funny_fact",
  "love_message",
  "mystique",
  "interest",
  "hint",
  "closing",
  "platform",
  "following",
  "brands",
  "contact",
  "university",
  "year",
  "major",
  "goal",
  "passion",
  "target_clients",
  "expertise",
  "results",
  "availability",
  "service",
  "fuel",
  "personality",
];

describe("placeholder labels", () => {
  it("turns a name without a label into capitalised words", () => {
    expect(fallbackLabel("travel_style")).toBe("Travel Style");
    expect(fallbackLabel("x")).toBe("X");
    expect(fallbackLabel("__odd__name")).toBe("Odd Name");
  });

  it("uses the friendly label when there is one, the fallback otherwise", () => {
    expect(placeholderLabel("cta")).toBe("Call to Action");
    expect(placeholderLabel("tech_stack")).toBe("Tech Stack");
    expect(placeholderLabel("favourite_snack")).toBe("Favourite Snack");
  });

  it("has a label and a short sample for every named placeholder", () => {
    for (const name of SPEC_PLACEHOLDERS) {
      expect(PLACEHOLDERS[name]?.label, name).toBeTruthy();
      expect(PLACEHOLDERS[name]?.sample, name).toBeTruthy();
    }
  });

  it("keeps every sample short and free of braces", () => {
    for (const [name, info] of Object.entries(PLACEHOLDERS)) {
      expect(info.sample.length, name).toBeLessThanOrEqual(30);
      expect(info.sample, name).not.toMatch(/[{}[\]\n]/);
      expect(info.label, name).toMatch(/^[A-Z]/);
    }
  });

  it("fills a preview with the same sample one by one as all at once, and leaves an unknown name unfilled", () => {
    const samples = sampleValues();
    for (const name of Object.keys(PLACEHOLDERS)) expect(placeholderSample(name), name).toBe(samples[name]);
    expect(placeholderSample("not_a_placeholder")).toBeUndefined();
    expect(fillTemplate("Hi {{pet_name}} from {{location}} and {{not_a_placeholder}}", samples, "bracket")).toBe(
      `Hi ${samples.pet_name} from ${samples.location} and [not_a_placeholder]`,
    );
  });
});
