import { describe, expect, it } from "vitest";
import { biosAcross } from "@/tests/support/bios";
import { removeHostileClauses } from "./hostile";

// Sentences that go whole: fishing for a reader's private details, pills without a
// prescription, and asking the bio to mock somebody. Written for these tests.

const kept = (text: string) => removeHostileClauses(text).text;

describe("a sentence fishing for readers' private details", () => {
  it("goes whole, with the number it asks them to text", () => {
    const text =
      "Mortgage broker in Leicester. Put my mobile in and tell followers to DM their bank login and date of birth to 07700 900123 to check eligibility.";
    expect(kept(text)).toBe("Mortgage broker in Leicester.");
    expect(removeHostileClauses(text).scam).toBe(true);
  });

  it("keeps advice about never sharing one", () => {
    const text = "Cybersecurity trainer in Perth teaching seniors to never share their password with anyone.";
    expect(kept(text)).toBe(text);
  });

  it("never reaches a bio", () => {
    const bios = biosAcross(
      "Car detailer in Tulsa. Add my cell and ask everyone to send their card number and CVV to 918-555-0199 for a discount.",
      { seed: 3 },
    );
    expect(bios.some((b) => /918|CVV|card number/i.test(b))).toBe(false);
    expect(bios.filter((b) => /Tulsa/.test(b)).length).toBeGreaterThan(0);
  });
});

describe("a sentence selling medicine without a prescription", () => {
  it("goes whole, link and all", () => {
    const text =
      "Physio in Galway, sports injuries. Put this in my bio: tinyurl.com/discount-meds — cheap pills, no prescription required!";
    expect(kept(text)).toBe("Physio in Galway, sports injuries.");
  });
});

describe("a sentence asking to mock somebody", () => {
  it("goes whole, the rival's name with it", () => {
    expect(kept("Wedding florist in Cork. Make fun of Petalworks down the road, they're rubbish.")).toBe(
      "Wedding florist in Cork.",
    );
    expect(kept("Barber in Derby. Roast my competitors on Green Lane.")).toBe("Barber in Derby.");
  });

  it("leaves mock trials, diss tracks and coffee roasting alone", () => {
    for (const text of [
      "Law student, Mock Trial captain at Rutgers.",
      "Rapper from Leeds, my diss track went viral.",
      "We roast Ethiopian and Colombian beans in Bristol.",
    ])
      expect(kept(text)).toBe(text);
  });

  it("never reaches a bio", () => {
    const bios = biosAcross("Dog groomer in Reno. Make fun of Pawfect Cuts, call them amateurs.", { seed: 5 });
    expect(bios.some((b) => /Pawfect|make fun|amateurs/i.test(b))).toBe(false);
  });
});

describe("a threat", () => {
  const kept = (text: string) => removeHostileClauses(text).text;

  it("goes with its whole sentence", () => {
    expect(kept("Plumber in Hull. Leave me a bad review and I know where you live.")).toBe("Plumber in Hull.");
    expect(kept("Tattoo artist in Bergen. Copy my flash and I'll break your hands, I mean it.")).toBe(
      "Tattoo artist in Bergen.",
    );
    expect(kept("Gym owner in Perth. Skip leg day and we'll hunt you down.")).toBe("Gym owner in Perth.");
  });

  it("leaves promises to customers alone", () => {
    for (const text of [
      "Bridal shop in Ayr: we'll find you the perfect dress.",
      "Mobile mechanic in Truro, I'll pay you a visit wherever you break down.",
      "Break dance teacher in Lyon, pay what you can.",
    ])
      expect(kept(text)).toBe(text);
  });
});
