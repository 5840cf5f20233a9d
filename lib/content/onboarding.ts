import { PLANS } from "@/lib/config/plans";
import { SITE } from "@/lib/config/site";

// The five onboarding slides (signed-out first visit; docs/product.md#guidance).

export interface OnboardingSlide {
  id: string;
  title: string;
  body: string;
  icon: "sparkles" | "wand" | "layout-template" | "eye" | "rocket";
}

export function onboardingSlides(): OnboardingSlide[] {
  return [
    {
      id: "welcome",
      title: `Welcome to ${SITE.name}`,
      body: "Your bio is the first thing people read. Let's write one that sounds like you, in seconds.",
      icon: "sparkles",
    },
    {
      id: "describe",
      title: "Describe yourself",
      body: "A few words are enough: what you do, what you love, where you are. We turn them into three ready-to-paste bios.",
      icon: "wand",
    },
    {
      id: "tone",
      title: "Pick a tone",
      body: "Eight tones, from professional to funny, poetic to bold. Try a few and keep the one that fits.",
      icon: "layout-template",
    },
    {
      id: "fit",
      title: "Always fits",
      body: `Every bio stays within Instagram's ${SITE.bioLimit} characters, emoji included, and you can preview it on Instagram, TikTok, X and LinkedIn.`,
      icon: "eye",
    },
    {
      id: "start",
      title: "Start for free",
      body: `A free account includes ${PLANS.free.limits.bio} bio generations a month. Create one and write your first bio now.`,
      icon: "rocket",
    },
  ];
}
