import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// A fifteenth round: a role's word used as a verb after "to", inside a name in capitals, or
// before what it qualifies ("student loans"); a job left behind with "Worked as"; a member's
// old job; the people a team's app sends things to; a town said with "now", after "Serving", after
// "de" with its region, or after Vietnamese "ở"; a state's short form typed fast after a town;
// a family's size, which is no track record; and the area served, which is no result. The
// descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 53 + t * 7 + p });
const roleLabels = (d: string) => extractProfile(d).roles.map((r) => r.label);

describe("roles said of something else", () => {
  it("reads no role from a verb, a name in capitals or a word qualifying a thing", () => {
    expect(roleLabels("I learned to cook from my nan. Now I run a food truck in Hamilton.")).not.toContain("cook");
    expect(roleLabels("Studying geology at Baker University in Kansas, rock nerd.")).not.toContain("baker");
    expect(roleLabels("Paid off $40k in student loans in two years, now I teach budgeting. Leeds.")).not.toContain(
      "student",
    );
    // A title reached stays the person's.
    expect(roleLabels("Went from dishwasher to cook in two years. Preston.")).toContain("cook");
  });

  it("leaves behind a job said with 'Worked as', not one still held", () => {
    expect(roleLabels("Worked as a bartender in Lyon for years. Now I throw pots in Porto.")).not.toContain(
      "bartender",
    );
    expect(roleLabels("I've worked as a midwife for 15 years in Derby.")).toContain("midwife");
  });

  it("gives a team neither a member's old job nor the people its app serves", () => {
    expect(
      roleLabels("We're Fernhill Studio, three friends making puzzle games. Our artist was a nurse in Cork."),
    ).not.toContain("nurse");
    expect(roleLabels("We're the team behind Shiftly, an app that sends nurses shift reminders.")).not.toContain(
      "nurse",
    );
  });
});

describe("places said the short way", () => {
  it("reads a town said with 'now', after 'Serving', after 'de' or 'ở'", () => {
    expect(extractProfile("Family physio clinic. We're in Tsumeb now, with home visits.").places).toContain("Tsumeb");
    expect(extractProfile("Somos un colectivo de tejedoras de Teotitlán, Oaxaca.").places).toEqual([
      "Teotitlán, Oaxaca",
    ]);
    expect(extractProfile("Tiệm bánh ngọt ở Đà Lạt, làm bánh mỗi ngày.").places).toContain("Đà Lạt");
    const groomer = allBios("Mobile dog groomer. Serving Tsumeb and the farms around it.");
    expect(share(groomer, "Tsumeb")).toBeGreaterThan(0.3);
    // Where the work goes is no result.
    for (const bio of groomer) expect(bio).not.toMatch(/(?:Track record|Proven results|Highlights|Grateful): Across/);
  });

  it("keeps a state's short form typed fast after its town, once", () => {
    const d = "we do braids n locs, walk ins welcome, dallas tx (oak cliff area) dm to book";
    expect(extractProfile(d).places).toEqual(["Dallas TX (Oak Cliff)"]);
    expect(share(allBios(d), "Dallas TX")).toBeGreaterThan(0.3);
    expect(extractProfile("Paramedic, Sydney NSW.").places).toEqual(["Sydney NSW"]);
    expect(extractProfile("Baker in Austin in 2019, now in Leeds").places).not.toContain("Austin IN");
  });
});

describe("a family's size", () => {
  it("is no track record, and the clause that says it is still the person's", () => {
    const bios = allBios("Easy dinners for families of 4 | 90k on YouTube");
    expect(share(bios, "Easy dinners for families of 4")).toBeGreaterThan(0.3);
    for (const bio of bios) expect(bio).not.toMatch(/(?:Track record|Proven results|Highlights): Easy dinners/);
    expect(share(bios, "90k on YouTube")).toBeGreaterThan(0.3);
  });
});

describe("a story's details", () => {
  it("keeps the year of study when the title has room for it", () => {
    expect(roleLabels("Final-year geography student at Durham, rowing most mornings.")[0]).toMatch(
      /^final-year geography student$/i,
    );
  });

  it("leads a story with what the person does now, not with where they are", () => {
    const d =
      "Grew up in Cebu, studied design in Sydney. Now I'm back in the Philippines, living in Dumaguete, carving wooden toys for toddlers.";
    expect(share(allBios(d), "carving wooden toys")).toBeGreaterThan(0.5);
  });

  it("leaves the year of study out of the field", () => {
    expect(roleLabels("I'm a second-year marine engineering student at Wits.")[0]).toBe("marine engineering student");
  });

  it("reads the town a company moved to, and a town after Indonesian 'dari'", () => {
    expect(
      extractProfile("We started in a co-working space in Tallinn. In 2022 we moved the company to Tartu.").places[0],
    ).toBe("Tartu");
    expect(extractProfile("Jual sambal rumahan asli dari Sumenep, pedas banget.").places).toContain("Sumenep");
  });

  it("credits the person with no relative's deed", () => {
    const profile = extractProfile("My dad ran the shop for 30 years. I came home to take it over in 2015. Ely.");
    expect(profile.achievements.join(" ")).not.toMatch(/ran the shop/i);
  });
});

describe("titles said with their time and language", () => {
  it("leads with what a retired person does now, and keeps the title as they wrote it", () => {
    const bios = allBios("Retired paramedic, now building birdhouses from pallet wood. Whitby.");
    expect(roleLabels("Retired paramedic, now building birdhouses from pallet wood. Whitby.")).not.toContain(
      "paramedic",
    );
    expect(share(bios, "birdhouses")).toBeGreaterThan(0.5);
    expect(share(bios, "Retired paramedic")).toBeGreaterThan(0.3);
  });

  it("keeps the field after a Spanish or Portuguese title", () => {
    expect(roleLabels("Soy diseñadora de interiores en Rosario, proyectos a medida.")[0]).toBe(
      "diseñadora de interiores",
    );
  });

  it("reads a French bakery as the business, not a baker's title typed wrong", () => {
    const profile = extractProfile("Boulangerie familiale à Colmar depuis 1990, pain au levain.");
    expect(profile.roles).toEqual([]);
    expect(profile.ventures.map((v) => v.label)).toContain("boulangerie");
  });

  it("reads a nail tech as a title, and never says a proof's last word twice", () => {
    const d = "hiya im a nail tech n i post my sets on insta, based in wigan 💅 50k followers somehow";
    expect(roleLabels(d)).toContain("nail tech");
    const bios = allBios(d);
    for (const bio of bios) expect(bio).not.toMatch(/somehow[,.]? somehow/i);
    for (const bio of bios) expect(bio).not.toMatch(/obsessed with tech/i);
  });

  it("never asks a reader to book what is only open for commissions, nor says spots go fast", () => {
    const bios = allBios("Sign painter in Napier, gold leaf and hand lettering. Available for commissions.");
    for (const bio of bios) expect(bio).not.toMatch(/\bbook\b|spots go fast/i);
    expect(share(bios, "Sign painter")).toBeGreaterThan(0.5);
  });
});
