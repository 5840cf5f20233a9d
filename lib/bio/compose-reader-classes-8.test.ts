// Classes read from the thirteenth held-out set's bios: a word one letter from a town printed as
// the town ("whales" as Wales); a city written in its own language unread ("Milano"); a state or
// country moved to years ago printed over the town the business is in; where the person's son or
// parents live printed as theirs; a town of childhood that a family moved away from printed over
// the city "where I've lived for the past decade"; a job held before printed as the person's role
// now; a student's past-job town printed over their school; trades the reader did not know
// (driving instructor, barber, firefighter); a name after "we run", after "a studio in Ubud
// called", after "a webcomic called" or "on Twitch as". The descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 5 + t * 13 + p });
const placesOf = (description: string) => extractProfile(description).places;
const rolesOf = (description: string) => extractProfile(description).roles.map((r) => r.label);

describe("reader classes: places that are not the person's, roles they left, names after verbs", () => {
  it("never turns an ordinary word into a town one letter away from it", () => {
    expect(placesOf("Marine biology student in Halifax, obsessed with whales and tide pools.")).not.toContain("Wales");
    const milano = allBios("Gelateria a Milano dal 1990. Venite a trovarci!");
    expect(share(milano, "Milano")).toBeGreaterThan(0.3);
    for (const bio of milano) expect(bio).not.toMatch(/\bVenice\b/);
    const bios = allBios("Marine biology student in Halifax, obsessed with whales and tide pools.");
    for (const bio of bios) expect(bio).not.toMatch(/\bWales\b/);
  });

  it("prints the town the business is in over a state or country moved to years ago", () => {
    expect(
      placesOf(
        "I own Sunrise Tacos, a food truck in Tucson. I grew up in Sonora and moved to Arizona in 2009 with my brothers.",
      )[0],
    ).toBe("Tucson");
    expect(
      placesOf("Illustrator based in Porto. Born in Angola, I came back to Portugal in 2014 and never left.")[0],
    ).toBe("Porto");
    // A town lived in before the move is no reason to doubt it.
    expect(
      placesOf(
        "I lived in Madrid for six years teaching English. Moved back to Dublin in 2021 and started a supper club.",
      )[0],
    ).toBe("Dublin");
    // A move with no other town said stays where the person is.
    expect(placesOf("Grew up in York. Moved to Leeds in 2019 and I love it here.")[0]).toBe("Leeds");
  });

  it("never prints where the person's son or parents live as theirs", () => {
    const text =
      "We run Harbour Light Books on the quay in Oban, Argyll. Our daughter lives in Glasgow and keeps telling us to get online.";
    expect(placesOf(text)).not.toContain("Glasgow");
    const bios = allBios(text);
    for (const bio of bios) expect(bio).not.toMatch(/Glasgow/);
    expect(share(bios, "Oban")).toBeGreaterThan(0.3);
  });

  it("prints the city lived in now over one a family moved to in childhood", () => {
    expect(
      placesOf(
        "Tattoo artist. My family moved to Houston when I was ten. These days I work out of a small shop in Denver, where I've lived since 2015.",
      )[0],
    ).toBe("Denver");
    expect(
      placesOf(
        "Sign painter. Grew up in Cork. We moved to Boston when I was twelve. Most of my walls are in Austin, where I've lived for eight years.",
      )[0],
    ).toBe("Austin");
  });

  it("never gives the person a job they held before as their role now", () => {
    expect(rolesOf("Running a ceramics studio in Hobart. Previously worked as a nurse for ten years.")).not.toContain(
      "nurse",
    );
    expect(rolesOf("Before this I was a chef in Perth. Now I make hot sauce.")).not.toContain("chef");
    expect(rolesOf("We run Ridge Outfitters. Sam moved here from Boise as a young teacher.")).not.toContain("teacher");
    // A student of a named school, who worked somewhere before, is not printed in that old town.
    const student = "Robotics master's at ETH Zurich. Previously worked as a waiter in Lisbon for two years.";
    expect(placesOf(student)).not.toContain("Lisbon");
    for (const bio of allBios(student)) expect(bio).not.toMatch(/📍\s*Lisbon|Lisbon-based|based in Lisbon/i);
  });

  it("reads trades and services as roles", () => {
    expect(rolesOf("Driving instructor in Swindon, patient with nervous learners.")).toContain("driving instructor");
    expect(rolesOf("barber in Luton, skin fades")).toContain("barber");
    expect(rolesOf("Retained firefighter and dad of three in Brecon.").join()).toMatch(/firefighter/);
    expect(
      share(allBios("Driving instructor in Swindon, patient with nervous learners."), "Driving instructor"),
    ).toBeGreaterThan(0.5);
  });

  it("reads the name after 'we run' and after 'a studio in … called'", () => {
    expect(extractProfile("Together we run Copper Kettle Tearooms in Ludlow.").ownBrand).toBe("Copper Kettle Tearooms");
    const studio = extractProfile("I run a pottery studio in Ubud called Tanah Liat. Classes most mornings.");
    expect(studio.ownBrand).toBe("Tanah Liat");
    expect(studio.places).toContain("Ubud");
    expect(
      extractProfile("I stream cozy farming games on Twitch as TurnipQueenBee, three nights a week.").ownBrand,
    ).toBe("TurnipQueenBee");
    expect(
      extractProfile("I draw a webcomic called Moth Radio about two ghosts who run a pirate station.").ownBrand,
    ).toBe("Moth Radio");
    // A town after "we run" is no name.
    expect(extractProfile("We run Leeds every Sunday morning, rain or shine.").ownBrand).toBeUndefined();
  });

  it("takes no employer from a fruit or a hill, and no home from where a band began", () => {
    const orchard = extractProfile(
      "We have a small apple orchard on Apple Lane near Hereford. We press cider and sell apple chutney.",
    );
    expect(orchard.employer).toBeUndefined();
    expect(orchard.brands).not.toContain("Apple");
    expect(orchard.ventures.map((v) => v.label)).toContain("apple orchard");
    expect(extractProfile("I've been an engineer at Apple in Cupertino for six years.").employer).toBe("Apple");

    expect(
      placesOf(
        "We're a folk trio from Galway. We began in a pub back room in Sligo in 2012 and moved to the city in 2014.",
      )[0],
    ).toBe("Galway");
    expect(placesOf("Street food guides for Southeast Asia, mostly night markets")).toContain("Southeast Asia");
  });
});
