import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";
import { checkBio } from "./validate-bio";

// Towns written the way people type on a phone: in lower case ("…, swansea"), with the state's
// short form and no comma ("bismarck nd", "Tamworth NSW"), or named by one word twice ("Walla
// Walla"). The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { platforms: ["instagram", "tiktok"], seed: 11 });

describe("towns in lower case and with their state", () => {
  it("reads a known town written in lower case where a place goes, with its capitals", () => {
    expect(extractProfile("pub quiz host every thurs lol, swansea").places).toEqual(["Swansea"]);
    expect(extractProfile("dog walker | fully insured | ballarat").places).toEqual(["Ballarat"]);
    expect(extractProfile("mobile barber, from coimbra x").places).toEqual(["Coimbra"]);
    const bios = allBios("pub quiz host every thurs lol, swansea");
    expect(share(bios, "Swansea")).toBeGreaterThan(0.5);
    expect(bios.some((b) => /\bswansea\b/.test(b))).toBe(false);
  });

  it("leaves a lower-case word alone where no place goes, or where it is an everyday word", () => {
    expect(extractProfile("i love reading and bath bombs, nice people only").places).toEqual([]);
    // A town's name inside a sentence, with no word of place before it, is not read as one.
    expect(extractProfile("my dog preston is a menace").places).toEqual([]);
  });

  it("keeps a town and its state's short form as one place, as written", () => {
    expect(extractProfile("hvac tech, bismarck nd").places).toEqual(["Bismarck ND"]);
    expect(extractProfile("Farm-stay cottages near Tamworth NSW").places).toEqual(["Tamworth NSW"]);
    expect(share(allBios("hvac tech, bismarck nd"), "Bismarck ND")).toBeGreaterThan(0.4);
  });

  it("prints a town named by one word twice", () => {
    expect(checkBio("Vineyard tours in Walla Walla", "instagram").ok).toBe(true);
    expect(checkBio("Vineyard tours tours in Walla", "instagram").ok).toBe(false);
    const bios = allBios("Vineyard tour guide, Walla Walla");
    expect(share(bios, "Walla Walla")).toBeGreaterThan(0.4);
    expect(share(bios, "tour guide")).toBeGreaterThan(0.5);
  });

  it("never takes the people a team works for as the team", () => {
    const profile = extractProfile("We build scheduling software for physiotherapists in Cork.");
    expect(profile.roles.map((r) => r.label)).not.toContain("physiotherapist");
    for (const bio of allBios("We build scheduling software for physiotherapists in Cork."))
      expect(bio).not.toMatch(/^(?:\p{Extended_Pictographic}\s*)?physiotherapists\b/iu);
  });
});
