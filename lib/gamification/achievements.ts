import type { StatsCounters } from "./stats";

// The eight achievements (docs/product.md#gamification): ids, titles, targets and categories
// as the product names them; rarities and icons (lucide names) are ours. Progress is read from the server's
// counters, so the same numbers show on every device.

export type Rarity = "common" | "rare" | "epic" | "legendary";
export type AchievementCategory = "creation" | "customization" | "sharing" | "premium";
export type BadgeCategory = AchievementCategory | "streak" | "mastery" | "learning";

/** What progress is measured from: the server's counters plus a few derived facts. */
export interface ProgressFacts extends StatsCounters {
  level: number;
  /** Distinct tones and platforms among the user's saved generations. */
  tonesTried: number;
  platformsTried: number;
  challengesCompleted: number;
  /** The local hour of the activity being recorded, when it is a generation. */
  generationHour: number | null;
}

export interface BadgeDefinition {
  id: string;
  title: string;
  description: string;
  /** How to earn it, shown on the badges page. */
  howTo: string;
  /** A lucide-react icon name (PascalCase, without the Icon suffix). */
  icon: string;
  rarity: Rarity;
  category: BadgeCategory;
  target: number;
  /** Progress towards `target` from the facts (clamped by the caller). */
  progress: (facts: ProgressFacts) => number;
  /** True for the eight achievements. */
  achievement: boolean;
}

export const ACHIEVEMENTS: readonly BadgeDefinition[] = [
  {
    id: "first-bio",
    title: "Bio Beginner",
    description: "Generate your first bio.",
    howTo: "Generate 1 bio with the bio generator.",
    icon: "Sparkles",
    rarity: "common",
    category: "creation",
    target: 1,
    progress: (f) => f.biosGenerated,
    achievement: true,
  },
  {
    id: "bio-master",
    title: "Bio Master",
    description: "Generate 10 bios.",
    howTo: "Generate 10 bios in total.",
    icon: "PenLine",
    rarity: "rare",
    category: "creation",
    target: 10,
    progress: (f) => f.biosGenerated,
    achievement: true,
  },
  {
    id: "bio-legend",
    title: "Bio Legend",
    description: "Generate 50 bios.",
    howTo: "Generate 50 bios in total.",
    icon: "Crown",
    rarity: "legendary",
    category: "creation",
    target: 50,
    progress: (f) => f.biosGenerated,
    achievement: true,
  },
  {
    id: "template-explorer",
    title: "Template Explorer",
    description: "Try 5 templates.",
    howTo: "Apply 5 templates from the template picker.",
    icon: "LayoutTemplate",
    rarity: "common",
    category: "customization",
    target: 5,
    progress: (f) => f.templatesUsed,
    achievement: true,
  },
  {
    id: "premium-explorer",
    title: "Premium Explorer",
    description: "Try 3 premium templates.",
    howTo: "Apply 3 premium templates (premium plan).",
    icon: "Gem",
    rarity: "epic",
    category: "premium",
    target: 3,
    progress: (f) => f.premiumTemplatesUsed,
    achievement: true,
  },
  {
    id: "social-sharer",
    title: "Social Sharer",
    description: "Share 3 bio links.",
    howTo: "Create 3 share links for your bios.",
    icon: "Share2",
    rarity: "rare",
    category: "sharing",
    target: 3,
    progress: (f) => f.biosShared,
    achievement: true,
  },
  {
    id: "profile-perfectionist",
    title: "Profile Perfectionist",
    description: "Customise your profile with an avatar.",
    howTo: "Save your public profile with an avatar.",
    icon: "UserRoundCheck",
    rarity: "common",
    category: "customization",
    target: 1,
    progress: (f) => f.profilesCustomized,
    achievement: true,
  },
  {
    id: "streak-champion",
    title: "Streak Champion",
    description: "Be active 7 days straight.",
    howTo: "Generate, share or use a template 7 days in a row.",
    icon: "Flame",
    rarity: "epic",
    category: "creation",
    target: 7,
    progress: (f) => Math.max(f.currentStreak, f.longestStreak),
    achievement: true,
  },
];
