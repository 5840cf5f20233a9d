import { describe, expect, it } from "vitest";
import { extractProfile } from "./extract";

// A sixth round of places: where the sentence about now says the person lives, the town of a
// story's "came back home", a relative's place named by what of theirs is there, the places of
// the trips a person films, and the town a team covers. The descriptions are written for these
// tests.

const places = (d: string) => extractProfile(d).places;

describe("which place is the person's now", () => {
  it("leads with where the sentence about now says they live, over the country it names", () => {
    expect(
      places(
        "Trained in Lyon, then cooked in London. Now I'm back in Portugal, living in Braga, selling tiles online.",
      )[0],
    ).toBe("Braga");
  });

  it("reads the town a story comes back home to", () => {
    const d =
      "I started cutting hair in Mzuzu at 15. Moved to Lilongwe for college and worked in a salon there. I came back home last year and opened a barbershop in Mzuzu.";
    expect(places(d)[0]).toBe("Mzuzu");
  });

  it("leaves a relative's place named by what of theirs is there", () => {
    const d = "Landscape painter in Leeds. This year I'm painting a series about my grandfather's farm in Donegal.";
    expect(places(d)).toEqual(["Leeds"]);
    // Where the person worked or started, in a relative's kitchen or garage, is still theirs.
    expect(places("We started a tamale business out of our aunt's kitchen in Fresno in 2019.")).toEqual(["Fresno"]);
  });

  it("keeps home apart from the places of the trips filmed", () => {
    const profile = extractProfile("Travel vlogger from Pune, budget trips in Goa and Kerala, 40k on YouTube");
    expect(profile.places[0]).toBe("Pune");
    expect(profile.serviceAreas).toEqual(expect.arrayContaining(["Goa"]));
  });

  it("reads the town a team covers as where it works", () => {
    expect(places("Student radio station covering sport and schools in Dundee, Scotland.")[0]).toBe("Dundee, Scotland");
    // Students in a country are still no home.
    expect(places("Maths tutor online, students mostly in Kenya and Uganda.")).toEqual([]);
  });
});
