import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { buildFacts } from "./compose/facts";
import { extractProfile } from "./extract";

// A seventeenth round: a student who says what and where they study without the word "student"
// ("I got into marine biology at Bangor", "I'm in 300 level Law at UNILAG"); a year of study said
// alone ("I'm in my second year now"), which leads nothing; a relative's studies and counts, which
// are not the person's; a role's word inside a club's name ("the Women Engineers Society"); a
// role's word before what it qualifies ("a student newspaper"); and years written short ("9 yrs"),
// kept as written. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 67 + t * 7 + p });
const roleLabels = (d: string) => extractProfile(d).roles.map((r) => r.label);
const leadOf = (d: string) => buildFacts(extractProfile(d)).lead;

describe("a student who names the subject and the school", () => {
  it("leads with what and where they study, as written", () => {
    const story =
      "I grew up on a sheep farm near Dolgellau and spent every summer on the beach at Barmouth. I got into Marine Biology at Bangor University and I'm now in my second year, and I volunteer with the Sea Watch Foundation counting dolphins.";
    expect(leadOf(story)).toBe("Marine Biology at Bangor University");
    expect(share(allBios(story), "Marine Biology at Bangor University")).toBeGreaterThan(0.5);
    expect(leadOf("Currently I'm in 300 level Law at UNILAG, and I run a small thrift page.")).toBe(
      "300 level Law at UNILAG",
    );
    expect(leadOf("I study industrial design at Aalto, and I build lamps from driftwood.")).toBe(
      "Industrial design at Aalto",
    );
  });

  it("never leads with a year of study said alone, nor with what the story says around it", () => {
    const d =
      "Somehow that's how I ended up studying architecture at Chalmers. I'm in my second year now, in Gothenburg.";
    expect(leadOf(d)).toBe("Architecture at Chalmers");
    for (const bio of allBios(d)) {
      expect(bio).not.toMatch(/that's how I ended up/i);
      expect(bio).not.toMatch(/^in my second year now\b/im);
    }
  });

  it("does not take a relative's studies, school or count for the person's", () => {
    const d = "My brother studies dentistry at King's College London. I run a flower stall in Deptford, 6 days a week.";
    expect(extractProfile(d).university).toBeUndefined();
    expect(leadOf(d) ?? "").not.toMatch(/dentistry/i);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/King's College|dentistry/i);
    const farm = "My uncle keeps about forty goats in the hills. I study agronomy at Wageningen University.";
    expect(
      extractProfile(farm)
        .numbers.map((n) => n.text)
        .join(" "),
    ).not.toMatch(/40/);
    for (const bio of allBios(farm)) expect(bio).not.toMatch(/\b40\b/);
  });

  it("keeps the role of someone who already says they are a student", () => {
    const d = "Geology student at the University of Leeds, I'm in my final year and I map old quarries.";
    expect(roleLabels(d)).toContain("geology student");
    expect(share(allBios(d), "geology student")).toBeGreaterThan(0.3);
  });
});

describe("a role's word that is part of something else", () => {
  it("reads no role or employer from the name of a club or society", () => {
    const d = "Chemistry at the University of Lagos, and I'm the secretary of the Microsoft Developer Student Club.";
    const profile = extractProfile(d);
    expect(profile.roles.map((r) => r.label)).toEqual([]);
    expect(profile.employer).toBeUndefined();
    for (const bio of allBios(d)) expect(bio).not.toMatch(/developer at Microsoft|Microsoft developer(?! Student)/i);
    expect(extractProfile("Law at UCT, and I chair the Deloitte Accountant Society.").employer).toBeUndefined();
    expect(roleLabels("Engineer at Shell in Aberdeen.")).toContain("engineer");
  });

  it("reads no role from a word that qualifies a thing", () => {
    expect(roleLabels("I edit the student newspaper and I'm a barista in Galway.")).not.toContain("student");
    expect(roleLabels("We manage a small student portfolio. Barista in Galway.")).not.toContain("student");
  });
});

describe("years of work written short", () => {
  it("keeps 'yrs' as the person wrote it", () => {
    const d = "tattoo artist in leith | 9 yrs | fineline + botanical";
    expect(extractProfile(d).numbers.map((n) => n.text)).toContain("9 yrs of experience");
    expect(share(allBios(d), "9 yrs")).toBeGreaterThan(0.3);
    expect(extractProfile("Tattoo artist, 9 years in the trade.").numbers.map((n) => n.text)).toContain(
      "9 years in trade",
    );
  });
});
