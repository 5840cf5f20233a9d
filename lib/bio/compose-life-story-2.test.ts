// What a reader notices in a long life story, a second round: the business the story ends with
// named as the person named it ("we built Kubu Star Camp ourselves", "reopened the business …
// under the old name, Lakeside Griddle", "Now Bryn Aur Apiary sells …"), its town said with
// "near" or before "in mid Wales", its proof as a rate ("900 jars a month"), and none of the
// towns of a college or a job left behind; the town moved to leads over one played at a festival
// in, one a relative raised the person in, or a bar the person hosts a night at; and in Hinglish
// "ab Pune mein rehti hoon" is where the person lives; where an audience is, a job the person
// "was" and a bare "in my third year" are not who they are; Swahili "kutoka Dar es Salaam" is
// where they are from. The descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { extractProfile } from "@/lib/bio/extract";
import { findNumbers } from "@/lib/bio/extract/patterns-facts";
import { biosAcross, share } from "@/tests/support/bios";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 31 + t * 5 + p });

const APIARY =
  "We keep bees on 12 acres near Llanidloes in mid Wales. Before this I was an accountant in Swindon. Now Bryn Aur Apiary sells about 900 jars a month to farm shops.";
const DINER =
  "My mum ran a diner in Duluth for thirty years. I went to college in Madison, worked in insurance in Milwaukee, then reopened the business in Grand Marais under the old name, Lakeside Griddle. We serve 300 breakfasts a week.";
const CAMP =
  "After twelve years guiding in the Okavango for big lodges, I saved enough to lease land. We built Kubu Star Camp ourselves with five local builders. Now we host 6 guests at a time.";

describe("a life story: the business it ends with", () => {
  it("names the business as the story names it", () => {
    expect(extractProfile(APIARY).ownBrand).toBe("Bryn Aur Apiary");
    expect(extractProfile(DINER).ownBrand).toBe("Lakeside Griddle");
    expect(extractProfile(CAMP).ownBrand).toBe("Kubu Star Camp");
    expect(share(allBios(APIARY), "Bryn Aur Apiary")).toBeGreaterThan(0.5);
    expect(share(allBios(DINER), "Lakeside Griddle")).toBeGreaterThan(0.5);
    expect(share(allBios(CAMP), "Kubu Star Camp")).toBeGreaterThan(0.5);
    // "We farm 40 acres": a verb, not a business called "we farm".
    expect(extractProfile("We farm 40 acres of oats.").ventures.map((v) => v.label)).not.toContain("we farm");
  });

  it("keeps the town said with 'near' or before its region, and none left behind", () => {
    const apiary = allBios(APIARY);
    expect(extractProfile(APIARY).places[0]).toBe("Llanidloes");
    expect(share(apiary, "Llanidloes")).toBeGreaterThan(0.5);
    for (const bio of apiary) expect(bio).not.toMatch(/Swindon/);
    const diner = allBios(DINER);
    expect(extractProfile(DINER).places[0]).toBe("Grand Marais");
    for (const bio of diner) expect(bio).not.toMatch(/Madison|Milwaukee|Duluth/);
  });

  it("carries a count with its rate as proof", () => {
    expect(findNumbers("We sell about 2,500 pies a week and supply three cafés.").map((n) => n.text)).toContain(
      "2,500 pies a week",
    );
    // How often is not how many.
    expect(findNumbers("I swim 3 times a week and teach 2 hours a day.")).toEqual([]);
    expect(share(allBios(APIARY), "900 jars a month")).toBeGreaterThan(0.3);
  });
});

describe("a life story: where the person is now", () => {
  const SINGER =
    "Singer-songwriter. Raised by my aunt in Tamale, I moved to Accra in 2018 to record. I've played at a festival in Lomé and host a monthly jam at a bar in Osu.";

  it("puts the town moved to before a festival's, a childhood's or a venue's", () => {
    const profile = extractProfile(SINGER);
    expect(profile.places[0]).toBe("Accra");
    expect(profile.formerPlaces).toEqual(expect.arrayContaining(["Lomé", "Tamale"]));
    for (const bio of allBios(SINGER)) expect(bio).not.toMatch(/(?:📍|Based in|based)\s*(?:Lomé|Tamale)/);
  });

  it("reads where a Hinglish description says the person lives now", () => {
    const text =
      "Main ek illustrator hoon, Patna se hoon but ab Pune mein rehti hoon. Bachon ki kitaabein illustrate karti hoon.";
    expect(extractProfile(text).places[0]).toBe("Pune");
    expect(share(allBios(text), "Pune")).toBeGreaterThan(0.5);
  });
});

describe("a life story: audiences, past jobs, and other languages' places", () => {
  const GREENHOUSE =
    "I'm Astrid, I film my greenhouse in Kiruna. I was a primary school music teacher for 30 years in Luleå. My channel has 40,000 subscribers, mostly viewers in Scotland and Iceland.";

  it("never takes where the audience is for where the person is, nor a job they were for theirs", () => {
    const profile = extractProfile(GREENHOUSE);
    expect(profile.places[0]).toBe("Kiruna");
    expect(profile.places).not.toEqual(expect.arrayContaining(["Scotland"]));
    expect(profile.places).not.toEqual(expect.arrayContaining(["Iceland"]));
    expect(profile.roles.map((r) => r.label)).not.toContain("music teacher");
    for (const bio of allBios(GREENHOUSE)) expect(bio).not.toMatch(/📍\s*(?:Scotland|Iceland)|teacher/i);
  });

  it("reads Swahili 'kutoka' with the town's whole name", () => {
    expect(extractProfile("Mpiga picha wa harusi kutoka Dar es Salaam, 6 years of weddings.").places[0]).toBe(
      "Dar es Salaam",
    );
  });

  it("never leads with a bare year of study", () => {
    const bios = allBios("I got into the University of Ghana for BSc Zoology. I'm now in my third year.");
    for (const bio of bios) expect(bio.split(/\n| [|•·] |\. /)[0]).not.toMatch(/^(?:🎓\s*)?in my third year$/i);
  });
});

describe("a life story: the garage, the lodge, the district", () => {
  it("leads with the town of the business bought, over a first job's and a tour's", () => {
    const profile = extractProfile(
      "Started at a Toyota dealer in Mobile, Alabama, then did six years in the Navy, including a tour in Japan. Then my husband and I bought a small garage in Dothan, Alabama. Name of the place is Wiregrass Auto.",
    );
    expect(profile.places[0]).toBe("Dothan, Alabama");
    expect(profile.formerPlaces).toEqual(expect.arrayContaining(["Japan", "Mobile"]));
    expect(profile.ownBrand).toBe("Wiregrass Auto");
  });

  it("leads a story with no role by the name of what the person built, and counts its guests", () => {
    const text =
      "I was a park ranger in Kruger for 20 years. Then we built Thorn Tree Lodge ourselves, with six builders. Now we host 10 guests at a time.";
    expect(share(allBios(text), "Thorn Tree Lodge")).toBeGreaterThan(0.6);
    expect(extractProfile(text).numbers.map((n) => n.text)).toContain("10 guests");
  });

  it("reads the place a district is named for", () => {
    expect(extractProfile("Our mobile library van visits 40 schools in the Kavre district.").places[0]).toBe("Kavre");
  });
});

describe("a life story: a shop taken over, a job left, a town lived in, an office's town", () => {
  it("places the person in the town of the family shop they took over, not the job they left", () => {
    const profile = extractProfile(
      "My mum ran a bookshop in Hexham for 30 years. When she retired I left my job in Leeds and took it over. Now I run it with one part-timer.",
    );
    expect(profile.places[0]).toBe("Hexham");
    expect(profile.formerPlaces).toContain("Leeds");
  });

  it("reads a town said as where the person lives, whatever its words mean alone", () => {
    expect(extractProfile("Ex-ranger. Now I live in Fort Augustus and write about lochs.").places[0]).toBe(
      "Fort Augustus",
    );
  });

  it("keeps the town of the person's own office, and none of the artists' they work for", () => {
    expect(
      extractProfile("Bookkeeping for cafés and tiny shops. We look after 180 clients from our office in Gdańsk.")
        .places[0],
    ).toBe("Gdańsk");
    const press = extractProfile(
      "We were a print shop in Valparaíso doing wedding invites. Now half our work is for artists in Santiago and Lima.",
    );
    expect(press.places[0]).toBe("Valparaíso");
  });
});

describe("a life story: long town names, verbs, buyers abroad", () => {
  it("puts a town of four words left behind behind the school the person is at now", () => {
    const profile = extractProfile(
      "I studied civil engineering in Hanoi, worked three years for a flood agency in Ho Chi Minh City measuring tides, then won a scholarship. Now I'm a PhD candidate in coastal engineering at TU Delft.",
    );
    expect(profile.places[0]).not.toBe("Ho Chi Minh City");
    expect(profile.formerPlaces).toContain("Ho Chi Minh City");
  });

  it("never reads a verb in a list of chores as a job", () => {
    expect(
      extractProfile(
        "PhD student in ecology. I run the lab's bird survey and cook far too much pasta for my flatmates.",
      ).roles.map((r) => r.label),
    ).not.toContain("cook");
    expect(extractProfile("Writer and cook, based in Hove.").roles.map((r) => r.label)).toEqual(["writer", "cook"]);
  });

  it("never takes the countries a cooperative exports to for its home", () => {
    expect(
      extractProfile(
        "We are a cooperative of 200 cocoa farmers near Kpalimé. We sell to roasters in Belgium and Japan.",
      ).places[0],
    ).toBe("Kpalimé");
  });
});
