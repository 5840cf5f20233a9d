import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderPublicPage, type PublicPageView } from "./render-page";

const view: PublicPageView = {
  username: "maya",
  displayName: "Maya <script>alert(1)</script>",
  bio: 'Vegan baker in Pune 🍰\n"Orders" open',
  avatarUrl: "/api/avatars/abc123abc123?size=192",
  theme: "light",
  accent: null,
  socials: [{ kind: "instagram", href: "https://www.instagram.com/maya" }],
  links: [
    { id: "l1", title: "Order a cake", href: "/l/maya/l1" },
    { id: "l2", title: "Menu & prices", href: "/l/maya/l2" },
  ],
  canonicalUrl: "https://biostudio.app/l/maya",
  ogImageUrl: "https://biostudio.app/l/maya/opengraph-image",
  indexable: true,
  siteName: "BioStudio",
  homeUrl: "https://biostudio.app/instagram",
};

describe("the public link-in-bio page", () => {
  it("escapes everything the owner typed", () => {
    const { body } = renderPublicPage(view);
    expect(body).not.toContain("<script>");
    expect(body).toContain("Maya &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).toContain("&quot;Orders&quot; open");
    expect(body).toContain("Menu &amp; prices");
  });

  it("ships no script at all and links each button to its counting redirect", () => {
    const { body } = renderPublicPage(view);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+=/i);
    expect(body).toContain('<a href="/l/maya/l1" rel="noopener">Order a cake</a>');
  });

  it("gives the inline stylesheet's hash for the page's Content-Security-Policy", () => {
    const { body, styleSrc } = renderPublicPage(view);
    const css = /<style>([\s\S]*)<\/style>/.exec(body)?.[1] ?? "";
    expect(styleSrc).toBe(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
  });

  it("carries canonical, Open Graph and robots tags, and honours the owner's indexing choice", () => {
    const { body } = renderPublicPage(view);
    expect(body).toContain('<link rel="canonical" href="https://biostudio.app/l/maya" />');
    expect(body).toContain('<meta property="og:image" content="https://biostudio.app/l/maya/opengraph-image" />');
    expect(body).toContain('<meta name="robots" content="index, follow" />');
    expect(renderPublicPage({ ...view, indexable: false }).body).toContain('content="noindex, nofollow"');
  });

  it("shows an initial without an avatar and says so when there are no links", () => {
    const { body } = renderPublicPage({ ...view, avatarUrl: null, links: [], displayName: "émile" });
    expect(body).toContain('<div class="initial" aria-hidden="true">É</div>');
    expect(body).toContain("No links here yet.");
  });

  it("uses the accent for buttons with text that stays readable", () => {
    expect(renderPublicPage({ ...view, accent: "#fde047", theme: "dark" }).body).toContain(
      "--accent:#fde047;--on-accent:#111111",
    );
    const injected = renderPublicPage({ ...view, accent: "red}</style><script>x()</script>" }).body;
    expect(injected).not.toContain("<script>");
    expect(injected).toContain("--accent:#6d28d9");
  });
});
