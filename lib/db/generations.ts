import "server-only";
import { db } from "./client";

/** The one source of a user's bios-generated count (API, banners, gamification). */
export async function countBiosGenerated({ userId }: { userId: string }): Promise<number> {
  return db.bioGeneration.count({ where: { userId } });
}
