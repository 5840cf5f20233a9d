import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// What a reader caught in a twelfth round: a neighbourhood written before its town ("Ponsonby,
// Auckland"), a known town closing the description after a dash or a bullet, a show's name in
// quotes with a comma inside it, and what a team does said with a number ("in 45 minutes").
// The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 37 + t * 5 + p });

describe("places named by their part of town, or closing the description", () => {
  it("keeps a neighbourhood with its town, as written", () => {
    const d = "Natural wine bar, 30 bottles open by the glass. Closed Sundays. Ponsonby, Auckland.";
    expect(extractProfile(d).places).toEqual(["Ponsonby, Auckland"]);
    expect(share(allBios(d), "Ponsonby, Auckland")).toBeGreaterThan(0.3);
    expect(extractProfile("Falafel cart at Borough Market, London").places).toEqual(["Borough Market, London"]);
    // A list of towns is no neighbourhood and its town.
    expect(extractProfile("Tailor with shops in Lisbon, Porto and Faro").places).not.toContain("Lisbon, Porto");
  });

  it("reads a known town, or a town and its state, after a dash or a bullet", () => {
    expect(extractProfile("Letterpress printer — Ballarat, Victoria").places).toEqual(["Ballarat, Victoria"]);
    expect(extractProfile("Saddle maker • Sheridan, WY").places).toEqual(["Sheridan, WY"]);
    expect(share(allBios("Saddle maker • Sheridan, WY"), "Sheridan, WY")).toBeGreaterThan(0.3);
  });
});

describe("a team's own words", () => {
  it("keeps a show's name in quotes whole, comma and all", () => {
    const d = "We record 'Two Vets, One Van', a podcast about rural animal care in Wales.";
    const bios = allBios(d);
    expect(share(bios, "Two Vets, One Van")).toBeGreaterThan(0.2);
    for (const bio of bios) expect(bio).not.toMatch(/'Two Vets(?!, One Van)/);
  });

  it("says what the team does when it comes with a number", () => {
    const bios = allBios("We replace cracked windscreens in 45 minutes, or the job is free. Two vans, Cardiff.");
    expect(share(bios, "cracked windscreens in 45 minutes")).toBeGreaterThan(0.2);
  });
});
