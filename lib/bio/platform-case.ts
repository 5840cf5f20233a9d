// Platforms people name in a description, written as the platforms write themselves: "youtube"
// reads as a typo, in a role ("YouTube creator") and in the lowercase look alike.
export const PLATFORM_CASE: Readonly<Record<string, string>> = {
  youtube: "YouTube",
  twitch: "Twitch",
  tiktok: "TikTok",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  substack: "Substack",
  etsy: "Etsy",
  spotify: "Spotify",
  patreon: "Patreon",
  kick: "Kick",
  discord: "Discord",
  roblox: "Roblox",
  minecraft: "Minecraft",
  steam: "Steam",
};

/** The platform names as a regex alternation, without `except` (words that are also everyday words). */
export function platformNames(except: readonly string[] = []): string {
  return Object.keys(PLATFORM_CASE)
    .filter((name) => !except.includes(name))
    .join("|");
}

/** `text` with every match of `pattern` (a platform name) written as the platform writes it. */
export function withPlatformCasing(text: string, pattern: RegExp): string {
  return text.replace(pattern, (w) => PLATFORM_CASE[w.toLowerCase()] ?? w);
}
