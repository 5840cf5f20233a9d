import { describe, expect, it } from "vitest";
import { SITE } from "../config/site";
import {
  aboutPage,
  companyDocuments,
  getCompanyDocument,
  jobsPage,
  privacyPolicy,
  termsAndConditions,
  type LegalDocument,
} from "./legal";

/** Every piece of visible text in a document, in reading order. */
function textsOf(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.description,
    doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
    ...(doc.openings ?? []).flatMap((o) => [
      o.title,
      o.team,
      o.location,
      o.type,
      o.summary,
      ...o.responsibilities,
      ...o.requirements,
    ]),
  ];
}

function wordCount(doc: LegalDocument): number {
  return textsOf(doc).join(" ").split(/\s+/).filter(Boolean).length;
}

const docs: [string, LegalDocument][] = [
  ["terms and conditions", termsAndConditions],
  ["privacy policy", privacyPolicy],
  ["about page", aboutPage],
  ["jobs page", jobsPage],
];

describe.each(docs)("%s", (_name, doc) => {
  const texts = textsOf(doc);
  const all = texts.join("\n");

  it("has a title, a description, an intro and sections", () => {
    expect(doc.title.trim()).not.toBe("");
    expect(doc.description.trim()).not.toBe("");
    expect(doc.intro.trim()).not.toBe("");
    expect(doc.sections.length).toBeGreaterThan(0);
  });

  it("is dated with a real calendar day, written as an ISO date", () => {
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${doc.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updated);
  });

  it("gives every section a unique kebab-case id, a heading and some text", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(section.heading.trim()).not.toBe("");
      expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it("contains no placeholders or filler", () => {
    expect(all).not.toContain("[");
    expect(all).not.toContain("]");
    expect(all).not.toMatch(/lorem/i);
    expect(all).not.toMatch(/TODO|TBD|FIXME/);
    expect(all).not.toMatch(/\{\{|\}\}/);
    expect(all).not.toContain("example.com");
  });

  it("is plain text: no HTML and no markdown syntax", () => {
    expect(all).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(all).not.toMatch(/\*\*|__|`|^#{1,6}\s|\]\(/m);
    for (const text of texts) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/^[-*+]\s/);
    }
  });

  it("mentions Bengaluru", () => {
    expect(all).toContain("Bengaluru");
  });

  it("uses only the company's own email addresses", () => {
    const known = new Set<string>(Object.values(SITE.emails));
    const found = all.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    for (const email of found) expect(known).toContain(email);
  });

  it("is between 800 and 2,000 words", () => {
    const words = wordCount(doc);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(2000);
  });
});

describe("terms and privacy", () => {
  it.each([termsAndConditions, privacyPolicy])("$title has at least 8 sections", (doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
  });

  it("keeps plan numbers out of the terms: allowances are shown on the pricing and account pages", () => {
    const terms = textsOf(termsAndConditions).join(" ");
    expect(terms).toContain("as shown on the pricing page and in your account");
    expect(terms).not.toMatch(/\d+\s+(free\s+)?(bio\s+)?generations/i);
    expect(terms).not.toMatch(/\$\s?\d/);
  });

  it("names Indian law and the courts of Bengaluru in the terms", () => {
    const terms = textsOf(termsAndConditions).join(" ");
    expect(terms).toContain("laws of India");
    expect(terms).toContain("courts at Bengaluru");
    expect(terms).toContain(SITE.emails.legal);
    expect(terms).toContain("Bengaluru, Karnataka 560001, India");
  });

  it("gives the privacy contact and the DPDP grievance route", () => {
    const privacy = textsOf(privacyPolicy).join(" ");
    expect(privacy).toContain(SITE.emails.privacy);
    expect(privacy).toContain("Grievance Officer");
    expect(privacy).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy).toContain("Argon2id");
  });
});

describe("jobs page", () => {
  it("lists three openings with unique ids and full details", () => {
    const openings = jobsPage.openings ?? [];
    expect(openings).toHaveLength(3);
    expect(new Set(openings.map((o) => o.id)).size).toBe(3);
    for (const opening of openings) {
      expect(opening.title.trim()).not.toBe("");
      expect(opening.summary.trim()).not.toBe("");
      expect(opening.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(opening.requirements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("says how to apply and invents no salaries", () => {
    const all = textsOf(jobsPage).join(" ");
    expect(all).toContain(SITE.emails.jobs);
    expect(all).not.toMatch(/₹|\bINR\b|\bLPA\b|lakh|crore|salary of|\$\s?\d/i);
  });
});

describe("companyDocuments", () => {
  it("holds the four pages with unique slugs that match their routes", () => {
    expect(companyDocuments.map((d) => d.slug).sort()).toEqual([
      "about",
      "jobs",
      "privacy-policy",
      "terms-and-conditions",
    ]);
  });

  it("finds a document by slug", () => {
    expect(getCompanyDocument("privacy-policy")).toBe(privacyPolicy);
    expect(getCompanyDocument("missing")).toBeUndefined();
  });
});
