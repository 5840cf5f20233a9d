import type { Metadata } from "next";
import { SITE } from "@/lib/config/site";

// What a link preview shows for a shared bio (Open Graph and Twitter card). React and
// Next escape every value, so a bio with HTML or quotes stays text.

const MAX_DESCRIPTION = 200;

export function shareTitle(share: { tone: string; creator: { displayName: string } }): string {
  return `A ${share.tone} bio by ${share.creator.displayName}`;
}

export function shareDescription(bio: string): string {
  const flat = bio.replace(/\s*\n\s*/g, " · ").trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1)}…` : flat;
}

export function shareMetadata(
  share: { id: string; bio: string; tone: string; creator: { displayName: string } },
  path: string,
): Metadata {
  const title = shareTitle(share);
  const description = shareDescription(share.bio);
  return {
    title,
    description,
    alternates: { canonical: path },
    robots: { index: true, follow: true },
    openGraph: { title, description, url: path, siteName: SITE.name, type: "article" },
    twitter: { card: "summary_large_image", title, description },
  };
}
