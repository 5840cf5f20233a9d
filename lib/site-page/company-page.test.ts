import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { companyDocuments, jobsPage, privacyPolicy, type LegalDocument } from "@/lib/content/legal";
import { escapeHtml } from "@/lib/http/html";
import { SITE_PAGE_SCRIPT_SRC, SITE_PAGE_STYLE_SRC } from "./assets";
import { renderCompanyPage } from "./company-page";

const origin = "https://biostudio.app";
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inline = (tag: "style" | "script", body: string) =>
  [...body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1] ?? "");
const words = (body: string) =>
  (/<main id="main">([\s\S]*)<\/main>/.exec(body)?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean);

describe("a company page without the framework", () => {
  const page = renderCompanyPage(privacyPolicy, "/privacy-policy", origin);

  it("says the whole document: title, date, every section with its list, and a table of contents", () => {
    expect(page).toContain("<h1>Privacy Policy</h1>");
    expect(page).toMatch(/Last updated \d{1,2} \w+ 2026/);
    for (const s of privacyPolicy.sections) {
      expect(page).toContain(`<section id="${s.id}">`);
      expect(page).toContain(`<a href="#${s.id}">`);
      for (const item of s.list ?? []) expect(page).toContain(escapeHtml(item));
    }
    expect(words(page).length).toBeGreaterThan(500);
    expect(page).toContain("Bengaluru");
  });

  it("shows the trail home and unfurls at its canonical address", () => {
    expect(page).toContain('<a href="/instagram">Home</a>');
    expect(page).toContain('<span aria-current="page">Privacy Policy</span>');
    expect(page).toContain(`<link rel="canonical" href="${origin}/privacy-policy" />`);
    expect(page).toContain('<meta property="og:title" content="Privacy Policy" />');
    expect(page).toContain('<meta name="robots" content="index, follow" />');
    expect(page).toContain("<title>Privacy Policy</title>");
  });

  it("lists every opening on the jobs page with a way to apply", () => {
    const jobs = renderCompanyPage(jobsPage, "/jobs", origin);
    for (const job of jobsPage.openings ?? []) {
      expect(jobs).toContain(`<article class="job" id="${job.id}">`);
      expect(jobs).toContain(`mailto:jobs@biostudio.app?subject=${encodeURIComponent(job.title)}`);
    }
  });

  it("keeps the document's words as text", () => {
    const doc: LegalDocument = { ...privacyPolicy, intro: 'We say "hi" <script>alert(1)</script> & mean it' };
    const body = renderCompanyPage(doc, "/privacy-policy", origin);
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(body).toContain("We say &quot;hi&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; mean it");
  });

  it("runs only the inline style and scripts its Content-Security-Policy names, on every company page", () => {
    for (const doc of companyDocuments) {
      const body = renderCompanyPage(doc, `/${doc.slug}`, origin);
      const styles = inline("style", body);
      expect(styles).toHaveLength(1);
      expect(SITE_PAGE_STYLE_SRC).toBe(hash(styles[0]!));
      expect(SITE_PAGE_SCRIPT_SRC.split(" ").sort()).toEqual(inline("script", body).map(hash).sort());
      expect(body).not.toMatch(/<script[^>]+src=|\son[a-z]+=/i);
    }
  });
});
