import { SITE } from "@/lib/config/site";
import { brandCard } from "@/lib/og/brand-card";
import { cachedPng, pngResponse } from "@/lib/og/render";

// The home page's link-preview image (1200×630 PNG), made at build time.

export const alt = `${SITE.name}: ${SITE.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  const png = await cachedPng("home", () =>
    brandCard({
      headline: SITE.tagline,
      subline: "Describe yourself, pick a tone, get three bios ready for Instagram, TikTok, X and LinkedIn.",
      sample: {
        label: "Motivational tone",
        bio: "Chasing sunrises & deadlines ☀️\nBuilding a brand one post at a time 🚀",
      },
      chips: ["8 tones", "Templates", "Free to start"],
    }),
  );
  return pngResponse(png);
}
