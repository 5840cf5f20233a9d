import "server-only";
import { PLATFORMS, type Platform } from "@/lib/bio/types";
import { listGenerations } from "@/lib/db/generations";

export interface SavedBio {
  bio: string;
  platform: Platform;
}

/** The user's newest saved bios (each variation once), to analyse in one click. */
export async function recentSavedBios(userId: string, max = 8): Promise<SavedBio[]> {
  const { generations } = await listGenerations({ userId, page: 1, pageSize: 10 });
  const seen = new Set<string>();
  const out: SavedBio[] = [];
  for (const g of generations) {
    const platform = (PLATFORMS as readonly string[]).includes(g.platform) ? (g.platform as Platform) : "instagram";
    for (const bio of g.variations) {
      if (out.length >= max || seen.has(bio) || !bio.trim()) continue;
      seen.add(bio);
      out.push({ bio, platform });
    }
  }
  return out;
}
