// Classes read from the twelfth held-out set's bios: a town the person worked or studied in
// before, printed as where they are now; where they moved on to; something they turn down printed
// as something they love; two offers joined by "n"; a town whose name opens with an article; a
// shop name with "&" cut in two; "us" printed as the country; a student read by a year abroad,
// called an alum, or given the job they hope for; a shop or channel named after its label; a
// family's kids as a track record; a student's field shortened until it repeated; a bare "right
// now we're"; a certification's capitals lost; a place before a dash; a club that says "we r".
// The descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 7 + t * 11 + p });

describe("reader classes: places left behind, things turned down, names kept whole", () => {
  it("never prints a town the person worked or studied in before as where they are now", () => {
    const worked = allBios(
      "Career changer: I worked as a paralegal in Swansea for nine years before retraining. Now a junior web developer in Bristol, mostly React.",
    );
    for (const bio of worked) expect(bio).not.toMatch(/📍\s*Swansea|Swansea-based|based in Swansea/i);
    expect(share(worked, "Bristol")).toBeGreaterThan(0.3);

    const studied = allBios("Wildlife vet in Arusha. I did my residency in Utrecht and spent two years in Nairobi.");
    for (const bio of studied) expect(bio).not.toMatch(/📍\s*(?:Utrecht|Nairobi)/);

    // Said alone, the town of a past job most likely is still theirs; one they moved away from is not.
    expect(
      extractProfile("For eight years I was a dental nurse in Leeds. Now I make stoneware mugs full time.").places,
    ).toContain("Leeds");
    expect(extractProfile("Chef, moved away from Dubai last year. Pop-up suppers now.").places).not.toContain("Dubai");
    // Born or raised there, said alone, may well be home still.
    expect(extractProfile("Born and raised in Accra, tailor and pattern cutter.").places).toContain("Accra");
    // A town the story comes back to, or says as home since, is still theirs.
    expect(
      extractProfile("We used to wait tables in Denver. Now we make a tipping app, still based in Denver.").places,
    ).toContain("Denver");
    expect(
      extractProfile("I worked at a studio in Kyoto for six years. Now I paint Kyoto's old shopfronts.").places,
    ).toContain("Kyoto");
  });

  it("prints where the person moved on to", () => {
    expect(extractProfile("Potter. Worked in Bath for years before moving out to Frome.").places[0]).toBe("Frome");
    expect(extractProfile("Barista, came back from Melbourne to Galway last spring.").places).toEqual(["Galway"]);
    const bios = allBios("Ski instructor, relocated from Denver to Jackson in 2020.");
    expect(share(bios, "Jackson")).toBeGreaterThan(0.3);
    for (const bio of bios) expect(bio).not.toMatch(/📍\s*Denver/);
  });

  it("never turns something the person turns down into an interest", () => {
    const bios = allBios("i paint pet portraits n do commissions (open) // no ai pls // uk");
    for (const bio of bios) expect(bio).not.toMatch(/\bAI\b/);
    expect(extractProfile("running coach, not into football").interests.map((i) => i.label)).not.toContain("football");
  });

  it("reads two offers joined by 'n' or 'and' a second verb as two", () => {
    const { offers } = extractProfile("i paint pet portraits n do commissions (open) // uk");
    expect(offers).toContain("pet portraits");
    expect(offers).toContain("commissions");
    const bios = allBios("i paint pet portraits n do commissions (open) // uk");
    // In the person's own words, whole, or as two offers; never "Pet portraits n do commissions".
    for (const bio of bios) if (/portraits n do/i.test(bio)) expect(bio).toMatch(/i paint pet portraits n do/i);
  });

  it("keeps a town whose name opens with an article", () => {
    expect(extractProfile("Nursing student in El Paso, night shifts at the ER.").places).toContain("El Paso");
    expect(extractProfile("Tour guide in La Paz.").places).toContain("La Paz");
    const bios = allBios("Apprentice electrician in El Paso studying HVAC at night school.");
    expect(share(bios, "El Paso")).toBeGreaterThan(0.3);
  });

  it("keeps a shop name with '&' whole after 'called'", () => {
    const profile = extractProfile("I run a bakery called Crumb & Co on Mill Street in Kendal.");
    expect(profile.ownBrand).toBe("Crumb & Co");
    expect(profile.brands).not.toContain("Crumb");
    const bios = allBios("I run a bakery called Crumb & Co on Mill Street in Kendal. Sourdough and cinnamon buns.");
    for (const bio of bios) expect(bio).not.toMatch(/Crumb(?! & Co)/);
  });

  it("never prints 'us' as the country, whatever else the description names", () => {
    const bios = allBios(
      "We're a family tea estate in Munnar. Most of us pick by hand, and we ship our leaf to buyers in the US and Germany.",
    );
    for (const bio of bios) expect(bio).not.toMatch(/\b(?:of|for|with) US\b/);
  });

  it("reads a student by the school they are at now, and never calls them an alum", () => {
    const description =
      "I'm studying geography at UCL in London, though I'm originally from Hull. I spent last spring on exchange at Lund University, which I loved. After graduating I want to work in flood planning.";
    const profile = extractProfile(description);
    expect(profile.university).toBe("UCL");
    expect(profile.roles[0]?.label).toBe("geography student");
    expect(extractProfile("I'm studying medicine at Leiden, second year.").roles[0]?.label).toBe("medical student");
    const bios = allBios(description);
    for (const bio of bios) {
      expect(bio).not.toMatch(/\balum|\bgraduate[ds]?\b/i);
      expect(bio).not.toMatch(/^which\b|[|•/\n]\s*which\b|\bthough I'm/im);
    }
    expect(share(bios, "geography student")).toBeGreaterThan(0.3);
  });

  it("reads a shop or channel name given after its label, and where a shop ships is not where it is", () => {
    const shop = "hand-poured wax melts | vegan | ships ireland only | etsy: MeltAndMoss";
    expect(extractProfile(shop).ownBrand).toBe("MeltAndMoss");
    const bios = allBios(shop);
    expect(share(bios, "MeltAndMoss")).toBeGreaterThan(0.3);
    for (const bio of bios) expect(bio).not.toMatch(/📍\s*Ireland|based in Ireland|Ireland-based|crafted in Ireland/i);
    expect(extractProfile("vegan meal prep for students 🥦 yt: BudgetBowls").ownBrand).toBe("BudgetBowls");
    expect(extractProfile("shop: Open now, candles and soap").ownBrand).toBeUndefined();
  });

  it("reads a mature student's degree and school, and none of the job they only hope for", () => {
    const description =
      "Mature student here. I was a chef in Dundee for ten years before going back to uni. Now I'm in my third year of a nursing degree at the University of Aberdeen and I live near the coast in Stonehaven with our three kids. Someday I want to train as a midwife.";
    const profile = extractProfile(description);
    expect(profile.university).toBe("University of Aberdeen");
    expect(profile.major).toBe("nursing");
    expect(profile.roles.map((r) => r.label)).not.toContain("midwife");
    expect(profile.places).not.toContain("Dundee");
    const bios = allBios(description);
    for (const bio of bios) {
      expect(bio).not.toMatch(/Aberdeen and\b|(?:record|results|highlights):\s*3 kids|✨ 3 kids/i);
      // Said as a hope, in their words, or not at all.
      if (/midwife/i.test(bio)) expect(bio).toMatch(/want to train as a midwife/i);
      expect(bio).not.toMatch(/📍\s*Dundee/);
    }
    // A count of children taught is a track record.
    expect(extractProfile("Swim coach, taught 400 kids to swim.").numbers.map((n) => n.text)).toContain("400 kids");
  });

  it("keeps a student's field as written, so the school fits beside it, capitalised in every tone", () => {
    const description =
      "I'm a second-year mechanical engineering student at the University of Nairobi and I tutor maths.";
    expect(extractProfile(description).roles[0]?.label).toBe("mechanical engineering student");
    const bios = allBios(description);
    expect(share(bios, "University of Nairobi")).toBeGreaterThan(0.3);
    for (const bio of bios) expect(bio).not.toMatch(/^second-year/);
  });

  it("keeps a town the person still lives in, names an account set off by commas, and drops a bare 'right now we're'", () => {
    const profile = extractProfile(
      "I make short comedy videos about learning Welsh. I was a bus driver in Swansea for twenty years, and I still live there. I started the channel, DysguWithDai, in 2022.",
    );
    expect(profile.places).toContain("Swansea");
    expect(profile.ownBrand).toBe("DysguWithDai");
    // Two words, or joined capitals: "our shop, Leeds, …" names no shop.
    expect(extractProfile("We opened our shop, Leeds, in 2019.").ownBrand).toBeUndefined();
    const bios = allBios("We're a folk duo. Right now we're recording our second EP in a barn with no heating.");
    for (const bio of bios) expect(bio).not.toMatch(/right now we're\s*(?:$|[\n|•/.])/im);
  });

  it("keeps the capitals of a certification in a title it does not know", () => {
    expect(extractProfile("I'm a CIPD-qualified HR consultant working with charities.").roles[0]?.label).toMatch(
      /^CIPD-qualified/,
    );
    const bios = allBios("I'm an ISA-certified arborist and I run a two-person tree care business in Ithaca.");
    for (const bio of bios) expect(bio).not.toMatch(/\bIsa-|\bisa-/);
  });

  it("keeps a town with its region before 'and', and reads the verb after it as a second fact", () => {
    const description = "I keep bees outside Brattleboro, Vermont and sell raw honey at two farmers markets.";
    const profile = extractProfile(description);
    expect(profile.places[0]).toBe("Brattleboro, Vermont");
    expect(profile.phrases).toContain("selling raw honey at two farmers markets");
    for (const bio of allBios(description)) expect(bio).not.toMatch(/Vermont and sell/);
  });

  it("reads a place right before a dash, and a club that says 'we r'", () => {
    expect(extractProfile("I do mobile dog grooming around Harrogate — I come to you.").places).toContain("Harrogate");
    const club = allBios("we r a walking football club 🏃 wednesdays 10am, all ages • hexham");
    expect(share(club, "walking football")).toBeGreaterThan(0.5);
  });
});
