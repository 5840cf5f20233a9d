import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { buildFacts } from "../compose/facts";
import { extractProfile } from "../extract";

// Place names whose parts are joined by small lowercase words or hyphens, and names of three
// words. The descriptions are written for these tests.

const placesOf = (description: string) => buildFacts(extractProfile(description)).places;

describe("a place name joined by small words", () => {
  it("reads the whole name", () => {
    expect(placesOf("I run a small guesthouse in Newcastle upon Tyne with my wife")).toEqual(["Newcastle upon Tyne"]);
    expect(placesOf("Home baker in São José dos Campos, brigadeiros and bolos de pote")).toEqual([
      "São José dos Campos",
    ]);
    expect(placesOf("Florist in Castellón de la Plana")).toEqual(["Castellón de la Plana"]);
    expect(placesOf("Bookshop owner in Hay-on-Wye")).toEqual(["Hay-on-Wye"]);
    expect(placesOf("Tattoo artist based in Stoke-on-Trent")).toEqual(["Stoke-on-Trent"]);
    expect(placesOf("Barber in Glasgow's Merchant City, fades and beard trims")).toEqual(["Glasgow's Merchant City"]);
  });

  it("does not join a day or a time to a town", () => {
    expect(placesOf("Baker in Leeds on Sundays, nurse the rest of the week")).toEqual(["Leeds"]);
  });

  it("keeps the name's capitals in every bio, the lowercase look too", () => {
    const bios = biosAcross("I run a small guesthouse in Newcastle upon Tyne with my wife", { seed: 9 });
    const saying = bios.filter((b) => /newcastle upon tyne/i.test(b));
    expect(share(bios, "Newcastle upon Tyne")).toBeGreaterThan(0.9);
    expect(saying.every((b) => b.includes("Newcastle upon Tyne"))).toBe(true);
  });
});
