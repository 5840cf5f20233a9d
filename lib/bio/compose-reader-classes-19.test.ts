import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { buildFacts } from "./compose/facts";
import { extractProfile } from "./extract";

// A nineteenth round: two titles joined by a slash at the start ("tiler / plasterer"), said as
// written; a business named in a sentence that opens with "Today"; a city someone moved to "for
// another three years" and left; a pastime said after "outside of work", which is no title when
// the person runs something; "Co." before a comma, which ends no sentence; and a relative's clause
// longer than a line, none of it the person's. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 73 + t * 7 + p });
const leadOf = (d: string) => buildFacts(extractProfile(d)).lead;

describe("a life story told to its end", () => {
  const story =
    "I grew up in Kandy. My mother was a nurse at the general hospital, my father drove a bus between Kandy and Nuwara Eliya for thirty years, and my cousin is a dentist in Perth, which the whole family brings up at every wedding. I studied hotel management, worked in Colombo for five years, and then moved to Doha for another three years as a sous-chef. In 2020 I came home. Today Cloudline Spice is a small organic spice garden near Matale, selling cinnamon and cardamom to customers in 12 countries. Outside of work, I coach under-10s cricket.";

  it("names the business said after 'Today', in the town it is in, and no title from a pastime", () => {
    const p = extractProfile(story);
    expect(p.ownBrand).toBe("Cloudline Spice");
    expect(p.places[0]).toBe("Matale");
    expect(p.roles.map((r) => r.label)).not.toContain("coach");
    const bios = allBios(story);
    expect(share(bios, "Cloudline Spice")).toBeGreaterThan(0.5);
    for (const bio of bios) expect(bio).not.toMatch(/📍\s*(?:Doha|Perth)|\bcoach\b|in Perth/i);
  });

  it("keeps a pastime's title when it is all the person says", () => {
    expect(extractProfile("On weekends I coach kids' football in Hull.").roles.map((r) => r.label)).toContain("coach");
  });

  it("reads 'Co.' before a comma as part of the name, and the sentence goes on", () => {
    const d =
      "I was a banker in Leeds for ten years. In 2018 I came home to Wales. These days we run Gower Salt Co., a sea salt works in Port Eynon.";
    expect(extractProfile(d).places[0]).toBe("Port Eynon");
  });
});

describe("two titles joined by a slash", () => {
  it("says them as written", () => {
    const d = "tiler / plasterer 🧱 kitchens, bathrooms, wet rooms | swansea | 11 yrs";
    expect(leadOf(d)).toMatch(/^Tiler \/ plasterer/);
    expect(share(allBios(d), "tiler / plasterer")).toBeGreaterThan(0.4);
    expect(leadOf("baker/cake artist from Nottingham, 3k orders")).toMatch(/^Baker\/cake artist from Nottingham/);
  });
});

describe("who is who in a student's story", () => {
  it("leads with a PhD said with its school, and no title from 'native-speaker volunteers'", () => {
    const d =
      "PhD in marine ecology at the University of Tasmania in Hobart. I study kelp forests with a team of very patient diver volunteers. Two Nature papers so far.";
    expect(leadOf(d)).toBe("PhD in marine ecology at the University of Tasmania in Hobart");
    expect(extractProfile(d).roles.map((r) => r.label)).not.toContain("diver");
  });

  it("reads no title from somebody else in the story, and no brand from a plain word written in lowercase", () => {
    const d =
      "I grew up in Mwanza, where my uncle repairs boat engines. I stayed in school because a librarian kept lending me books. Now I'm in my fourth year of law at the University of Dar es Salaam.";
    const p = extractProfile(d);
    expect(p.roles.map((r) => r.label)).not.toContain("librarian");
    expect(p.brands).not.toContain("boAt");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/librarian|boAt|boat engines/i);
    expect(leadOf(d)).toBe("Fourth year of law at the University of Dar es Salaam");
  });

  it("leads with a now-clause that names two fields of study", () => {
    const d =
      "I come from Chittagong and spent my childhood at the port. Now I'm a third-year naval architecture and ocean engineering student at IIT Madras.";
    expect(leadOf(d)).toMatch(/^Third-year naval architecture and ocean engineering student/);
  });
});

describe("a business started 'and started', a pastime at weekends, and what a person makes", () => {
  it("names a business started after 'I came home and started', and no title from a weekend pastime", () => {
    const d =
      "I did my apprenticeship in Dundee and worked on the rigs for years. In 2011 I came home and started Baird Electrical with one van. Now we're a team of six in Perth, and we've wired more than 900 homes. Weekends I coach a junior rugby team, badly.";
    const p = extractProfile(d);
    expect(p.ownBrand).toBe("Baird Electrical");
    expect(p.roles.map((r) => r.label)).not.toContain("coach");
    expect(share(allBios(d), "Baird Electrical")).toBeGreaterThan(0.5);
  });

  it("leads with what someone makes when they name no title, and drops the jobs they left and their dad's", () => {
    const d =
      "i make pottery vids in the finger lakes 🏺 ~40k subs on yt. used to work at a garden centre. dads a dentist. stay muddy";
    expect(leadOf(d)).toBe("Making pottery vids in the finger lakes");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/garden centre|dentist/i);
  });
});

describe("studying, said in the language the person studies in", () => {
  it("leads with it, ordinals and all", () => {
    expect(leadOf("Studuju architekturu na VUT v Brně, 3. ročník. Part-time barista at a café in Brno.")).toBe(
      "Studuju architekturu na VUT v Brně",
    );
    expect(leadOf("Étudiante en droit à l'Université Lyon 3. I run a small vintage page on weekends.")).toMatch(
      /^Étudiante en droit/,
    );
    const polish = "Studentka 2. roku farmacji na UMP w Poznaniu 💊 I tutor chemistry on weekends.";
    expect(leadOf(polish)).toBe("Studentka 2. roku farmacji na UMP w Poznaniu");
    for (const bio of allBios(polish)) expect(bio).not.toMatch(/2\. Roku/);
  });
});

describe("a team's count and placing, and a long lead on TikTok", () => {
  it("reads no title from 'runner-up' or from 'one coach' in a team's count", () => {
    const d =
      "Amateur Rocket League team from Tampere. Three players, one coach, no sleep. Finnish Open runner-up 2024.";
    expect(extractProfile(d).roles.map((r) => r.label)).toEqual([]);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\brunners?\b(?!-)|(?<!one )\bcoach(?:es)?\b/i);
  });

  it("keeps a long lead on TikTok up to a natural break", () => {
    const bios = biosAcross("Family-run Hakka noodle shop in Kuala Lumpur's Pudu district since 1986.", {
      seed: (t, p) => 73 + t * 7 + p,
    });
    expect(share(bios, "Family-run Hakka noodle shop")).toBeGreaterThan(0.9);
  });
});

describe("where a team is, when its alumni are elsewhere now", () => {
  it("reads a sentence about the alumni's now as theirs, and the place said first as the team's", () => {
    const d =
      "Girls' netball club in Mitchells Plain training 120 players aged 8 to 16. Three of our alumni now play in the league and one is at a university in Australia. Run by volunteers.";
    expect(extractProfile(d).places[0]).toBe("Mitchells Plain");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/📍\s*Australia|based in Australia|Australia-based/i);
  });
});

describe("a short form's point inside the sentence about now", () => {
  it("reads 'St. John's' inside the sentence about now as where the team is", () => {
    const d =
      "The society began in a church hall in Toronto in 1978. Several of our founders now live in Vancouver. Today we're the Harbour Folk Society in St. John's, Newfoundland, with 140 members.";
    expect(extractProfile(d).places[0]).toBe("St. John's, Newfoundland");
  });
});
