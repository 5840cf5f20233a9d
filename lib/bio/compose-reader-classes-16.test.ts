import { describe, expect, it } from "vitest";
import { biosAcross, share } from "@/tests/support/bios";
import { extractProfile } from "./extract";
import { matchLexicon } from "./extract/match-lexicon";

// A sixteenth round: the niche of a title said after a word about how the person works ("a
// full-time travel vlogger") or as two fields ("fitness and nutrition"); a role's word in the name
// of a society; "I'm in my second year of mechanical engineering" said inside a clause; a title in
// a language the lexicon does not read, cut before its setting ("w szkole"); a foreign word that
// folds near an English short form ("přes" is no "PR"); "We're hiring", which is no product; a
// town written before "-based" (not a platform: "WhatsApp-based"); the town of the people a
// service is for ("for cafés in Galway") or of what a team runs ("running floating libraries in
// Mwanza"); a ranking's scope ("placed 3rd in Africa"), which is no home; an Irish county written
// "Co. Clare"; and a country that is part of a company's name ("Air Canada", "Maybelline
// Philippines"), which is no place of the person's. The descriptions are written for these tests.

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 61 + t * 7 + p });
const roleLabels = (d: string) => extractProfile(d).roles.map((r) => r.label);
const places = (d: string) => extractProfile(d).places;

describe("a title's niche", () => {
  it("keeps the niche after 'full-time', 'part-time' or 'little'", () => {
    expect(roleLabels("I'm a full-time travel vlogger, 90k on YouTube, based in Lisbon.")).toContain("travel vlogger");
    expect(roleLabels("I'm a part-time wedding photographer in Kent.")).toContain("wedding photographer");
    // "bio" before a student's title is biology, not the bio being written.
    expect(roleLabels("bio student @ qub 🧬 belfast")).toContain("bio student");
    expect(roleLabels("Write my bio: teacher in Leeds")).toEqual(["teacher"]);
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

describe("a student who says the year and the field, not the word", () => {
  it("leads with the year, the field and the school as written", () => {
    const bios = allBios(
      "Ok so I'm 20 and I'm in my second year of mechanical engineering at Wits. Grew up in Polokwane, I tutor maths on weekends.",
    );
    expect(share(bios, "second year of mechanical engineering")).toBeGreaterThan(0.5);
    for (const bio of bios) expect(bio).not.toMatch(/\bstudent\b/i);
  });
});

describe("words of another language and a team's news", () => {
  it("reads no English interest from a foreign word that folds near one", () => {
    const interests = extractProfile("Jsme tým v Ostravě, naše hra má přes 2 miliony stažení.").interests;
    expect(interests.map((i) => i.label)).not.toContain("public relations");
    // A two-letter short form's plural is still read.
    const dj = matchLexicon("Booking DJs for weddings in Cardiff").matches.map((m) => m.entry.label);
    expect(dj).toContain("DJ");
  });

  it("leads with the first words of a title written in a language the lexicon does not read", () => {
    const bios = allBios(
      "Nauczycielka angielskiego w szkole podstawowej w Gdańsku 📚 Po godzinach biegam maratony, and I post my running playlists.",
    );
    expect(share(bios, "Nauczycielka angielskiego")).toBeGreaterThan(0.5);
    for (const bio of bios) expect(bio).not.toMatch(/angielskiego w(?![\p{L}])/u);
  });

  it("never sells what a team says it is doing ('We're hiring')", () => {
    const d = "Somos un equipo de 5 en Rosario y hacemos apps para clubes de fútbol. We're hiring Flutter devs!";
    expect(extractProfile(d).offers).not.toContain("we're hiring Flutter devs");
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\b(?:make|sell|offer)s?\s+we['’]re/i);
  });
});

describe("places said another way", () => {
  it("reads a town written before '-based'", () => {
    expect(places("Poznań-based illustrator drawing cats, 12k followers")).toContain("Poznań");
    expect(places("We're a Swindon-based web agency of 6.")).toContain("Swindon");
    const bios = allBios("Kraków-based tattoo artist, fine line and blackwork, 9 years.");
    expect(share(bios, "Kraków")).toBeGreaterThan(0.5);
  });

  it("reads the town of the people a service is for as where it works", () => {
    const d = "Bookkeeper for cafés and small shops in Galway. 12 years, 140 clients.";
    expect(places(d)).toEqual(["Galway"]);
    expect(share(allBios(d), "Galway")).toBeGreaterThan(0.5);
    // An audience said of a creator is still not their home.
    expect(places("Cooking YouTuber from Accra, most of my viewers are people in Canada.")).toEqual(["Accra"]);
  });

  it("reads the town of the schools or cafés a team runs as its own", () => {
    const d =
      "We are Kisiwa Reads, a charity running floating libraries in Mwanza, Tanzania. Our founder trained in Nairobi.";
    expect(places(d)[0]).toBe("Mwanza, Tanzania");
    expect(places("We own two cafés in Leith and a bakery.")).toEqual(["Leith"]);
    // What a roaster sells to cafés elsewhere is still not home.
    expect(places("I sell to cafés in Leeds from my roastery in Otley.")).toEqual(["Otley"]);
  });

  it("reads no home from a ranking's scope", () => {
    const d = "Chemical engineering student at UNILAG in Lagos. Our robotics team placed 3rd in Africa last year.";
    expect(places(d)).toEqual(["Lagos"]);
    expect(places("Top 10 in the UK for latte art, barista in Bristol.")).toEqual(["Bristol"]);
  });

  it("reads no place from what a thing is made of", () => {
    expect(places("Plant-based chef cooking for events in Leeds.")).toEqual(["Leeds"]);
    expect(places("Cloud-based bookkeeping, all remote.")).toEqual([]);
    expect(places("A WhatsApp-based tutoring service for farmers' kids in Nakuru.")).toEqual(["Nakuru"]);
    expect(places("Etsy-based candle shop, all hand-poured in Bendigo.")).toEqual(["Bendigo"]);
  });

  it("keeps an Irish county written 'Co.' with its town", () => {
    expect(places("Sheepdog trainer outside Clifden, Co. Galway, 20 years.")).toEqual(["Clifden, Co. Galway"]);
    const bios = allBios("Vet in Ennis, Co. Clare, farm and small animals.");
    for (const bio of bios) expect(bio).not.toMatch(/Co(?!\. Clare)\b/);
  });

  it("reads no country from a brand's branch the person worked with", () => {
    expect(places("Lash artist in Quezon City, collab with Maybelline Philippines and Happy Skin.")).toEqual([
      "Quezon City",
    ]);
    expect(places("Stylist, worked with Zara Mexico. Based in Guadalajara.")).toEqual(["Guadalajara"]);
  });

  it("reads no country from a company's name", () => {
    const d = "Food YouTuber, brand work with Singapore Airlines and Air Canada. Based in Brisbane.";
    expect(places(d)).toEqual(["Brisbane"]);
    for (const bio of allBios(d)) expect(bio).not.toMatch(/\b(?:Canada|Singapore)\b(?! Airlines)(?<!Air Canada)/);
  });
});
