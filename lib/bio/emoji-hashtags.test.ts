import { describe, expect, it } from "vitest";
import {
  EMOJI_ADVICE,
  HASHTAG_ADVICE,
  HASHTAG_PATTERN,
  MAX_SUGGESTIONS,
  detectTopics,
  suggestEmojis,
  suggestHashtags,
  toHashtag,
} from "./emoji-hashtags";
import { TONES } from "./types";

const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\uFE0F|\u200D)+$/u;

describe("detectTopics", () => {
  it.each([
    ["Full-stack developer and coffee addict", ["tech", "food"]],
    ["Self-taught coder", ["tech"]],
    ["I write TypeScript at a SaaS startup", ["tech", "entrepreneur"]],
    ["Backpacking through Asia, exploring every market", ["travel"]],
    ["Home cook and weekend baker", ["food"]],
    ["Yoga teacher, marathon runner", ["fitness"]],
    ["Illustrator and painter", ["art"]],
    ["Wedding photographer", ["art"]],
    ["Mum of two rescue dogs and a cat", ["pets"]],
    ["Founder of a small business selling candles", ["entrepreneur"]],
    ["Just a regular person", []],
  ])("%s → %j", (text, topics) => {
    expect(detectTopics(text)).toEqual(topics);
  });

  it("does not fire on short keywords inside other words", () => {
    // "art" in "smart"/"start", "cat" in "category", "app" in "happy", "fit" in "profit", "it".
    expect(detectTopics("A smart start in every category, happy with profit, love it")).toEqual([]);
  });

  it("lets short keywords match as whole words and plurals", () => {
    expect(detectTopics("I love cats")).toEqual(["pets"]);
    expect(detectTopics("AI nerd")).toEqual(["tech"]);
    expect(detectTopics("art lover")).toEqual(["art"]);
    expect(detectTopics("Staying fit")).toEqual(["fitness"]);
  });
});

describe("suggestEmojis", () => {
  it.each(TONES)("gives emoji for the %s tone without any keyword", (tone) => {
    const emojis = suggestEmojis({ description: "Just a regular person", tone });
    expect(emojis.length).toBeGreaterThanOrEqual(5);
    for (const e of emojis) expect(e).toMatch(EMOJI_ONLY);
  });

  it("puts keyword emoji first and still includes the tone", () => {
    const emojis = suggestEmojis({ description: "Software developer", tone: "poetic" });
    expect(emojis[0]).toBe("💻");
    expect(emojis).toContain("🌙");
  });

  it("reads keywords from the bio too", () => {
    const emojis = suggestEmojis({ description: "me", tone: "casual", bio: "Dog mum 🐾" });
    expect(emojis[0]).toBe("🐶");
  });

  it("caps at 20 unique items even when every topic matches", () => {
    const description = "Developer who travels, cooks, lifts at the gym, paints, walks her dog and runs a startup";
    for (const tone of TONES) {
      const emojis = suggestEmojis({ description, tone });
      expect(emojis).toHaveLength(MAX_SUGGESTIONS);
      expect(new Set(emojis).size).toBe(emojis.length);
    }
  });
});

describe("suggestHashtags", () => {
  it.each(TONES)("gives well-formed hashtags for the %s tone", (tone) => {
    const tags = suggestHashtags({
      description: "Developer who travels, cooks, lifts, paints, walks her dog and runs a startup",
      tone,
    });
    expect(tags.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(new Set(tags).size).toBe(tags.length);
    for (const t of tags) expect(t).toMatch(HASHTAG_PATTERN);
  });

  it("mixes every matched topic and the tone when capped", () => {
    const tags = suggestHashtags({
      description: "Developer who travels, cooks, lifts, paints, walks her dog and runs a startup",
      tone: "bold",
    });
    expect(tags).toHaveLength(20);
    expect(tags).toEqual(expect.arrayContaining(["#TechLife", "#TravelGram", "#Foodie", "#BeBold"]));
  });

  it("fills with general hashtags when nothing matches", () => {
    const tags = suggestHashtags({ description: "Just a regular person", tone: "casual" });
    expect(tags).toEqual([
      "#EverydayLife",
      "#GoodVibes",
      "#JustMe",
      "#ChillVibes",
      "#LifeLately",
      "#InstaBio",
      "#AboutMe",
      "#CreatorLife",
      "#ContentCreator",
      "#Lifestyle",
    ]);
  });

  it("maps synonyms to the same topic", () => {
    for (const description of ["developer", "coder", "programmer", "software engineer"]) {
      expect(suggestHashtags({ description, tone: "casual" })[0]).toBe("#TechLife");
    }
  });
});

describe("toHashtag", () => {
  it.each([
    ["coffee & code!", "#CoffeeCode"],
    ["  café  culture ", "#CafeCulture"],
    ["100 days of code", "#100DaysOfCode"],
    ["!!!", null],
  ])("%s → %s", (input, tag) => {
    expect(toHashtag(input)).toBe(tag);
    if (tag) expect(tag).toMatch(HASHTAG_PATTERN);
  });
});

it("offers at least as many suggestions as the advice shown beside them asks for", () => {
  const most = (advice: string) => Number(advice.match(/-(\d+)/)?.[1]);
  for (const tone of TONES) {
    const input = { description: "Just a regular person", tone };
    expect(suggestEmojis(input).length).toBeGreaterThanOrEqual(most(EMOJI_ADVICE));
    expect(suggestHashtags(input).length).toBeGreaterThanOrEqual(most(HASHTAG_ADVICE));
  }
});
