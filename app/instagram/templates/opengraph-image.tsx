import { SITE } from "@/lib/config/site";
import { brandCard } from "@/lib/og/brand-card";
import { cachedPng, pngResponse } from "@/lib/og/render";
import { BUSINESS_CATEGORIES, PERSONAL_CATEGORIES } from "@/lib/templates/categories";

// The template gallery's link-preview image (1200×630 PNG), made at build time.

export const alt = `Bio templates for every niche – ${SITE.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  const categories = PERSONAL_CATEGORIES.length + BUSINESS_CATEGORIES.length;
  const png = await cachedPng("templates", () =>
    brandCard({
      headline: "Bio templates for every niche",
      subline: `${categories} personal and business categories. Fill in the blanks, preview and paste.`,
      sample: { label: "Food & Culinary", bio: "Home cook turned recipe creator 🍝\nNew dishes every Sunday 👩‍🍳" },
      chips: ["Fitness", "Travel", "Food", "Tech", "Business"],
    }),
  );
  return pngResponse(png);
}
