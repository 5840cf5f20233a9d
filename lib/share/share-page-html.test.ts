import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { routesIn } from "@/lib/config/routes";
import { SITE_PAGE_SCRIPT_SRC, SITE_PAGE_STYLE_SRC } from "@/lib/site-page/assets";
import { renderShareNotFound, renderSharePage, type SharePageView } from "./share-page-html";

const share: SharePageView = {
  id: "aZjPQGJe3DIoos0h",
  bio: 'Chai-fuelled designer 🌿\n"Less, but better" <script>alert(1)</script>',
  tone: "bold",
  createdAt: new Date("2026-11-03T10:00:00Z"),
  creator: { displayName: 'Ria "Quotes" & Co', username: "ria", avatarId: "av1" },
};
const page = renderSharePage(share, "https://biostudio.app");

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inline = (tag: "style" | "script", body: string) =>
  [...body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1] ?? "");

describe("the share page's HTML", () => {
  it("keeps the creator's and the bio's text as text", () => {
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("<h1>Ria &quot;Quotes&quot; &amp; Co</h1>");
    expect(page).toContain("@ria · shared a bio made with BioStudio");
    expect(page).toContain('<img src="/api/avatars/av1" alt="" width="56" height="56" />');
    expect(page).toContain('<time datetime="2026-11-03T10:00:00.000Z">Nov 3, 2026</time>');
  });

  it("unfurls as a bold bio by its creator, at its canonical address", () => {
    const url = "https://biostudio.app/instagram/share/aZjPQGJe3DIoos0h";
    expect(page).toContain(`<link rel="canonical" href="${url}" />`);
    expect(page).toContain('<meta property="og:title" content="A bold bio by Ria &quot;Quotes&quot; &amp; Co" />');
    expect(page).toContain(`<meta property="og:image" content="${url}/opengraph-image" />`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain(
      '<meta property="og:description" content="Chai-fuelled designer 🌿 · &quot;Less, but better&quot; &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
  });

  it("runs only the inline style and scripts its Content-Security-Policy names", () => {
    for (const body of [page, renderShareNotFound()]) {
      const styles = inline("style", body);
      const scripts = inline("script", body);
      expect(styles).toHaveLength(1);
      expect(scripts).toHaveLength(2);
      expect(SITE_PAGE_STYLE_SRC).toBe(hash(styles[0]!));
      expect(SITE_PAGE_SCRIPT_SRC.split(" ").sort()).toEqual(scripts.map(hash).sort());
      expect(body).not.toMatch(/<script[^>]+src=|\son[a-z]+=/i);
    }
  });

  it("links the site's live pages in its header and footer, and the generator from its call to action", () => {
    for (const route of [...routesIn("primary"), ...routesIn("footer-product"), ...routesIn("footer-company")]) {
      expect(page).toContain(`href="${route.path}"`);
    }
    expect(page).toContain('<a class="button" href="/instagram#generator">Make your own bio</a>');
    expect(page).toContain('aria-label="Toggle theme"');
  });

  it("says plainly when a share is not there, and keeps search engines away", () => {
    const missing = renderShareNotFound();
    expect(missing).toContain("This shared bio is not here");
    expect(missing).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(missing).not.toContain("og:title");
  });
});
