import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// A fourteenth round: the part of town in brackets after the town ("accra (osu)"), a school's
// short form that is also a word elsewhere ("TU Eindhoven"), the title of a book or a record in
// quotes after its kind ("debut poetry 'salt & static'"), and a thing said to be in a town
// ("Kiln is in Ballarat"), which is no person elsewhere. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 47 + t * 5 + p });

describe("places, schools and titles written the short way", () => {
  it("keeps the part of town in brackets with its town", () => {
    expect(extractProfile("braids + locs, home studio. accra (osu) 💇🏾‍♀️").places).toEqual(["Accra (Osu)"]);
    expect(share(allBios("braids + locs, home studio. accra (osu) 💇🏾‍♀️"), "Accra (Osu)")).toBeGreaterThan(0.3);
    // What the brackets say about the person is no part of town.
    expect(extractProfile("Baker in Dublin (originally from Cork)").places[0]).toBe("Dublin");
  });

  it("reads a school's short form in capitals", () => {
    expect(extractProfile("MSc Robotics at TU Eindhoven, thesis on swarm drones.").university).toBe("TU Eindhoven");
  });

  it("reads the title of a book or a record in quotes after its kind", () => {
    const d = "poet + barista. debut poetry 'salt & static' out this spring w a tiny press. glasgow";
    expect(extractProfile(d).ownBrand).toBe("'salt & static'");
    expect(share(allBios(d), "salt & static")).toBeGreaterThan(0);
  });

  it("reads where a workshop is as where the person works", () => {
    expect(extractProfile("I make horseshoes by hand. Smithy is in Ballarat, Victoria.").places).toEqual([
      "Ballarat, Victoria",
    ]);
  });
});

describe("names in quotes, and towns typed fast", () => {
  it("keeps the quotes a name was written in", () => {
    const d = "Every week my sister and I watch a bad film and argue about it. The podcast is called 'Rewind Regret'.";
    expect(extractProfile(d).ownBrand).toBe("'Rewind Regret'");
    expect(share(allBios(d), "'Rewind Regret'")).toBeGreaterThan(0.3);
  });

  it("reads a town closing a sentence, after 'outta', or with its state and no comma", () => {
    expect(extractProfile("pub darts team, we mostly lose. rotherham. new players welcome").places).toEqual([
      "Rotherham",
    ]);
    expect(extractProfile("tattoo apprentice based outta fresno california").places).toEqual(["Fresno California"]);
    expect(extractProfile("Baker in Mildura Victoria, sourdough on Saturdays").places).toEqual(["Mildura Victoria"]);
  });

  it("reads a university written short", () => {
    expect(extractProfile("law yr 2 @ univ of ghana, moot court nerd").university).toBe("Univ of Ghana");
  });
});

describe("the parts of a town, the towns of a list, and the people a shop sells to", () => {
  it("keeps two neighbourhoods with their town, and one after 'en la'", () => {
    expect(extractProfile("Bike repairs while you wait. Two workshops: Hackney and Dalston, London.").places).toEqual([
      "Hackney and Dalston, London",
    ]);
    expect(extractProfile("Estudiante de Arquitectura en la UNI, Managua 🇳🇮").places).toEqual(["UNI, Managua"]);
  });

  it("reads a town whose article the list leaves out", () => {
    expect(extractProfile("Driving lessons in Ad Dammam, evenings only").places).toEqual(["Ad Dammam"]);
  });

  it("never takes the countries a farm sells to, nor its buyers, for where the person is or who", () => {
    const d =
      "We grow saffron on four hectares near Taliouine and sell it to bakers and small shops in France, the Netherlands and Canada.";
    const p = extractProfile(d);
    expect(p.places[0]).toBe("Taliouine");
    expect(p.roles.map((r) => r.label)).not.toContain("baker");
  });
});

describe("a long place, printed whole", () => {
  it("prints a town with its state or its neighbourhoods up to 32 characters", () => {
    const d = "I moved to Asheville, North Carolina in 2019 and throw pots full-time.";
    expect(share(allBios(d), "Asheville, North Carolina")).toBeGreaterThan(0.3);
    const shops = "Bike repairs while you wait. Two workshops: Hackney and Dalston, London.";
    expect(share(allBios(shops), "London")).toBeGreaterThan(0.3);
  });
});

describe("a town's name inside a longer name, and where letters come from", () => {
  it("never reads the first word of a school's name as a town", () => {
    const p = extractProfile("Finishing a civil engineering degree at Fresno State, interning at a bridge firm.");
    expect(p.places).not.toContain("Fresno");
  });

  it("never takes where fan mail or orders come from for where the person is", () => {
    const p = extractProfile("Retired nurse from Invercargill knitting tiny jumpers. Now I get fan mail from Japan!");
    expect(p.places[0]).toBe("Invercargill");
  });
});
