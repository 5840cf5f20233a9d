import { getRoute, type RouteId } from "@/lib/config/routes";
import { PLANS } from "@/lib/config/plans";
import { SITE } from "@/lib/config/site";

// The tutorial of spec §2/§4 with the step fields of §3. A step links to its
// page only while that page is live; until then it explains without a link.

export interface TutorialStep {
  id: string;
  title: string;
  description: string;
  /** The label of the step's action (when its page is live). */
  actionLabel: string;
  /** Where the action goes: set only when the page exists. */
  route?: string;
  /** A selector on the home page the step is about. */
  highlight?: string;
  tips: string[];
}

interface StepSource extends Omit<TutorialStep, "route"> {
  routeId?: RouteId;
}

function sources(): StepSource[] {
  const free = PLANS.free;
  return [
    {
      id: "welcome",
      title: `Welcome to ${SITE.name}`,
      description: `${SITE.name} turns a few words about you into social bios that fit: three versions each time, sized for Instagram's ${SITE.bioLimit} characters. This tour of the app takes about two minutes.`,
      actionLabel: "Start writing",
      routeId: "generator",
      tips: [
        "You can leave at any time; the Tutorial button brings you back.",
        "Everything here works on your phone too.",
      ],
    },
    {
      id: "bio-generator",
      title: "Generate your bio",
      description:
        "Describe yourself in a sentence or two (what you do, what you love, where you are), choose one of eight tones and press Generate Bio.",
      actionLabel: "Open the generator",
      routeId: "generator",
      highlight: "#generator",
      tips: [
        "Specific words make better bios: 'vegan baker in Pune' beats 'I like food'.",
        `The ${free.name} plan includes ${free.limits.bio} generations a month, three bios each.`,
        "Regenerate for three fresh versions.",
      ],
    },
    {
      id: "templates",
      title: "Start from a template",
      description:
        "Hand-written templates for personal niches and businesses. Pick one, fill in its blanks and it becomes your bio.",
      actionLabel: "Browse templates",
      routeId: "templates",
      highlight: "#categories",
      tips: ["Search by name or tag.", "Premium templates show a preview before you upgrade."],
    },
    {
      id: "hashtag-generator",
      title: "Find the right hashtags",
      description: "The industry hashtag generator suggests hashtags that people in your field actually follow.",
      actionLabel: "Open the hashtag generator",
      routeId: "industry-hashtag-generator",
      tips: [
        `${free.limits.hashtag} free hashtag generations a month.`,
        "Five to ten focused hashtags work better than thirty.",
      ],
    },
    {
      id: "analytics",
      title: "See what works",
      description:
        "Analytics count views and clicks of your shared bios and links, compare two versions in an A/B test and tag links with UTM parameters.",
      actionLabel: "Open analytics",
      routeId: "analytics",
      tips: ["Share a bio to start collecting views.", "Give an A/B test a week before you decide."],
    },
    {
      id: "content-calendar",
      title: "Plan ahead",
      description:
        "The content calendar plans posts, stories, reels and campaigns for the next 30 days and suggests a bio for each.",
      actionLabel: "Open the content calendar",
      routeId: "content-calendar",
      tips: ["Move items from planned to scheduled to published as you go."],
    },
    {
      id: "team-collaboration",
      title: "Work as a team",
      description:
        "Invite teammates as admins, editors or viewers. Bios move from draft to review to approved before anyone posts them.",
      actionLabel: "Open team collaboration",
      routeId: "team-collaboration",
      tips: [
        `Up to ${free.teamMembers ?? "unlimited"} members on the ${free.name} plan; unlimited on ${PLANS.premium.name}.`,
      ],
    },
    {
      id: "ecommerce",
      title: "Sell from your bio",
      description:
        "Import your Shopify, WooCommerce or Etsy catalog from its product export and write launch and promo bios with product links.",
      actionLabel: "Open e-commerce integration",
      routeId: "ecommerce-integration",
      tips: ["Export products as CSV from your store's admin, then upload the file here."],
    },
  ];
}

export function tutorialSteps(): TutorialStep[] {
  return sources().map(({ routeId, ...step }) => {
    const route = routeId ? getRoute(routeId) : undefined;
    return route?.live ? { ...step, route: route.path } : step;
  });
}
