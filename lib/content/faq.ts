import { isFeatureLive, listInWords, type FeatureGate, type FeatureId } from "@/lib/config/features";
import { PLANS } from "@/lib/config/plans";
import { getRoute, type RouteId } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";
import { BUSINESS_CATEGORIES, PERSONAL_CATEGORIES } from "@/lib/templates/categories";

// The FAQ: seven categories of collapsible questions. Every number comes from
// the plans config or site facts. An answer that is about a feature is shown
// only while that feature's page is live (lib/config/features.ts), lists of
// tools name only live ones, and a category with nothing to say is left out.

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page that says more; shown only while it is live. */
  link?: { routeId: RouteId; label: string };
  /** The entry is about these features: it is shown only while all are live. */
  requires?: FeatureId[];
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const TONES = ["Professional", "Funny", "Motivational", "Mysterious", "Poetic", "Casual", "Bold", "Inspirational"];

function usd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The names of the live ones among `candidates`, in order. */
function liveNames(live: FeatureGate, candidates: [FeatureId, string][]): string[] {
  return candidates.filter(([feature]) => live(feature)).map(([, name]) => name);
}

export function faqCategories(live: FeatureGate = isFeatureLive): FaqCategory[] {
  return allCategories(live)
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => (entry.requires ?? []).every(live)),
    }))
    .filter((category) => category.entries.length > 0);
}

function allCategories(live: FeatureGate): FaqCategory[] {
  const free = PLANS.free;
  const premium = PLANS.premium;
  const l = free.limits;
  const quotaFree = liveNames(live, [
    ["templates", "the template gallery"],
    ["complianceChecker", "the compliance checker"],
    ["inspirationWheel", "the inspiration wheel"],
    ["emojiMood", "the emoji mood selector"],
    ["trendAnalyzer", "the trend analyzer"],
    ["microLearning", "micro-learning challenges (progress is kept only when you are signed in)"],
  ]);
  const metered = liveNames(live, [
    ["campaignBios", `campaign bios (${l.campaign} free generations a month)`],
    ["industryOptimizer", `the industry bio optimizer (${l.industry} free)`],
    ["brandVoice", `the brand voice generator (${l.brandVoice} free analyses)`],
    ["hashtagGenerator", `the industry hashtag generator (${l.hashtag} free)`],
  ]);
  const companions = [...metered, ...quotaFree.filter((name) => name !== "the template gallery")];

  return [
    {
      id: "getting-started",
      title: "Getting Started",
      entries: [
        {
          id: "what-is",
          question: `What is ${SITE.name}?`,
          answer: `${SITE.name} writes short social bios. Describe yourself in a few words, pick a tone and you get three bios that fit Instagram's ${SITE.bioLimit}-character limit, with templates, previews on four networks and share pages around them.`,
        },
        {
          id: "account",
          question: "Do I need an account?",
          answer: `Yes for the bio generator and every tool with a monthly allowance: a free account keeps your quota, saved bios and progress. Tools without a quota work without signing in: ${listInWords(quotaFree)}.`,
          link: { routeId: "login", label: "Create a free account" },
        },
        {
          id: "cost",
          question: "Is it free?",
          answer: `The ${free.name} plan costs nothing and includes ${l.bio} bio generations a month. ${premium.name} costs ${usd(premium.priceMonthlyUsd)} a month and removes every limit.`,
        },
        {
          id: "first-bio",
          question: "How do I write my first bio?",
          answer:
            "Sign in, type a few words about yourself in the generator (what you do, what you love, where you are), choose a tone and press Generate Bio. Copy the version you like best.",
          link: { routeId: "generator", label: "Open the generator" },
        },
      ],
    },
    {
      id: "ai-bio-generation",
      title: "AI Bio Generation",
      entries: [
        {
          id: "how",
          question: "How are the bios written?",
          answer:
            "A built-in writing engine composes every bio from your own words, with no account at any AI company needed. When the site is set up with an AI model, that model writes first; if it is slow or unavailable, the built-in engine answers instead, so you always get bios.",
        },
        {
          id: "variations",
          question: "How many bios do I get each time?",
          answer:
            "Three different versions every time: a line-broken layout, a one-liner and a tagline with a call to action. Generating again gives you three new ones.",
        },
        {
          id: "tones",
          question: "Which tones can I choose?",
          answer: `${TONES.length} tones: ${listInWords(TONES)}.`,
        },
        {
          id: "length",
          question: "Will my bio fit?",
          answer: `Yes. Instagram allows ${SITE.bioLimit} characters and every bio is counted the way the network counts it, emoji included, so nothing you paste is cut off.`,
        },
        {
          id: "quota",
          question: "How many bios can I generate for free?",
          answer: `${l.bio} generations per calendar month (UTC) on the ${free.name} plan; each gives three bios. The count starts again on the first of the month. ${premium.name} and Pro are unlimited.`,
        },
      ],
    },
    {
      id: "templates-features",
      title: "Templates & Features",
      entries: [
        {
          id: "templates",
          question: "What templates are there?",
          answer: `Hand-written templates in ${PERSONAL_CATEGORIES.length} personal categories (from fashion and food to students and artists) and ${BUSINESS_CATEGORIES.length} business categories. Fill in the blanks and the template becomes your bio, always within ${SITE.bioLimit} characters.`,
          link: { routeId: "templates", label: "Browse templates" },
        },
        {
          id: "premium-templates",
          question: "Are some templates premium?",
          answer: `Yes. ${free.name} accounts use the free templates and see a preview of the premium ones; ${premium.name} unlocks them all.`,
        },
        ...(companions.length > 0
          ? [
              {
                id: "tools",
                question: "Which companion tools are included?",
                answer: `${listInWords(companions).replace(/^./, (c) => c.toUpperCase())}.`,
              },
            ]
          : []),
        {
          id: "preview",
          question: "Can I see how my bio will look?",
          answer:
            "Yes. The social preview shows your bio on Instagram, TikTok, X and LinkedIn profiles, with your display name, username and avatar.",
        },
      ],
    },
    {
      id: "analytics-tracking",
      title: "Analytics & Tracking",
      entries: [
        {
          id: "bio-analytics",
          question: "Can I see how my bio performs?",
          answer: `${premium.name} includes analytics: views and clicks of your shared bios and links, A/B tests between two versions and links with UTM parameters.`,
          link: { routeId: "analytics", label: "Open analytics" },
          requires: ["analytics"],
        },
        {
          id: "what-we-track",
          question: `What does ${SITE.name} track about me?`,
          answer: `Only first-party usage counts (which pages and features are used), stored in our own database. There is no ad service. Third-party analytics stay off unless the site owner configures them.`,
          link: { routeId: "privacy-policy", label: "Read the privacy policy" },
        },
        {
          id: "export",
          question: "Can I export my data?",
          answer:
            live("analytics") && live("csvExport")
              ? `${premium.name} accounts can export analytics as CSV, and every account can download everything we hold about it.`
              : "Yes: every account can download everything we hold about it, as a ZIP of JSON and CSV files.",
          link: { routeId: "download", label: "Download your data" },
          requires: ["downloadData"],
        },
      ],
    },
    {
      id: "team-collaboration",
      title: "Team & Collaboration",
      entries: [
        {
          id: "team-size",
          question: "How many people can join my team?",
          answer: `Up to ${free.teamMembers ?? "unlimited"} members including you on the ${free.name} plan; ${premium.name} teams have ${premium.teamMembers === null ? "no limit" : `up to ${premium.teamMembers}`}.`,
          link: { routeId: "team-collaboration", label: "Open team collaboration" },
          requires: ["teams"],
        },
        {
          id: "roles",
          question: "Which roles are there?",
          answer:
            "Owner, admin, editor and viewer. Editors draft bios, admins and the owner approve them, viewers read along.",
          requires: ["teams"],
        },
        {
          id: "approval",
          question: "How does approval work?",
          answer:
            "A bio moves from draft to review to approved. Everyone on the team sees where each bio stands, so nothing is posted before it is approved.",
          requires: ["teams"],
        },
      ],
    },
    {
      id: "advanced-features",
      title: "Advanced Features",
      entries: [
        {
          id: "calendar",
          question: "Can I plan bio changes ahead?",
          answer:
            "Yes. The content calendar plans posts, stories, reels and campaigns up to 30 days ahead, suggests a bio for each and moves items from planned to scheduled to published.",
          link: { routeId: "content-calendar", label: "Open the content calendar" },
          requires: ["calendar"],
        },
        {
          id: "ecommerce",
          question: "Does it work with my online store?",
          answer:
            "Import your catalogue from a Shopify, WooCommerce or Etsy product export (CSV) and generate product-launch and promo bios and link-in-bio product links from it.",
          link: { routeId: "ecommerce-integration", label: "Open e-commerce integration" },
          requires: ["ecommerce", "campaignBios", "linkInBio"],
        },
        {
          id: "gamification",
          question: "What are streaks, XP and badges?",
          answer:
            "Every bio you generate, template you use and bio you share earns XP; using the app on consecutive days builds a streak; milestones unlock achievement badges. They are kept with your account, so they follow you across devices.",
          link: { routeId: "achievement-badges", label: "See the badges" },
          requires: ["achievements"],
        },
      ],
    },
    {
      id: "technical-support",
      title: "Technical & Support",
      entries: [
        {
          id: "devices",
          question: "Which devices are supported?",
          answer: `${SITE.name} works in any current browser on phones, tablets and computers, in light and dark mode.`,
        },
        {
          id: "password",
          question: "I forgot my password. What now?",
          answer: "Use 'Forgot password?' on the sign-in page. We email you a single-use link that works for one hour.",
          link: { routeId: "reset-password", label: "Reset your password" },
        },
        {
          id: "cancel",
          question: "How do I cancel or change my plan?",
          answer: `From your account settings. An expired ${premium.name} subscription falls back to the ${free.name} plan; your bios stay yours.`,
          link: { routeId: "subscription", label: "Open subscription settings" },
        },
        {
          id: "contact",
          question: "How do I reach support?",
          answer: `Send us a message with the contact form on this page and we'll reply by email. We are based in ${SITE.city}, ${SITE.country}.`,
        },
      ],
    },
  ];
}

/** A link of an entry, or null while its page is not built. */
export function faqLink(entry: FaqEntry): { href: string; label: string } | null {
  if (!entry.link) return null;
  const route = getRoute(entry.link.routeId);
  return route.live ? { href: route.path, label: entry.link.label } : null;
}
