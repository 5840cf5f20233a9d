// The registry of every page and tool the product has or will have (docs/architecture.md).
// Navigation, breadcrumbs, titles, redirects and the sitemap all read it, so a
// page is described once. A page that is not built yet stays `live: false`:
// it is hidden from navigation, and its aliases do not redirect (an alias goes
// live with the page it points to).
//
// Keep this file free of "@/" imports: next.config.ts reads it too.

export type NavPlacement = "primary" | "business" | "secondary" | "footer-product" | "footer-company";

export type IconName =
  | "home"
  | "sparkles"
  | "megaphone"
  | "calendar-days"
  | "rocket"
  | "badge-percent"
  | "shopping-bag"
  | "calendar"
  | "bar-chart"
  | "scan-search"
  | "link"
  | "disc"
  | "shield-check"
  | "mic"
  | "briefcase"
  | "hash"
  | "trending-up"
  | "users"
  | "flame"
  | "party-popper"
  | "smile"
  | "workflow"
  | "award"
  | "graduation-cap"
  | "book-open"
  | "layout-template"
  | "user"
  | "settings"
  | "lock"
  | "download"
  | "file-text"
  | "info"
  | "mail"
  | "share";

export interface RouteEntry {
  id: string;
  /** Canonical path (no query). */
  path: string;
  /** Short label for menus and breadcrumbs. */
  label: string;
  /** One sentence for cards, meta descriptions and the sitemap. */
  description: string;
  icon: IconName;
  /** Built and reachable. Only live pages are linked, redirected to and listed. */
  live: boolean;
  /** Unprefixed or legacy paths that answer with a permanent redirect here. */
  aliases?: string[];
  /** Where the page is linked from. */
  nav?: NavPlacement[];
  /** Parent in the breadcrumb trail (an id); Home is implied. */
  parent?: string;
  /** Public and worth indexing (appears in the sitemap). */
  indexable?: boolean;
  /** A tool of the product (shown as a feature card on the home page). */
  tool?: boolean;
  /**
   * Who may see it. "user" and "admin": signed-out visitors are sent to the sign-in page
   * (lib/auth/require-viewer.ts, and proxy.ts before the page runs). "optional": personal
   * to whoever is signed in, with a sign-in prompt for the others. Any of the three keeps
   * the page out of search engines.
   */
  auth?: "user" | "admin" | "optional";
}

const P = "/instagram";

export const ROUTES = [
  {
    id: "home",
    path: P,
    label: "Home",
    description: "Write your social bio in seconds: describe yourself, pick a tone, get three bios ready to paste.",
    icon: "home",
    live: true,
    aliases: ["/"],
    nav: ["primary"],
    indexable: true,
  },
  {
    id: "generator",
    path: `${P}#generator`,
    label: "Bio Generator",
    description: "Describe yourself, pick one of 8 tones and get three bios for Instagram, TikTok, X and LinkedIn.",
    icon: "sparkles",
    live: true,
    aliases: ["/bio-generator"],
    nav: ["primary", "footer-product"],
  },
  {
    id: "about-section",
    path: `${P}#about`,
    label: "About",
    description: "What BioStudio does and how.",
    icon: "info",
    live: true,
    nav: ["primary"],
  },
  {
    id: "contact-section",
    path: `${P}#contact`,
    label: "Contact",
    description: "Send us a message.",
    icon: "mail",
    live: true,
    nav: ["primary", "footer-product"],
  },

  // The header's Business dropdown
  {
    id: "campaign-bio-generator",
    path: `${P}/campaign-bio-generator`,
    label: "Campaign Bio Generator",
    description:
      "Bios for a sale, a sign-up drive, an event or a message: your offer, your dates and your call to action.",
    icon: "megaphone",
    live: true,
    aliases: ["/campaign-bio-generator", "/campaign-bio"],
    nav: ["business"],
    tool: true,
    auth: "user",
  },
  {
    id: "seasonal-campaigns",
    path: `${P}/seasonal-campaigns`,
    label: "Seasonal Campaigns",
    description:
      "Festivals, holidays and shopping days coming up, from Diwali to Black Friday, with campaign ideas and bios for each.",
    icon: "calendar-days",
    live: true,
    nav: ["business"],
    tool: true,
    auth: "user",
  },
  {
    id: "product-launch",
    path: `${P}/product-launch`,
    label: "Product Launch",
    description: "Launch-day bios that point people to what is new.",
    icon: "rocket",
    live: true,
    nav: ["business"],
    tool: true,
    auth: "user",
  },
  {
    id: "promo-bios",
    path: `${P}/promo-bios`,
    label: "Promo Bios",
    description: "Short promotional bios for sales and offers.",
    icon: "badge-percent",
    live: true,
    nav: ["business"],
    tool: true,
    auth: "user",
  },
  {
    id: "ecommerce-integration",
    path: `${P}/ecommerce-integration`,
    label: "E-commerce Integration",
    description: "Import your Shopify, WooCommerce or Etsy catalogue and write product bios.",
    icon: "shopping-bag",
    live: true,
    aliases: ["/ecommerce-integration"],
    nav: ["business", "secondary"],
    tool: true,
    auth: "user",
  },
  {
    id: "content-calendar",
    path: `${P}/content-calendar`,
    label: "Content Calendar",
    description: "Plan posts, stories and reels up to 30 days ahead.",
    icon: "calendar",
    live: true,
    aliases: ["/content-calendar"],
    nav: ["business"],
    tool: true,
    auth: "user",
  },
  {
    id: "content-calendar-advanced",
    path: `${P}/content-calendar-advanced`,
    label: "Advanced Calendar",
    description: "Week and month views, filters, bulk rescheduling and duplicates for your content plan.",
    icon: "calendar",
    live: true,
    parent: "content-calendar",
    auth: "user",
  },

  // Second header row
  {
    id: "analytics",
    path: `${P}/analytics`,
    label: "Analytics",
    description: "Views, clicks and conversions of your bios and links, counted honestly.",
    icon: "bar-chart",
    live: true,
    aliases: ["/analytics", "/bio-performance"],
    nav: ["secondary", "footer-product"],
    tool: true,
    auth: "user",
  },
  {
    id: "bio-analyzer",
    path: `${P}/bio-analyzer`,
    label: "Bio Analyzer",
    description: "Score any bio for creativity, clarity and engagement.",
    icon: "scan-search",
    live: true,
    aliases: ["/bio-analyzer"],
    nav: ["secondary", "footer-product"],
    tool: true,
    indexable: true,
  },
  {
    id: "link-in-bio",
    path: `${P}/link-in-bio`,
    label: "Link in Bio",
    description: "One link for everything you share, with first-party click analytics.",
    icon: "link",
    live: true,
    aliases: ["/link-in-bio", `${P}/link-in-bio-manager`],
    nav: ["secondary"],
    tool: true,
    auth: "user",
  },
  {
    id: "link-in-bio-ab-test",
    path: `${P}/link-in-bio/ab-test`,
    label: "A/B test",
    description: "Test two to four bios against each other and keep the one that brings more people through.",
    icon: "link",
    live: true,
    parent: "link-in-bio",
    auth: "user",
  },
  {
    id: "bio-inspiration-wheel",
    path: `${P}/bio-inspiration-wheel`,
    label: "Inspiration Wheel",
    description: "Spin for a fresh angle across 8 categories.",
    icon: "disc",
    live: true,
    aliases: ["/bio-inspiration-wheel", "/inspiration-wheel"],
    nav: ["secondary"],
    tool: true,
    indexable: true,
  },

  // Companion tools
  {
    id: "bio-compliance",
    path: `${P}/bio-compliance`,
    label: "Bio Compliance Checker",
    description: "Check a bio against 8 platform rules before you post it.",
    icon: "shield-check",
    live: true,
    aliases: ["/bio-compliance"],
    nav: ["footer-product"],
    tool: true,
    indexable: true,
  },
  {
    id: "brand-voice-generator",
    path: `${P}/brand-voice-generator`,
    label: "Brand Voice Generator",
    description: "Find the voice of your brand and write in it.",
    icon: "mic",
    live: true,
    aliases: ["/brand-voice-generator", "/brand-voice"],
    nav: ["footer-product"],
    tool: true,
    auth: "user",
  },
  {
    id: "industry-bio-optimizer",
    path: `${P}/industry-bio-optimizer`,
    label: "Industry Bio Optimizer",
    description: "Tune a bio for your industry's keywords and expectations.",
    icon: "briefcase",
    live: true,
    aliases: ["/industry-bio-optimizer", "/industry-bio"],
    tool: true,
    auth: "user",
  },
  {
    id: "industry-hashtag-generator",
    path: `${P}/industry-hashtag-generator`,
    label: "Industry Hashtag Generator",
    description: "Hashtags that fit your industry and audience.",
    icon: "hash",
    live: true,
    aliases: ["/industry-hashtag-generator"],
    nav: ["footer-product"],
    tool: true,
    auth: "user",
  },
  {
    id: "instant-trend-analyzer",
    path: `${P}/instant-trend-analyzer`,
    label: "Trend Analyzer",
    description: "Rising keywords, tones and hashtags from real recent bios.",
    icon: "trending-up",
    live: true,
    aliases: ["/instant-trend-analyzer"],
    tool: true,
    indexable: true,
  },
  {
    id: "team-collaboration",
    path: `${P}/team-collaboration`,
    label: "Team Collaboration",
    description: "Draft, review and approve bios together.",
    icon: "users",
    live: true,
    aliases: ["/team-collaboration"],
    nav: ["footer-product"],
    tool: true,
    auth: "user",
  },
  {
    id: "team-join",
    path: `${P}/team-collaboration/join`,
    label: "Join a Team",
    description: "Accept or decline an invitation to a team.",
    icon: "users",
    live: true,
    parent: "team-collaboration",
    auth: "user",
  },
  {
    id: "streak-tracker",
    path: `${P}/streak-tracker`,
    label: "Streak Tracker",
    description: "Your streak, XP and a heat map of active days.",
    icon: "flame",
    live: true,
    aliases: ["/streak-tracker"],
    tool: true,
    auth: "optional",
  },
  {
    id: "milestone-demo",
    path: `${P}/milestone-demo`,
    label: "Milestone Celebrations",
    description: "See the celebrations you unlock as you go.",
    icon: "party-popper",
    live: true,
    aliases: ["/milestone-demo"],
    tool: true,
  },
  {
    id: "emoji-mood-selector",
    path: `${P}/emoji-mood-selector`,
    label: "Emoji Mood Selector",
    description: "Pick a mood, get emoji that match it.",
    icon: "smile",
    live: true,
    aliases: ["/emoji-mood-selector", "/mood-selector"],
    tool: true,
    indexable: true,
  },
  {
    id: "shareable-workflow-templates",
    path: `${P}/shareable-workflow-templates`,
    label: "Workflow Templates",
    description: "Five ready workflows for launches, campaigns and more.",
    icon: "workflow",
    live: true,
    aliases: ["/shareable-workflow-templates", "/workflow-templates"],
    tool: true,
    indexable: true,
  },
  {
    id: "achievement-badges",
    path: `${P}/achievement-badges`,
    label: "Achievement Badges",
    description: "Every badge, how to earn it and the ones you have.",
    icon: "award",
    live: true,
    aliases: ["/achievement-badges", "/achievements"],
    tool: true,
  },
  {
    id: "micro-learning-challenges",
    path: `${P}/micro-learning-challenges`,
    label: "Micro-learning Challenges",
    description: "Six short challenges that make you better at writing bios.",
    icon: "graduation-cap",
    live: true,
    aliases: ["/micro-learning-challenges", "/micro-learning"],
    tool: true,
    indexable: true,
  },
  {
    id: "tutorial",
    path: `${P}/tutorial`,
    label: "Tutorial",
    description: "A guide to every part of BioStudio.",
    icon: "book-open",
    live: true,
    aliases: ["/tutorial"],
    indexable: true,
  },
  {
    id: "templates",
    path: `${P}/templates`,
    label: "Templates",
    description: "Hand-written bio templates for every niche and business.",
    icon: "layout-template",
    live: true,
    aliases: ["/templates"],
    tool: true,
    indexable: true,
  },
  {
    id: "share",
    path: `${P}/share`,
    label: "Shared Bio",
    description: "A bio someone shared with you.",
    icon: "share",
    live: true,
  },

  // Account
  {
    id: "login",
    path: `${P}/login`,
    label: "Sign In",
    description: "Sign in or create your free account.",
    icon: "user",
    live: true,
    aliases: ["/login"],
  },
  {
    id: "reset-password",
    path: `${P}/reset-password`,
    label: "Reset Password",
    description: "Set a new password.",
    icon: "lock",
    live: true,
  },
  {
    id: "account",
    path: `${P}/account`,
    label: "Account",
    description: "Your plan, billing, usage and settings.",
    icon: "settings",
    live: true,
    aliases: ["/account"],
    auth: "user",
  },
  {
    id: "subscription",
    path: `${P}/account?tab=subscription`,
    label: "Subscription",
    description: "Your plan.",
    icon: "settings",
    live: true,
    aliases: ["/subscription"],
    parent: "account",
    auth: "user",
  },
  {
    id: "profile",
    path: `${P}/profile`,
    label: "Profile",
    description: "Your public profile.",
    icon: "user",
    live: true,
    aliases: ["/profile"],
    auth: "user",
  },
  {
    id: "download",
    path: `${P}/download`,
    label: "Download Your Data",
    description: "Everything we hold about you, as a ZIP.",
    icon: "download",
    live: true,
    auth: "user",
  },
  {
    id: "admin-dashboard",
    path: `${P}/admin-dashboard`,
    label: "Admin Dashboard",
    description: "Users, plans and the inbox.",
    icon: "shield-check",
    live: true,
    aliases: ["/admin-dashboard", `${P}/admin`],
    auth: "admin",
  },
  {
    id: "create-admin",
    path: `${P}/create-admin`,
    label: "Create Admin",
    description: "Create the first administrator.",
    icon: "shield-check",
    live: true,
  },
  {
    id: "admin-login",
    path: `${P}/admin-login`,
    label: "Admin Sign In",
    description: "Sign in as an administrator.",
    icon: "lock",
    live: true,
  },

  // Company
  {
    id: "about",
    path: "/about",
    label: "About",
    description: "Who we are and why we built BioStudio.",
    icon: "info",
    live: true,
    nav: ["footer-company"],
    indexable: true,
  },
  {
    id: "jobs",
    path: "/jobs",
    label: "Jobs",
    description: "Work with us in Bengaluru.",
    icon: "briefcase",
    live: true,
    nav: ["footer-company"],
    indexable: true,
  },
  {
    id: "newsletter",
    path: "/newsletter",
    label: "Newsletter",
    description: "Bio tips and product news, once a month.",
    icon: "mail",
    live: true,
    nav: ["footer-company"],
    indexable: true,
  },
  {
    id: "terms-and-conditions",
    path: "/terms-and-conditions",
    label: "Terms and Conditions",
    description: "The terms of using BioStudio.",
    icon: "file-text",
    live: true,
    nav: ["footer-company"],
    indexable: true,
  },
  {
    id: "privacy-policy",
    path: "/privacy-policy",
    label: "Privacy Policy",
    description: "What we collect, why, and your rights.",
    icon: "lock",
    live: true,
    nav: ["footer-company"],
    indexable: true,
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]["id"];

const byId = new Map<string, RouteEntry>(ROUTES.map((r) => [r.id, r]));

export function getRoute(id: RouteId): RouteEntry {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

export function liveRoutes(): RouteEntry[] {
  return (ROUTES as readonly RouteEntry[]).filter((r) => r.live);
}

export function routesIn(placement: NavPlacement): RouteEntry[] {
  return liveRoutes().filter((r) => r.nav?.includes(placement));
}

export function toolRoutes(): RouteEntry[] {
  return liveRoutes().filter((r) => r.tool);
}

/** Dynamic aliases that keep a path parameter (/share/{id}). */
const DYNAMIC_ALIASES: { source: string; destination: string; routeId: RouteId }[] = [
  { source: "/share/:id", destination: `${P}/share/:id`, routeId: "share" },
];

export interface Redirect {
  source: string;
  destination: string;
  permanent: true;
}

/** Every live alias as a permanent redirect, for next.config.ts. */
export function aliasRedirects(): Redirect[] {
  const fixed = liveRoutes().flatMap((r) =>
    (r.aliases ?? []).map((source) => ({ source, destination: r.path, permanent: true as const })),
  );
  const dynamic = DYNAMIC_ALIASES.filter((a) => byId.get(a.routeId)?.live).map((a) => ({
    source: a.source,
    destination: a.destination,
    permanent: true as const,
  }));
  return [...fixed, ...dynamic];
}
