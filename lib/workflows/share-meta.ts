import type { Metadata } from "next";
import { SITE } from "@/lib/config/site";

// What a link preview shows for a shared workflow: its title and progress, nothing about its owner.

export function sharedWorkflowMetadata(
  shared: { title: string; templateName: string; doneCount: number; steps: readonly unknown[] },
  path: string,
): Metadata {
  const title = `${shared.title}: a ${shared.templateName.toLowerCase()} workflow`;
  const description = `${shared.doneCount} of ${shared.steps.length} steps done. A workflow shared with ${SITE.name}.`;
  return {
    title,
    description,
    alternates: { canonical: path },
    robots: { index: false, follow: false },
    openGraph: { title, description, url: path, siteName: SITE.name, type: "article" },
    twitter: { card: "summary_large_image", title, description },
  };
}
