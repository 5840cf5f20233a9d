import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// A thirteenth round of what a reader caught: people a story meets or names ("a coach at the
// pool taught me", "Femi had been a welder in Kaduna", "Ada's mum, a retired midwife"), a job the
// person had trained for before, a show named after its noun and a colon, a town with its state
// before the year the person moved, and a school or a street before its town's comma. The
// descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 43 + t * 5 + p });
const roles = (d: string) => extractProfile(d).roles.map((r) => r.label);

describe("the people a story meets or names", () => {
  it("never takes the job of somebody who did something for the person", () => {
    expect(
      roles(
        "At nine I nearly drowned, and a lifeguard at the lido taught me to swim. Now I coach open-water swimmers in Brighton.",
      ),
    ).not.toContain("lifeguard");
    expect(
      roles("When I was twelve a carpenter showed me how to use a plane. I build boats in Falmouth."),
    ).not.toContain("carpenter");
  });

  it("never takes a named person's job or town for the person's", () => {
    const d =
      "Femi had been a welder in Kaduna and I had trained as a pharmacist in Zaria. We moved to Leeds in 2015 and opened Suya Spot, a grill kitchen on Briggate. Ada's mum, a retired midwife, does our books.";
    const p = extractProfile(d);
    expect(p.roles.map((r) => r.label)).not.toEqual(expect.arrayContaining(["welder"]));
    expect(p.roles.map((r) => r.label)).not.toContain("pharmacist");
    expect(p.roles.map((r) => r.label)).not.toContain("midwife");
    expect(p.places[0]).toBe("Leeds");
    expect(p.achievements.join(" ")).not.toMatch(/midwife/i);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/welder|Kaduna|midwife/i);
  });
});

describe("names and places said the short way", () => {
  it("reads a show named after its noun and a colon", () => {
    expect(extractProfile("Three cousins, one horror podcast: Attic Static").ownBrand).toBe("Attic Static");
    expect(share(allBios("Three cousins, one horror podcast: Attic Static"), "Attic Static")).toBeGreaterThan(0.4);
  });

  it("keeps a town's state before the year the person moved there", () => {
    expect(extractProfile("I moved to Asheville, North Carolina in 2019 and throw pots full-time.").places[0]).toBe(
      "Asheville, North Carolina",
    );
  });

  it("keeps a school or a street before its town's comma", () => {
    expect(extractProfile("Westlake High, Auckland — rowing captain, Year 13").places[0]).toBe(
      "Westlake High, Auckland",
    );
    expect(extractProfile("Pupusas made fresh at dawn, Calle Ocho street, Miami.").places[0]).toBe(
      "Calle Ocho street, Miami",
    );
  });
});

describe("a family business the person came back to", () => {
  it("keeps the business a parent opened once the person has taken it over, and the name they gave it", () => {
    const d =
      "My grandparents opened a Polish deli in Hamtramck, Michigan in 1978. I worked in Chicago as a chef for years, then came home to take over. We renamed it Babcia's Table and still make pierogi by hand.";
    expect(extractProfile(d).ownBrand).toBe("Babcia's Table");
    const bios = allBios(d);
    expect(share(bios, "Babcia's Table")).toBeGreaterThan(0.3);
    expect(share(bios, "Polish deli")).toBeGreaterThan(0.2);
  });
});
