import { describe, expect, it } from "vitest";
import { caseBlindWholeWordsAt, hasWholeWords, saysWords, wholeWordsAt } from "./tokenize";

describe("saysWords", () => {
  it("finds a phrase as whole words, whatever its case and accents", () => {
    expect(saysWords("Café owner in São Paulo", "sao paulo")).toBe(true);
    expect(saysWords("I’m a baker", "i'm a BAKER")).toBe(true);
    expect(saysWords("chefs and cooks", "chef")).toBe(false);
    expect(saysWords("sous-chef", "chef")).toBe(true);
    expect(saysWords("2020s", "2020")).toBe(false);
  });

  it("looks past a first match inside a word to a later whole one", () => {
    expect(saysWords("Portland, then Port", "port")).toBe(true);
  });

  it("treats a letter outside the basic plane as part of a word", () => {
    expect(saysWords("𝒜rt lover", "rt")).toBe(false);
    expect(saysWords("😀art lover", "art")).toBe(true);
  });
});

describe("wholeWordsAt", () => {
  it("gives where a word stands on its own, as written", () => {
    expect(wholeWordsAt("Goa, Goan food, goa", "Goa")).toEqual([0]);
    expect(wholeWordsAt("in Lagos and Lagos Island", "Lagos")).toEqual([3, 13]);
    expect(wholeWordsAt("nothing here", "Lagos")).toEqual([]);
  });

  it("counts an overlapping repeat once, as a global pattern would", () => {
    expect(wholeWordsAt("A A A", "A A")).toEqual([0]);
  });
});

describe("hasWholeWords", () => {
  it("finds a phrase as whole words whatever its case, but not inside a word", () => {
    expect(hasWholeWords("Weddings across INDIA", "india")).toBe(true);
    expect(hasWholeWords("Indiana born", "india")).toBe(false);
    expect(hasWholeWords("3x champion", "champion")).toBe(true);
    expect(hasWholeWords("champion2", "champion")).toBe(false);
  });

  it("reads accents as written, and the long s as an s", () => {
    expect(hasWholeWords("Café in Lyon", "cafe")).toBe(false);
    expect(hasWholeWords("Café in Lyon", "CAFÉ")).toBe(true);
    expect(hasWholeWords("ſunday market", "sunday")).toBe(true);
  });
});

describe("caseBlindWholeWordsAt", () => {
  it("finds a word whatever its case, not inside a longer word, without overlaps", () => {
    expect(caseBlindWholeWordsAt("goa, GOA and Goan food", "Goa")).toEqual([0, 5]);
    expect(caseBlindWholeWordsAt("2goa goa2", "goa")).toEqual([1, 5]);
    expect(caseBlindWholeWordsAt("2goa goa2", "goa", { digits: true })).toEqual([]);
  });

  it("leaves to a pattern what ASCII letters alone cannot tell", () => {
    expect(caseBlindWholeWordsAt("Café in Lyon", "café")).toBeNull();
    expect(caseBlindWholeWordsAt("ſunday market", "sunday")).toBeNull();
  });
});
