// A tenth round of what a reader would notice: a school named in its own language or by its
// short form ("Universidad Nacional de Colombia", "Università degli Studi di Padova", "TU Delft",
// "the University of the West Indies") printed cut short or not at all, and a degree with its
// field ("PhD student in seismology", "chemistry master's student")
// printed as a bare "PhD student". The descriptions are written for these tests.

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
