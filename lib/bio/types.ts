// The shared vocabulary of the bio engine: what goes in, what comes out.
// Both engines (the built-in composer and an AI model) answer with a `BioResult`.

export const TONES = [
  "funny",
  "professional",
  "poetic",
  "mysterious",
  "motivational",
  "casual",
  "bold",
  "inspirational",
] as const;
export type Tone = (typeof TONES)[number];

export const PLATFORMS = ["instagram", "tiktok", "twitter", "linkedin"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Hard limits in grapheme clusters (what a person perceives as characters). */
export const PLATFORM_LIMITS: Record<Platform, number> = {
  instagram: 150,
  tiktok: 80,
  twitter: 160,
  linkedin: 220,
};

export type Engine = "composer" | "ai";

export interface BioRequest {
  description: string;
  tone: Tone;
  platform: Platform;
  /** Same seed, same bios. A regenerate passes a new seed. */
  seed: number;
  /** Bios the person already has on screen: a regenerate gives none of them again. */
  avoid?: readonly string[];
}

export interface BioResult {
  /** Exactly three distinct bios, each within the platform limit. */
  variations: [string, string, string];
  engine: Engine;
}

/** Each platform's name as menus and messages show it. */
export const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};
