"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { countPage, pageVariants, queueEvent, recordFeatureUse, trackEvent } from "@/lib/analytics/page-analytics";

// Page events (docs/product.md#tracking) for every page: 'Page Load' at once, 'Content
// Engagement' after 2 s, 'Feature Discovery' after 5 s, with the page's name,
// category and variants. A page passes its own variants with a
// `data-page-variants="A,B"` attribute. Clicks on elements marked
// `data-track-event` are recorded too, so server-rendered links need no client code.

function pageCategory(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "instagram")) return "home";
  return segments.at(-1) ?? "home";
}

function onTrackedClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track-event]") : null;
  if (!target) return;
  const { trackEvent: name, trackCategory = "general", trackLabel = "", trackFeature } = target.dataset;
  if (trackFeature) recordFeatureUse(trackFeature, "click", trackLabel || trackFeature);
  if (name === "template_viewed" || name === "feature_used" || name === "bio_generated") {
    if (!(trackFeature && name === "feature_used")) trackEvent(name, { category: trackCategory, label: trackLabel });
  }
}

export function PageTracker() {
  const pathname = usePathname();

  useEffect(() => {
    document.addEventListener("click", onTrackedClick, { capture: true });
    return () => document.removeEventListener("click", onTrackedClick, { capture: true });
  }, []);

  useEffect(() => {
    const passed =
      document
        .querySelector<HTMLElement>("[data-page-variants]")
        ?.dataset.pageVariants?.split(",")
        .map((v) => v.trim()) ?? [];
    const base = {
      path: pathname,
      category: pageCategory(pathname),
      label: document.title,
    };
    const metadata = {
      variants: pageVariants(passed).join(","),
      view: window.matchMedia("(max-width: 767px)").matches ? "Mobile View" : "Desktop View",
      pageCount: countPage(),
      referrer: document.referrer ? new URL(document.referrer).pathname.slice(0, 200) : null,
    };
    queueEvent({ name: "Page Load", ...base, metadata });
    const engaged = setTimeout(() => queueEvent({ name: "Content Engagement", ...base, value: 2 }), 2000);
    const discovered = setTimeout(() => queueEvent({ name: "Feature Discovery", ...base, value: 5 }), 5000);
    return () => {
      clearTimeout(engaged);
      clearTimeout(discovered);
    };
  }, [pathname]);

  return null;
}
