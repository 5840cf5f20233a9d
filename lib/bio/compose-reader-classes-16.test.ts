import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";

// A sixteenth round: the niche of a title said after a word about how the person works ("a
// full-time travel vlogger") or as two fields ("fitness and nutrition"); a role's word in the name
// of a society; a town written before "-based" (not a platform: "WhatsApp-based"); and a country
// that is part of a company's name ("Air Canada"), which is no place of the person's. The
// descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 61 + t * 7 + p });
const roleLabels = (d: string) => extractProfile(d).roles.map((r) => r.label);
const places = (d: string) => extractProfile(d).places;

describe("a title's niche", () => {
  it("keeps the niche after 'full-time', 'part-time' or 'little'", () => {
    expect(roleLabels("I'm a full-time travel vlogger, 90k on YouTube, based in Lisbon.")).toContain("travel vlogger");
    expect(roleLabels("I'm a part-time wedding photographer in Kent.")).toContain("wedding photographer");
  });

  it("keeps two fields joined by 'and'", () => {
    expect(roleLabels("I'm a fitness and nutrition coach in Dubai.")).toContain("fitness and nutrition coach");
    const bios = allBios("I'm a comedy and gaming streamer from Sheffield with 40k followers on Twitch.");
    expect(share(bios, "comedy and gaming streamer")).toBeGreaterThan(0.3);
  });

  it("reads no role from the name of a society the person is in", () => {
    const d = "PhD student in marine biology at the University of Otago. I'm in the Korean student association.";
    expect(roleLabels(d)).not.toContain("korean student");
    expect(roleLabels("Nurse in Leeds, secretary of the local nurses society.")).toContain("nurse");
  });

  it("still reads no niche from words about somebody else or a former job", () => {
    expect(roleLabels("Proud mom and nurse in Ohio.")).not.toContain("mom and nurse");
    expect(roleLabels("I'm a former travel agent, now a baker in Leeds.")).not.toContain("former travel agent");
  });
});

describe("places said another way", () => {
  it("reads a town written before '-based'", () => {
    expect(places("Poznań-based illustrator drawing cats, 12k followers")).toContain("Poznań");
    expect(places("We're a Swindon-based web agency of 6.")).toContain("Swindon");
    const bios = allBios("Kraków-based tattoo artist, fine line and blackwork, 9 years.");
    expect(share(bios, "Kraków")).toBeGreaterThan(0.5);
  });

  it("reads no place from what a thing is made of", () => {
    expect(places("Plant-based chef cooking for events in Leeds.")).toEqual(["Leeds"]);
    expect(places("Cloud-based bookkeeping, all remote.")).toEqual([]);
    expect(places("A WhatsApp-based tutoring service for farmers' kids in Nakuru.")).toEqual(["Nakuru"]);
    expect(places("Etsy-based candle shop, all hand-poured in Bendigo.")).toEqual(["Bendigo"]);
  });

  it("reads no country from a company's name", () => {
    const d = "Food YouTuber, brand work with Singapore Airlines and Air Canada. Based in Brisbane.";
    expect(places(d)).toEqual(["Brisbane"]);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\b(?:Canada|Singapore)\b(?! Airlines)(?<!Air Canada)/);
  });
});
