import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { buildFacts } from "./compose/facts";
import { extractProfile } from "./extract";

// An eighteenth round: where a business "lives" ("our bakery lives in an old fire station"), and
// an honour's region ("voted best bakery in the Tyrol region"), which is wider than the town; a
// town said as an adjective after "a" ("a Lisbon SaaS startup"); a field written right before
// the school ("cs @ mcgill"); a program named with its school ("in the dental hygiene program at
// Lakeland"); a title too long for a role's slot, which still leads; the last word of a name in
// capitals ("Geophysical Research Letters"), which is no interest; the jobs of "our two kids";
// a plain word that is also a company's name ("I was a postman"); and a country someone is only
// applying to study in. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 71 + t * 7 + p });
const leadOf = (d: string) => buildFacts(extractProfile(d)).lead;

describe("where a business is", () => {
  it("says where a business 'lives' as where it is, and an honour's region after the town", () => {
    const d =
      "Our bakery lives in an old fire station in Hallstatt. Rye bread, apple strudel and a bench by the lake. Voted best bakery in the Salzkammergut region in 2022.";
    expect(leadOf(d)).toBe("Bakery in an old fire station in Hallstatt");
    expect(extractProfile(d).places[0]).toBe("Hallstatt");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/^Bakery lives\b|[|•/\n]\s*Bakery lives\b/m);
  });

  it("reads a town said before what it qualifies after 'a' as where the thing is", () => {
    expect(extractProfile("We run support at a Lisbon SaaS startup, 9 people.").places).toContain("Lisbon");
    // A name in capitals that opens with a town is still a name.
    expect(extractProfile("I play for Leeds Rhinos.").places).not.toContain("Leeds");
  });
});

describe("what a student studies and where", () => {
  it("reads a field written right before the school", () => {
    const p = extractProfile("cs @ mcgill '26 💻 robotics club | mtl");
    expect(p.major).toBe("CS");
    expect(p.university).toBe("McGill");
    expect(share(allBios("cs @ mcgill '26 💻 robotics club | mtl"), "CS @ McGill")).toBeGreaterThan(0.3);
  });

  it("leads with a program named with its school", () => {
    const d =
      "I'm 34 and a dad of three, and I worked nights at a warehouse for ten years. Now I'm in the dental hygiene program at Lakeland Community College and I love it.";
    expect(leadOf(d)).toBe("Dental hygiene program at Lakeland Community College");
    expect(share(allBios(d), "Dental hygiene program at Lakeland Community College")).toBeGreaterThan(0.3);
  });

  it("leads with a title too long for a role's slot, and no word of a journal's name is an interest", () => {
    const d =
      "Doctoral researcher in marine geochemistry at the University of Bergen. I measure ocean carbon: 2 papers, one in Geophysical Research Letters. Also a keen but slow runner.";
    expect(leadOf(d)).toMatch(/^Doctoral researcher in marine geochemistry/);
    expect(extractProfile(d).interests.map((i) => i.label)).not.toContain("letters");
    expect(share(allBios(d), "Doctoral researcher in marine geochemistry")).toBeGreaterThan(0.4);
  });
});

describe("the people around the person", () => {
  it("reads no role from the jobs of 'our two kids', and no company from 'a postman'", () => {
    const d =
      "I drove a bus in Swansea for twenty years, then I was a postman. Our two kids are grown: one's a plumber in Cardiff. Now I'm in my first year of a geography degree at Bangor University.";
    const p = extractProfile(d);
    expect(p.roles.map((r) => r.label)).not.toContain("plumber");
    expect(p.employer).toBeUndefined();
    for (const bio of allBios(d)) expect(bio).not.toMatch(/plumber|at Postman/i);
  });

  it("puts a country someone is only applying to study in after where they are", () => {
    const d = "Sixth former taking IB exams in Nicosia. Applying to study medicine in the UK next year.";
    expect(extractProfile(d).places[0]).toBe("Nicosia");
  });
});

describe("a study, a trade or a story said in few words", () => {
  it("leads with a year of study said short ('4th yr law @ UCT') and a long one said whole", () => {
    expect(leadOf("4th yr law @ UCT 📚 moot court nerd | cpt")).toMatch(/^4th yr law at UCT/i);
    expect(
      leadOf(
        "Hello! I'm in my third year of veterinary medicine at the Universidad de Buenos Aires, and I foster kittens.",
      ),
    ).toBe("Third year of veterinary medicine at the Universidad de Buenos Aires");
  });

  it("reads a course's words as the course, not a role", () => {
    const d = "UX design bootcamp at Ironhack Berlin, cohort 14, building my first case study.";
    expect(extractProfile(d).roles.map((r) => r.label)).not.toContain("UX designer");
    expect(share(allBios(d), "UX design bootcamp")).toBeGreaterThan(0.5);
  });

  it("leads with what a team does when it names nothing it is", () => {
    const d = "we repair bikes + ebikes 🚲 | leith walk, edinburgh | 8 yrs | same-day fixes";
    expect(leadOf(d)).toBe("We repair bikes + ebikes");
    expect(share(allBios(d), "We repair bikes + ebikes")).toBeGreaterThan(0.5);
  });

  it("leads with an activity set in a time, and never ends a cut on 'set'", () => {
    const d =
      "Writing cosy mysteries set in 1920s Cornwall. My debut came out with Penguin last year. I live in Truro.";
    expect(leadOf(d)).toMatch(/^Writing cosy mysteries/);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\bset(?:\s*[/|•.]|\s*$)/m);
  });

  it("reads each step of a past job as past, and nothing of a relative's clause as the person's", () => {
    const d =
      "My father fixed radios in Kandy, sitting at his bench for forty years. I worked in hotels in Colombo, first at reception, then as a night manager. Now I run Lantern Hill Homestay, a four-room guesthouse in Ella.";
    const p = extractProfile(d);
    expect(p.roles.map((r) => r.label)).not.toContain("manager");
    expect(p.ownBrand).toBe("Lantern Hill Homestay");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/sitting at his bench|forty years|night manager/i);
    expect(
      extractProfile("I filmed it because I thought my dad would love it. Now 90k follow along.").descriptors,
    ).toEqual([]);
  });
});

describe("numbers and how often", () => {
  it("keeps a decimal whole in a feat ('reached 2.8 km')", () => {
    const d =
      "Mech eng at TU Delft. I'm on the avionics team, and our student-built rocket reached 2.8 km at EuRoC in 2023.";
    expect(extractProfile(d).achievements.join(" ")).not.toMatch(/reached 2(?!\.8)/);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/reached 2(?!\.8)/);
  });

  it("never says how often a team posts when it only says it keeps things consistent", () => {
    const d =
      "We're the brand team at Northdesk, a logistics startup in Rotterdam. Five designers keeping 12 product teams consistent.";
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\bweekly\b|\bdaily\b|every (?:single )?day/i);
  });
});

describe("how often, read as words", () => {
  it("reads 'teach weekend workshops' as no 'each week'", () => {
    const d = "I was a nurse in Bristol. Now I restore old chairs, 80k on YouTube, and I also teach weekend workshops.";
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\bweekly\b|\bdaily\b|every (?:single )?day/i);
  });
});
