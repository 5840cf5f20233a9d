import { getRoute, type RouteId } from "./routes";

// The features the product advertises (plan cards, FAQ answers, the tutorial,
// the tour, Stripe Checkout), each tied to the pages that deliver it. Copy
// names a feature only while one of its pages is live, so nothing is promised
// or sold before it works. `mentions` are the words that name the feature in
// copy: a test reads every advertised text with them and fails when a
// non-live feature is named.

export interface Feature {
  /** The pages that deliver the feature; it is live when any of them is. */
  routes: readonly RouteId[];
  mentions: readonly RegExp[];
}

export const FEATURES = {
  generator: { routes: ["generator"], mentions: [/bio generator/i] },
  templates: { routes: ["templates"], mentions: [/templates?\b/i] },
  share: { routes: ["share"], mentions: [/share (a|your) bio/i] },
  achievements: { routes: ["achievement-badges"], mentions: [/achievement badges?/i] },
  microLearning: { routes: ["micro-learning-challenges"], mentions: [/micro-learning/i] },
  downloadData: { routes: ["download"], mentions: [/download everything/i] },
  campaignBios: {
    routes: ["campaign-bio-generator", "seasonal-campaigns", "product-launch", "promo-bios"],
    mentions: [/campaign (bios?|generations?)/i, /seasonal campaigns?/i, /product[- ]launch/i, /promo bios?/i],
  },
  industryOptimizer: { routes: ["industry-bio-optimizer"], mentions: [/industry (bio )?optimi[sz]/i] },
  brandVoice: { routes: ["brand-voice-generator"], mentions: [/brand voice/i] },
  hashtagGenerator: { routes: ["industry-hashtag-generator"], mentions: [/hashtag generat/i] },
  analytics: {
    routes: ["analytics"],
    mentions: [/analytics(?! stay off)(?! cookies)/i, /A\/B test/i, /UTM/, /views and clicks/i],
  },
  csvExport: { routes: ["analytics"], mentions: [/\bCSV export|export(s)? analytics/i] },
  linkInBio: { routes: ["link-in-bio"], mentions: [/link[- ]in[- ]bio/i] },
  calendar: { routes: ["content-calendar"], mentions: [/content calendar/i, /plan (bio changes|posts) ahead/i] },
  teams: {
    routes: ["team-collaboration"],
    mentions: [/team members?/i, /\bteams?\b(?! of)/i, /draft to review to approved/i],
  },
  ecommerce: {
    routes: ["ecommerce-integration"],
    mentions: [/e-?commerce/i, /Shopify|WooCommerce|Etsy/i, /online store/i],
  },
  complianceChecker: { routes: ["bio-compliance"], mentions: [/compliance checker/i] },
  inspirationWheel: { routes: ["bio-inspiration-wheel"], mentions: [/inspiration wheel/i] },
  emojiMood: { routes: ["emoji-mood-selector"], mentions: [/emoji mood/i] },
  trendAnalyzer: { routes: ["instant-trend-analyzer"], mentions: [/trend analy[sz]er/i] },
  bioAnalyzer: { routes: ["bio-analyzer"], mentions: [/bio analy[sz]er/i] },
  workflowTemplates: { routes: ["shareable-workflow-templates"], mentions: [/workflow templates?/i] },
} satisfies Record<string, Feature>;

export type FeatureId = keyof typeof FEATURES;

/** Decides whether a feature may be named; tests pass their own to see every branch of the copy. */
export type FeatureGate = (feature: FeatureId) => boolean;

/** Live when one of the feature's pages is live in the route registry. */
export const isFeatureLive: FeatureGate = (feature) => FEATURES[feature].routes.some((id) => getRoute(id).live);

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The features a text names (by their `mentions`), for the test that keeps copy honest. */
export function featuresNamedIn(text: string): FeatureId[] {
  return (Object.keys(FEATURES) as FeatureId[]).filter((id) =>
    FEATURES[id].mentions.some((pattern) => pattern.test(text)),
  );
}
