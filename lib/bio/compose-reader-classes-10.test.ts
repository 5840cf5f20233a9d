// A tenth round of what a reader would notice: a school named in its own language or by its
// short form ("Universidad Nacional de Colombia", "Università degli Studi di Padova", "TU Delft",
// "the University of the West Indies") printed cut short or not at all, and a degree with its
// field ("PhD student in seismology", "chemistry master's student")
// printed as a bare "PhD student"; a relative's or a friend's job and town taken for the
// person's ("my mum is a school cook", "my cousin Darlene, who's a paralegal in Toledo"), "I'm now
// doing a bachelor's" not read as studying, and "grew up in …" printed as a feat; a school's name
// running on into its verb ("University of Bergen studies how"), a guesthouse's size, a town after
// "the old town of", and the paper an account speaks for ("account for The Riverbend Courier").
// The descriptions are written for these tests.

import { describe, expect, it } from "vitest";
import { extractProfile } from "@/lib/bio/extract";
import { biosAcross, share } from "@/tests/support/bios";

const allBios = (description: string) => biosAcross(description, { seed: (t, p) => 29 + t * 5 + p });

describe("reading: schools by their whole name, degrees with their field", () => {
  it("prints a school's whole name in its own language", () => {
    const colombia = allBios(
      "PhD student in seismology at Universidad Nacional de Colombia, fieldwork on Nevado del Ruiz.",
    );
    expect(share(colombia, "Universidad Nacional de Colombia")).toBeGreaterThan(0.4);
    const padova = allBios("Medicine at Università degli Studi di Padova, second year, rowing on weekends.");
    expect(share(padova, "Università degli Studi di Padova")).toBeGreaterThan(0.4);
    const indies = allBios("Third-year history student at the University of the West Indies, Mona campus.");
    expect(share(indies, "University of the West Indies")).toBeGreaterThan(0.4);
  });

  it("reads a school's short form with its town", () => {
    const bios = allBios("Chemistry master's student at TU Delft, originally from Porto.");
    expect(share(bios, "TU Delft")).toBeGreaterThan(0.4);
    expect(extractProfile("Research assistant at ETH Zürich, working on glaciers.").university).toBe("ETH Zürich");
  });

  it("keeps a degree's field as written", () => {
    expect(
      share(allBios("PhD student in seismology at Universidad Nacional de Colombia."), "PhD student in seismology"),
    ).toBeGreaterThan(0.6);
    expect(share(allBios("Chemistry master's student at TU Delft."), "Chemistry master's student")).toBeGreaterThan(
      0.6,
    );
    // The year is left out, so the school fits beside the field.
    expect(
      share(allBios("Third-year history student at the University of the West Indies."), "history student"),
    ).toBeGreaterThan(0.6);
  });

  it("reads no school or field where there is none", () => {
    expect(extractProfile("Little café on University Avenue in Saskatoon, open late.").university).toBeUndefined();
    expect(extractProfile("I'm a PhD student in the lab most nights.").roles[0]?.label).toBe("PhD student");
    expect(extractProfile("PhD student in Leeds, into climbing.").roles[0]?.label).toBe("PhD student");
  });
});

describe("reading: the people around the person are not the person", () => {
  it("never gives the person a relative's or a friend's job", () => {
    const bios = allBios("My dad is a bus driver and my sister works as a nurse. I'm a tattoo artist in Hull.");
    expect(
      extractProfile("My dad is a bus driver and my sister works as a nurse. I'm a tattoo artist in Hull.").roles.map(
        (r) => r.label,
      ),
    ).toEqual(["tattoo artist"]);
    for (const bio of bios) expect(bio).not.toMatch(/bus driver|nurse/i);
    expect(share(bios, "Tattoo artist")).toBeGreaterThan(0.5);
    expect(
      extractProfile("Our founder was a nurse; my mom as a caregiver taught me everything. I bake.").roles.map(
        (r) => r.label,
      ),
    ).not.toContain("caregiver");
  });

  it("never gives the person a friend's or a cousin's town, nor prints them", () => {
    const bios = allBios(
      "My best friend Kezia, who's a dentist in Swansea, talked me into it: I now run a dog grooming van in Neath.",
    );
    for (const bio of bios) expect(bio).not.toMatch(/Swansea|Kezia|dentist/);
    expect(share(bios, "Neath")).toBeGreaterThan(0.5);
    expect(
      extractProfile("My grandad opened a chip shop in Grimsby in 1971. I make furniture in Lincoln.").places[0],
    ).toBe("Lincoln");
    // Their own shop, started by family, is still where they are.
    expect(
      extractProfile("My uncle started this garage in Tema in 1988. I came back from Accra and now I run it.")
        .places[0],
    ).toBe("Tema");
    // "My husband and I": the person is in it too.
    expect(extractProfile("My husband and I run a bakery in Leeds.").places).toContain("Leeds");
  });

  it("reads 'I'm now doing a bachelor's' as studying, and 'grew up in' as no feat", () => {
    const bios = allBios(
      "I'm now doing a master's in public health at the University of Ghana, and I volunteer at a clinic on weekends.",
    );
    expect(share(bios, "University of Ghana")).toBeGreaterThan(0.4);
    expect(share(bios, "master's in public health")).toBeGreaterThan(0.3);
    // Nobody said "student": no bio says it for them.
    expect(share(bios, "student")).toBe(0);
    expect(extractProfile("Grew up in Tromsø, now a ski instructor in Hemsedal.").achievements).toEqual([]);
    expect(
      extractProfile("Did a year at a private university, then left. Now a welder in Ipswich.").university,
    ).toBeUndefined();
  });
});

describe("reading: names and sizes a reader would look for", () => {
  it("ends a school's name before its verb", () => {
    expect(extractProfile("Our lab at the University of Tromsø studies how reindeer sleep.").university).toBe(
      "University of Tromsø",
    );
    for (const bio of allBios("Our lab at the University of Tromsø studies how reindeer sleep."))
      expect(bio).not.toMatch(/studies how/i);
  });

  it("keeps a business's size and the town after 'the old town of'", () => {
    const text = "We run an 8-room guesthouse in the old town of Berat, breakfast from our own garden.";
    expect(extractProfile(text).ventures.map((v) => v.label)).toContain("8-room guesthouse");
    expect(extractProfile(text).places[0]).toBe("Berat");
    const bios = allBios(text);
    expect(share(bios, "8-room guesthouse")).toBeGreaterThan(0.3);
    expect(share(bios, "Berat")).toBeGreaterThan(0.5);
  });

  it("prints the name an account speaks for", () => {
    const text = "Newsroom account for The Harlan Ledger, a nonprofit weekly covering two counties of the Ozarks.";
    expect(extractProfile(text).ownBrand).toBe("The Harlan Ledger");
    expect(share(allBios(text), "The Harlan Ledger")).toBeGreaterThan(0.6);
  });
});
