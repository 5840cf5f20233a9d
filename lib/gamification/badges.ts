import { TONES, PLATFORMS } from "@/lib/bio/types";
import { CHALLENGE_COUNT } from "@/lib/content/challenges";
import { ACHIEVEMENTS, type BadgeDefinition, type ProgressFacts } from "./achievements";

// Badges beyond the eight achievements. Every rule is computed from data the server keeps
// (counters, generations, challenge completions) or from the activity being recorded.

/** Night owl: a bio generated from midnight to 4:59 in the user's own time zone. */
export const NIGHT_OWL_HOURS = { from: 0, to: 4 } as const;
/** Early bird: from 5:00 to 7:59. */
export const EARLY_BIRD_HOURS = { from: 5, to: 7 } as const;

const inHours = (hour: number | null, range: { from: number; to: number }) =>
  hour !== null && hour >= range.from && hour <= range.to ? 1 : 0;

export const EXTRA_BADGES: readonly BadgeDefinition[] = [
  {
    id: "first-share",
    title: "First Share",
    description: "Share your first bio link.",
    howTo: "Create a share link for any bio.",
    icon: "Send",
    rarity: "common",
    category: "sharing",
    target: 1,
    progress: (f) => f.biosShared,
    achievement: false,
  },
  {
    id: "streak-starter",
    title: "On a Roll",
    description: "Reach a 3-day streak.",
    howTo: "Be active 3 days in a row.",
    icon: "Zap",
    rarity: "common",
    category: "streak",
    target: 3,
    progress: (f) => Math.max(f.currentStreak, f.longestStreak),
    achievement: false,
  },
  {
    id: "streak-legend",
    title: "Unstoppable",
    description: "Reach a 30-day streak.",
    howTo: "Be active 30 days in a row.",
    icon: "Mountain",
    rarity: "legendary",
    category: "streak",
    target: 30,
    progress: (f) => Math.max(f.currentStreak, f.longestStreak),
    achievement: false,
  },
  {
    id: "tone-explorer",
    title: "Tone Explorer",
    description: `Try all ${TONES.length} tones.`,
    howTo: `Generate bios in each of the ${TONES.length} tones: ${TONES.join(", ")}.`,
    icon: "Palette",
    rarity: "rare",
    category: "creation",
    target: TONES.length,
    progress: (f) => f.tonesTried,
    achievement: false,
  },
  {
    id: "platform-pro",
    title: "Platform Pro",
    description: `Write for all ${PLATFORMS.length} platforms.`,
    howTo: "Generate a bio for Instagram, TikTok, X and LinkedIn.",
    icon: "MonitorSmartphone",
    rarity: "rare",
    category: "creation",
    target: PLATFORMS.length,
    progress: (f) => f.platformsTried,
    achievement: false,
  },
  {
    id: "night-owl",
    title: "Night Owl",
    description: "Generate a bio after midnight.",
    howTo: "Generate a bio between midnight and 5 a.m. your time.",
    icon: "Moon",
    rarity: "rare",
    category: "creation",
    target: 1,
    progress: (f) => inHours(f.generationHour, NIGHT_OWL_HOURS),
    achievement: false,
  },
  {
    id: "early-bird",
    title: "Early Bird",
    description: "Generate a bio before 8 a.m.",
    howTo: "Generate a bio between 5 and 8 a.m. your time.",
    icon: "Sunrise",
    rarity: "rare",
    category: "creation",
    target: 1,
    progress: (f) => inHours(f.generationHour, EARLY_BIRD_HOURS),
    achievement: false,
  },
  {
    id: "level-5",
    title: "Rising Star",
    description: "Reach level 5.",
    howTo: "Earn 400 XP to reach level 5.",
    icon: "Star",
    rarity: "rare",
    category: "mastery",
    target: 5,
    progress: (f) => f.level,
    achievement: false,
  },
  {
    id: "level-10",
    title: "Bio Virtuoso",
    description: "Reach level 10.",
    howTo: "Earn 900 XP to reach level 10.",
    icon: "Medal",
    rarity: "epic",
    category: "mastery",
    target: 10,
    progress: (f) => f.level,
    achievement: false,
  },
  {
    id: "centurion",
    title: "Centurion",
    description: "Generate 100 bios.",
    howTo: "Generate 100 bios in total.",
    icon: "Trophy",
    rarity: "legendary",
    category: "creation",
    target: 100,
    progress: (f) => f.biosGenerated,
    achievement: false,
  },
  {
    id: "template-collector",
    title: "Template Collector",
    description: "Use 25 templates.",
    howTo: "Apply 25 templates in total.",
    icon: "Library",
    rarity: "epic",
    category: "customization",
    target: 25,
    progress: (f) => f.templatesUsed,
    achievement: false,
  },
  {
    id: "first-challenge",
    title: "Quick Learner",
    description: "Complete a micro-learning challenge.",
    howTo: "Answer any micro-learning challenge correctly while signed in.",
    icon: "GraduationCap",
    rarity: "common",
    category: "learning",
    target: 1,
    progress: (f) => f.challengesCompleted,
    achievement: false,
  },
  {
    id: "bio-scholar",
    title: "Bio Scholar",
    description: `Complete all ${CHALLENGE_COUNT} micro-learning challenges.`,
    howTo: `Answer all ${CHALLENGE_COUNT} micro-learning challenges correctly while signed in.`,
    icon: "BookOpenCheck",
    rarity: "epic",
    category: "learning",
    target: CHALLENGE_COUNT,
    progress: (f) => f.challengesCompleted,
    achievement: false,
  },
];

/** Every badge: the eight achievements first, then the others. */
export const ALL_BADGES: readonly BadgeDefinition[] = [...ACHIEVEMENTS, ...EXTRA_BADGES];

export function findBadge(id: string): BadgeDefinition | undefined {
  return ALL_BADGES.find((badge) => badge.id === id);
}

export interface BadgeProgress {
  id: string;
  title: string;
  description: string;
  howTo: string;
  icon: string;
  rarity: BadgeDefinition["rarity"];
  category: BadgeDefinition["category"];
  achievement: boolean;
  progress: number;
  maxProgress: number;
  unlocked: boolean;
  unlockedAt: string | null;
}

/** A badge's progress, clamped to 0..target; an unlocked badge stays complete. */
export function badgeProgress(
  badge: BadgeDefinition,
  facts: ProgressFacts,
  unlockedAt: Date | null = null,
): BadgeProgress {
  const raw = Math.floor(badge.progress(facts));
  const progress = unlockedAt ? badge.target : Math.min(badge.target, Math.max(0, Number.isFinite(raw) ? raw : 0));
  return {
    id: badge.id,
    title: badge.title,
    description: badge.description,
    howTo: badge.howTo,
    icon: badge.icon,
    rarity: badge.rarity,
    category: badge.category,
    achievement: badge.achievement,
    progress,
    maxProgress: badge.target,
    unlocked: unlockedAt !== null,
    unlockedAt: unlockedAt ? unlockedAt.toISOString() : null,
  };
}

/** The badges whose rule the facts now meet. */
export function earnedBadges(facts: ProgressFacts): BadgeDefinition[] {
  return ALL_BADGES.filter((badge) => badge.progress(facts) >= badge.target);
}
