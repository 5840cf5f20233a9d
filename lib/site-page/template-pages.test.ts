import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/http/html";
import { samplePreview } from "@/lib/templates/preview";
import type { TemplateDto } from "@/lib/templates/types";
import { renderCategoryPage, renderGalleryNotFound, renderGalleryPage } from "./template-pages";
import { galleryCategory } from "@/lib/templates/gallery";

const origin = "https://biostudio.app";
const t = (id: string, category: string, over: Partial<TemplateDto> = {}): TemplateDto =>
  ({
    id,
    name: `Template ${id}`,
    description: `About ${id}`,
    category,
    isPremium: false,
    tone: "casual",
    tags: ["tag"],
    template: "{{name}} makes <things> & more",
    placeholders: ["name"],
    ...over,
  }) as TemplateDto;

const catalogue = [
  t("f1", "fitness"),
  t("f2", "fitness", { isPremium: true, name: "Gym Pro" }),
  t("b1", "business", { name: "Shop Opening" }),
];
const cards = (body: string) => body.match(/data-testid="gallery-card"/g)?.length ?? 0;

describe("the template gallery without the framework", () => {
  const page = renderGalleryPage(catalogue, "", origin);

  it("shows one template per category with a link to all of them, and the category tiles", () => {
    expect(page).toContain("<h1>Bio templates</h1>");
    expect(page).toContain("3 hand-written bio templates in 2 categories, 2 of them free.");
    expect(cards(page)).toBe(2);
    expect(page).toContain('href="/instagram/templates/fitness">All 2 Fitness templates</a>');
    expect(page).toContain('aria-label="Template categories"');
    expect(page).toContain('<link rel="canonical" href="https://biostudio.app/instagram/templates" />');
    expect(page).toContain('content="https://biostudio.app/instagram/templates/opengraph-image"');
  });

  it("answers a search with its results, not indexed, and says when nothing matches", () => {
    const found = renderGalleryPage(catalogue, "gym", origin);
    expect(found).toContain("1 template for “gym”");
    expect(cards(found)).toBe(1);
    expect(found).toContain('<meta name="robots" content="noindex, follow" />');
    const none = renderGalleryPage(catalogue, "zz-nothing", origin);
    expect(none).toContain("No templates found matching your criteria");
    expect(none).toContain('<a class="link" href="/instagram/templates">Show all templates</a>');
  });

  it("lets a template be used through sign-in, and shows its preview as text", () => {
    expect(page).toContain('aria-label="Use this template: Template f1"');
    expect(page).toMatch(/href="\/instagram\/login\?callbackUrl=[^"]*template%3Df1[^"]*"/);
    expect(page).toContain(escapeHtml(samplePreview("{{name}} makes <things> & more")));
    expect(page).not.toContain("<things>");
  });

  it("lists every template of a category, marks its tile and searches within it", () => {
    const fitness = galleryCategory("fitness")!;
    const body = renderCategoryPage(fitness, catalogue, "", origin);
    expect(cards(body)).toBe(2);
    expect(body).toContain("Premium");
    expect(body).toContain('href="/instagram/templates/fitness" aria-current="page"');
    expect(body).toContain(`<h1>${escapeHtml(fitness.name)} bio templates</h1>`);
    const searched = renderCategoryPage(fitness, catalogue, "shop", origin);
    expect(searched).toContain("0 templates for “shop”");
    expect(searched).toContain(`Show every ${escapeHtml(fitness.name)} template`);
  });

  it("keeps a searched word as text", () => {
    const body = renderGalleryPage(catalogue, '<img src=x onerror="alert(1)">', origin);
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("has a not-found page that is not indexed", () => {
    expect(renderGalleryNotFound()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});

describe("the visitor's theme on a page without the framework", () => {
  it("carries the chosen theme's class on <html>, and none for the system's", () => {
    expect(renderGalleryPage(catalogue, "", origin, "dark")).toContain('<html lang="en" class="dark">');
    expect(renderGalleryPage(catalogue, "", origin)).toMatch(/<html lang="en"\s*>/);
  });
});
