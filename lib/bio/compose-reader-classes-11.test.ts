// An eleventh round of what a reader would notice: "Based in Nakuru" with a capital B not read
// as home (a country the app is for printed instead); a town after Spanish "en" losing to one
// the person "also" shoots weddings in; a town's region after its comma dropped before an emoji
// or a verb ("Mérida, Yucatán 📷", "Birmingham, Alabama interviewing …"); a team's guests or
// users taken for its role ("interviewing small-business owners", "9,000 active farmers"); and
// the name a team stands behind or builds ("the podcast team behind 'Pass the Mic'", "building
// Harvest Ledger"); and a country named for the districts a team works in ("schools in Nepal's
// hill districts") printed over the town the person came home to; what a lab studies; a student's
// field in their own language ("Studentessa di architettura", "Estudiante de ingeniería civil");
// and a channel's name given in the next sentence ("It's called 'Nordic Allotment'"). The
// descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { extractProfile } from "@/lib/bio/extract";
import { biosAcross, share } from "@/tests/support/bios";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 37 + t * 5 + p });

describe("reading: home said with a capital, towns with their regions", () => {
  it("reads 'Based in …' at the start of a sentence as home", () => {
    const text =
      "We're a three-person studio making a budgeting app for market traders in Ghana and Togo. Based in Kumasi, 4,000 weekly users.";
    expect(extractProfile(text).places[0]).toBe("Kumasi");
    expect(share(allBios(text), "Kumasi")).toBeGreaterThan(0.5);
  });

  it("leads with the town said with 'en', not one the person also works in", () => {
    const text = "Fotógrafo de quinceañeras en Xalapa, Veracruz 📷 also shooting destination weddings in Cancún.";
    const profile = extractProfile(text);
    expect(profile.places[0]).toBe("Xalapa, Veracruz");
    expect(profile.serviceAreas).toContain("Cancún");
    for (const bio of allBios(text)) expect(bio).not.toMatch(/📍\s*Cancún|Based in Cancún/);
  });

  it("prints the town come home to, not a country named for the districts worked in", () => {
    const text =
      "Water engineer. Worked on dams in Qatar, then came home to Pokhara after the floods. Now I lead a crew building village water systems in Nepal's far-western districts.";
    const profile = extractProfile(text);
    expect(profile.places[0]).toBe("Pokhara");
    expect(profile.serviceAreas).toContain("Nepal");
    expect(share(allBios(text), "Pokhara")).toBeGreaterThan(0.5);
  });

  it("keeps a region after its comma before an emoji or a verb", () => {
    expect(extractProfile("Tattoo studio in Eugene, Oregon 🖋️ walk-ins Fridays.").places[0]).toBe("Eugene, Oregon");
    expect(extractProfile("Two sisters in Mobile, Alabama interviewing local chefs for our podcast.").places[0]).toBe(
      "Mobile, Alabama",
    );
    expect(extractProfile("I live in Leeds, Kirkstall being the best bit.").places[0]).toBe("Leeds");
  });
});

describe("reading: a team's name, not its guests", () => {
  it("never gives a team the role of the people it interviews or counts", () => {
    const podcast = extractProfile(
      "We're the podcast crew behind 'Open Late', two friends in Cork interviewing restaurant owners. 60 episodes in.",
    );
    expect(podcast.roles.map((r) => r.label)).not.toContain("restaurant owner");
    expect(podcast.ownBrand).toBe("'Open Late'");
    const app = extractProfile(
      "We're a small team building Market Ledger, a stock app for shopkeepers. 2,000 active traders.",
    );
    expect(app.roles.map((r) => r.label)).not.toContain("trader");
    expect(app.ownBrand).toBe("Market Ledger");
  });

  it("prints the name the team stands behind", () => {
    const bios = allBios(
      "We're the podcast crew behind 'Open Late', two friends in Cork interviewing restaurant owners. 60 episodes in.",
    );
    expect(share(bios, "Open Late")).toBeGreaterThan(0.5);
    // Their guests are named only in the clause about them, never as who the team is.
    for (const bio of bios)
      expect(bio).not.toMatch(/(?:^|[/|•·.]\s*)\p{Extended_Pictographic}?\s*restaurant owners?\s*(?:$|[/|•·.])/imu);
  });
});

describe("reading: what a lab studies, a student's field in their language, a name said after", () => {
  it("prints what a lab studies", () => {
    const text =
      "Our lab at the University of Otago studies how penguins find food in winter. We post papers and open positions.";
    expect(extractProfile(text).mission).toBe("studying how penguins find food in winter");
    expect(share(allBios(text), "how penguins find food in winter")).toBeGreaterThan(0.1);
  });

  it("keeps a student's field in the person's own language", () => {
    expect(extractProfile("Studentessa di medicina alla Sapienza, terzo anno.").roles.map((r) => r.label)).toEqual([
      "Studentessa di medicina",
    ]);
    expect(extractProfile("Estudiante de arquitectura en la UBA, cuarto año.").roles.map((r) => r.label)).toEqual([
      "Estudiante de arquitectura",
    ]);
    expect(extractProfile("Student at Leeds, love hiking.").roles.map((r) => r.label)).toEqual(["student"]);
  });

  it("reads a channel's name from the sentence after it, and leads with it", () => {
    const text =
      "I film my vegetable plot in Tromsø. My son set up a YouTube channel for me as a joke. It's called 'Arctic Plot' and has 20,000 subscribers.";
    expect(extractProfile(text).ownBrand).toBe("'Arctic Plot'");
    expect(share(allBios(text), "Arctic Plot")).toBeGreaterThan(0.5);
  });
});

describe("reading: a platform is no name, a warranty no experience", () => {
  it("never takes the platform the work is on for the person's own name", () => {
    const text = "i make chillhop beats in my bedroom in iasi 🎧 spotify 12k monthly listeners";
    expect(extractProfile(text).ownBrand).toBeUndefined();
    for (const bio of allBios(text)) expect(bio).not.toMatch(/^(?:🎤\s*)?Spotify\b/);
  });

  it("never reads a warranty's years as years of experience", () => {
    const numbers = extractProfile("we fix laptops fast, 2yrs warranty on batteries").numbers.map((n) => n.text);
    expect(numbers).not.toContain("2 years of experience");
  });
});

describe("reading: longer towns, a team's name and games, an opening role", () => {
  it("reads a known town's name run on in capitals as the longer town", () => {
    expect(extractProfile("I make zines. Based in Porto Alegre, new issue every month.").places[0]).toBe(
      "Porto Alegre",
    );
    expect(extractProfile("Barista in Santa Cruz, surfing daily.").places[0]).toBe("Santa Cruz");
  });

  it("reads a team's name from how it began, and no game as a place", () => {
    const profile = extractProfile(
      "Desert Hawks began in 2019 as four friends in a gaming café. Today we're an esports club with rosters in Rocket League and Valorant, based in Amman.",
    );
    expect(profile.ownBrand).toBe("Desert Hawks");
    expect(profile.places).toEqual(["Amman"]);
  });

  it("keeps the role a description opens with ahead of what it says it is doing now", () => {
    const text =
      "Caterer and cake maker. Originally from Aleppo, now running pop-up dinners across Wales out of our kitchen in Cardiff.";
    expect(share(allBios(text), "Caterer and cake maker")).toBeGreaterThan(0.6);
    expect(share(allBios(text), "Cardiff")).toBeGreaterThan(0.5);
    // A role retired from gives way to what the person does now.
    const retired = allBios("Retired teacher, now painting seascapes of the Gower coast. Two exhibitions so far.");
    expect(share(retired, "painting seascapes")).toBeGreaterThan(0.6);
  });
});

describe("reading: a field studied as written, a list joined by slashes", () => {
  it("says the degree and its field as written, and makes no title the person did not say", () => {
    const text =
      "Moved to Spain in 2021, where I'm now doing a master's in Urban Planning at the University of Seville.";
    expect(extractProfile(text).roles.map((r) => r.label)).toEqual([]);
    // "Studying for" says it: a student of the field said.
    expect(
      extractProfile("I'm studying for a master's in Urban Planning at the University of Seville.").roles.map(
        (r) => r.label,
      ),
    ).toEqual(["Urban Planning student"]);
    expect(share(allBios(text), "Urban Planning")).toBeGreaterThan(0.4);
  });

  it("keeps a list joined by slashes after a verb as one line", () => {
    const text = "we repair bikes/scooters/prams cheap 🔧 unit 4 jericho yard";
    expect(extractProfile(text).phrases[0]).toBe("we repair bikes/scooters/prams cheap");
    expect(share(allBios(text), "bikes/scooters/prams")).toBeGreaterThan(0.3);
    // A list that opens the description is still read word by word.
    expect(extractProfile("mum/nurse/baker, leeds").phrases).toEqual(expect.arrayContaining(["mum", "nurse"]));
  });
});

describe("reading: a verb is no hobby", () => {
  it("never reads 'running events' as a love of running", () => {
    const text = "Events caterer. Originally from Izmir, now running events across Crete out of our kitchen in Chania.";
    expect(extractProfile(text).interests.map((i) => i.label)).not.toContain("running");
    for (const bio of allBios(text))
      expect(bio).not.toMatch(/running\s*(?:>|nerd|addict)|love running|mastering running/i);
    expect(extractProfile("I love running and baking.").interests.map((i) => i.label)).toContain("running");
  });
});
