import { isFeatureLive, type FeatureGate, type FeatureId } from "@/lib/config/features";
import { getRoute, type RouteId } from "@/lib/config/routes";
import { PLANS } from "@/lib/config/plans";
import { SITE } from "@/lib/config/site";

// The tutorial: eight steps. The pool below is in order of importance; the
// tutorial takes the first eight whose feature is live, so it never walks a
// person through a page that does not exist, and a tool that goes live takes
// its place without another edit.

export const TUTORIAL_LENGTH = 8;

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
  /** What the step is about: it is in the tutorial only while all of these are live. */
  requires: FeatureId[];
}

function sources(): StepSource[] {
  const free = PLANS.free;
  return [
    {
      id: "welcome",
      requires: ["generator"],
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
      requires: ["generator"],
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
      requires: ["templates"],
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
      requires: ["hashtagGenerator"],
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
      requires: ["analytics"],
      title: "See what works",
      description:
        "Analytics count views and clicks of your shared bios and links, compare two versions in an A/B test and tag links with UTM parameters.",
      actionLabel: "Open analytics",
      routeId: "analytics",
      tips: ["Shared bios start collecting views at once.", "Give an A/B test a week before you decide."],
    },
    {
      id: "content-calendar",
      requires: ["calendar"],
      title: "Plan ahead",
      description:
        "The content calendar plans posts, stories, reels and campaigns for the next 30 days and suggests a bio for each.",
      actionLabel: "Open the content calendar",
      routeId: "content-calendar",
      tips: ["Move items from planned to scheduled to published as you go."],
    },
    {
      id: "team-collaboration",
      requires: ["teams"],
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
      requires: ["ecommerce", "campaignBios", "linkInBio"],
      title: "Sell from your bio",
      description:
        "Import your Shopify, WooCommerce or Etsy catalogue from its product export and write launch and promo bios with product links.",
      actionLabel: "Open e-commerce integration",
      routeId: "ecommerce-integration",
      tips: ["Export products as CSV from your store's admin, then upload the file here."],
    },
    {
      id: "preview",
      requires: ["generator"],
      title: "See it before you paste it",
      description:
        "The Preview tab shows each bio on Instagram, TikTok, X and LinkedIn profiles, with your name and avatar, so you know how it reads before you paste it.",
      actionLabel: "Open the generator",
      routeId: "generator",
      highlight: "#generator",
      tips: ["Each network has its own limit; the counter under every bio shows how much room is left."],
    },
    {
      id: "share",
      requires: ["share"],
      title: "Share a bio",
      description:
        "Share any generated bio as its own page with a preview image, so friends or clients can read it and give you their opinion.",
      actionLabel: "Open the generator",
      routeId: "generator",
      tips: ["Shared pages look good when pasted into chats and posts.", "Sharing earns XP."],
    },
    {
      id: "achievements",
      requires: ["achievements"],
      title: "Earn badges",
      description:
        "Generating, using templates and sharing earn XP and unlock achievement badges. They are kept with your account, on every device.",
      actionLabel: "See the badges",
      routeId: "achievement-badges",
      tips: ["Your level and next badge show on your progress page."],
    },
    {
      id: "streak",
      requires: ["achievements"],
      title: "Keep a streak",
      description:
        "Use the app on consecutive days to build a streak; the streak tracker shows it with a heat map of active days.",
      actionLabel: "Open the streak tracker",
      routeId: "streak-tracker",
      tips: ["One bio a day keeps the streak going."],
    },
    {
      id: "micro-learning",
      requires: ["microLearning"],
      title: "Learn in two minutes",
      description: "Short micro-learning challenges teach what makes a bio work, one idea at a time.",
      actionLabel: "Start a challenge",
      routeId: "micro-learning-challenges",
      tips: ["Your progress is kept when you are signed in."],
    },
  ];
}

export function tutorialSteps(live: FeatureGate = isFeatureLive): TutorialStep[] {
  const steps = sources().filter((step) => step.requires.every(live));
  return steps.slice(0, TUTORIAL_LENGTH).map(({ routeId, requires: _requires, ...step }) => {
    const route = routeId ? getRoute(routeId) : undefined;
    return route?.live ? { ...step, route: route.path } : step;
  });
}
