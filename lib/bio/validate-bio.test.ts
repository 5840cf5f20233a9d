import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphemeLength } from "./graphemes";
import { PLATFORMS, PLATFORM_LIMITS } from "./types";
import { checkBio, cleanBio } from "./validate-bio";

const reasonOf = (bio: string, ...rest: [] | [Parameters<typeof checkBio>[2]]) => {
  const r = checkBio(bio, "instagram", ...rest);
  return r.ok ? "ok" : r.reason;
};

describe("checkBio", () => {
  it("accepts a well-formed bio", () => {
    expect(checkBio("UX designer at Swiggy ☕\n📍 Bengaluru\nDM for collabs 👇", "instagram")).toEqual({ ok: true });
    expect(checkBio("Chai > coffee. Fight me 😅", "tiktok")).toEqual({ ok: true });
    expect(checkBio("Emprendedora en Oaxaca · joyería artesanal ✨", "twitter")).toEqual({ ok: true });
  });

  it("counts the limit in graphemes, per platform", () => {
    const family = "👨‍👩‍👧".repeat(150);
    expect(family.length).toBeGreaterThan(150);
    expect(checkBio(family, "instagram")).toEqual({ ok: true });
    expect(reasonOf(`${family}!`)).toMatch(/too long: 151 of 150/);
    for (const platform of PLATFORMS) {
      const limit = PLATFORM_LIMITS[platform];
      expect(checkBio("a".repeat(limit), platform).ok).toBe(true);
      expect(checkBio("a".repeat(limit + 1), platform).ok).toBe(false);
    }
  });

  it("rejects empty bios and leftovers", () => {
    expect(reasonOf("")).toBe("empty bio");
    expect(reasonOf("   \n ")).toBe("empty bio");
    for (const bad of [
      "Hi {{name}}",
      "Designer {role}",
      "Designer undefined",
      "null and void",
      "[object Object] fan",
      "Hello [name]",
      "NaN followers",
      "${role} here",
    ]) {
      expect(reasonOf(bad), bad).toMatch(/^leftover/);
    }
  });

  it("rejects formatting faults", () => {
    for (const bad of [
      "Two  spaces",
      " leading",
      "trailing ",
      "Hello ,world",
      "Wait,, what",
      "Ends with,",
      "Ends with and",
      "Line\n\n\n\nbreaks",
      ", starts badly",
      "a illustrator",
      "an designer",
      "the the end",
      "Empty () here",
    ]) {
      expect(reasonOf(bad), bad).toMatch(/^formatting/);
    }
    expect(reasonOf("Ellipsis… and dots...")).toBe("ok");
    expect(reasonOf("A UX designer and an SEO nerd")).toBe("ok");
    expect(reasonOf("A one-liner for an hour")).toBe("ok");
  });

  it("reads a capitalised A or An after a capitalised word as part of a name", () => {
    expect(reasonOf("Timelapse photographer | Hội An lanterns")).toBe("ok");
    expect(reasonOf("Street food in Hoi An")).toBe("ok");
    expect(reasonOf("I am an designer")).toBe("formatting: wrong article");
    expect(reasonOf("Follow. An designer at heart")).toBe("formatting: wrong article");
    expect(reasonOf("Coffee and")).toBe("formatting: a line ending on a connector");
    expect(reasonOf("Coffee, And")).toBe("formatting: a line ending on a connector");
  });

  it("rejects markup and control characters", () => {
    expect(reasonOf("<b>Chef</b> in Goa")).toBe("HTML markup");
    expect(reasonOf("Chef &amp; writer")).toBe("HTML markup");
    expect(reasonOf("Chef\u0000 in Goa")).toBe("control characters");
    expect(reasonOf("Chef \u202ein Goa")).toBe("control characters");
  });

  it("rejects contact details unless allowed", () => {
    for (const bio of [
      "Mail me: priya@design.co",
      "Portfolio: https://priya.design",
      "www.shaadiframes.in",
      "See priya.design/work",
    ]) {
      expect(reasonOf(bio), bio).toMatch(/contact details/);
      expect(reasonOf(bio, { allowContact: true }), bio).toBe("ok");
    }
    // A phone number is personal data, asked for or not.
    expect(reasonOf("Call +91 98765 43210")).toMatch(/contact details/);
    expect(reasonOf("Call +91 98765 43210", { allowContact: true })).toMatch(/phone number/);
    expect(cleanBio("Bookings: 07700 900 123 or hi@vans.co", "instagram", { allowContact: true })).not.toMatch(/\d{3}/);
    expect(reasonOf("Class of 2019-2023, B.Tech and B.Com")).toBe("ok");
  });

  it("rejects profanity and slurs, disguised or not", () => {
    for (const bad of ["Best fucking baker", "no bullsh1t", "f*ck it", "total chutiya"])
      expect(reasonOf(bad), bad).toBe("blocked word");
    expect(reasonOf("Scunthorpe's finest baker")).toBe("ok");
  });
});

describe("cleanBio", () => {
  it("repairs what can be repaired", () => {
    expect(cleanBio("  Designer  at   Swiggy ,  Bengaluru  ", "instagram")).toBe("Designer at Swiggy, Bengaluru");
    expect(cleanBio("Hi {{name}}! <b>Chef</b> in Goa", "instagram")).toBe("Hi! Chef in Goa");
    expect(cleanBio("Chef in Goa\n\n\n\nDM me", "instagram")).toBe("Chef in Goa\n\nDM me");
    expect(cleanBio("Email me at x@y.com for collabs", "instagram")).toBe("Email me for collabs");
    expect(cleanBio("Email me at x@y.com", "instagram", { allowContact: true })).toBe("Email me at x@y.com");
  });

  it("cuts to the limit at a word boundary without a dangling connector", () => {
    const long =
      "Designer and illustrator who loves coffee and long walks and building things for people with care and";
    const cut = cleanBio(long, "tiktok");
    expect(graphemeLength(cut)).toBeLessThanOrEqual(80);
    expect(cut).not.toMatch(/\b(?:and|with|for)$/);
    expect(long.startsWith(cut)).toBe(true);
  });

  it("returns either a valid bio or nothing, for any input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), fc.constantFrom(...PLATFORMS), (input, platform) => {
        const out = cleanBio(input, platform);
        expect(out === "" || checkBio(out, platform).ok).toBe(true);
      }),
      { numRuns: 400 },
    );
    const tricky = fc.array(
      fc.constantFrom(
        "Chef",
        " ",
        "  ",
        ",",
        ".",
        "..",
        "\n",
        "{{x}}",
        "undefined",
        "<i>",
        "&amp;",
        "a",
        "an",
        "and",
        "x@y.com",
        "😅",
        "fuck",
        "the",
        "—",
        "|",
      ),
      { maxLength: 50 },
    );
    fc.assert(
      fc.property(tricky, fc.constantFrom(...PLATFORMS), (parts, platform) => {
        const out = cleanBio(parts.join(""), platform);
        expect(out === "" || checkBio(out, platform).ok).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});
