import { describe, expect, it } from "vitest";
import { extractProfile } from "../extract";

// What a description says, read no further than it goes: a place inside a title is not where
// the person is, a verb is not a title, a word in one language is not printed in another.
// The descriptions are written for these tests.

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe("extractProfile: places only where the person is", () => {
  it("does not take a place from the name of an award, an event or a magazine", () => {
    expect(extractProfile("documentary editor, shortlisted at the Mumbai Film Festival").places).toEqual([]);
    expect(extractProfile("knitwear designer. Featured in Elle Germany").places).toEqual([]);
    expect(extractProfile("Winner of the Nairobi Design Week prize 2023, furniture maker").places).toEqual([]);
    expect(extractProfile("furniture maker in Nairobi").places).toEqual(["Nairobi"]);
  });

  it("reads a lone letter as a word, not a country", () => {
    const p = extractProfile("car wash on wheels, we come to u | Ajman");
    expect(p.places).toEqual(["Ajman"]);
  });
});

describe("extractProfile: roles only from words used as roles", () => {
  it("gives no title for a verb whose noun the person never used", () => {
    expect(labels(extractProfile("i draw dinosaurs for picture books").roles)).not.toContain("illustrator");
    expect(labels(extractProfile("I code tiny games on weekends").roles)).not.toContain("developer");
  });

  it("keeps a Portuguese title in Portuguese", () => {
    const p = extractProfile("estudante de medicina em Recife");
    expect(labels(p.roles)).toEqual(["estudante"]);
    expect(labels(extractProfile("enfermeira | plantão noturno | Recife").roles)).toEqual(["enfermeira"]);
  });

  it("reads a workplace before a title as a workplace, and a clause's object as the clause's", () => {
    expect(labels(extractProfile("restaurant manager who loves jazz").ventures)).toEqual([]);
    expect(labels(extractProfile("co-founder of an app that books hotel rooms for pets").ventures)).not.toContain(
      "hotel",
    );
  });
});

describe("extractProfile: clauses as written", () => {
  it("splits at an emoji used as a separator, not at one inside a sentence", () => {
    const p = extractProfile("Sushi chef 🍣 knife collector 🔪 Osaka");
    expect(p.phrases).toEqual(expect.arrayContaining(["Sushi chef", "knife collector"]));
    expect(extractProfile("i paint walls 🎨 and sometimes canvases").phrases).toContain(
      "i paint walls and sometimes canvases",
    );
  });

  it("keeps a number with a thousands separator whole", () => {
    const p = extractProfile("Hand-poured soy candles. 2,000+ jars sold. Ships UK-wide.");
    for (const offer of p.offers) expect(offer).not.toMatch(/\d/);
    expect([...p.achievements, ...p.numbers.map((n) => n.text)].join(" | ")).toContain("2,000+ jars sold");
  });

  it("prints a 3D interest only when the person said 3D", () => {
    expect(labels(extractProfile("motion design student | blender + after effects").interests)).not.toContain("3D");
  });
});
