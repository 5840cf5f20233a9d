import { parseActivityOutcome } from "@/components/gamification/outcome";
import type { GeneratedBios } from "@/lib/bio/generate-bio";
import { PLATFORMS, TONES, type Platform, type Tone } from "@/lib/bio/types";
import { MAX_SEED } from "@/lib/bio/generate.schema";

// The browser's side of `POST /api/bio/generate` and `GET /api/analytics/live-stats`: what
// the answers look like and a check that they do, so a malformed body is an error rather
// than a crash three components later.

/** The answer of the generate API; the server's type, so the two cannot drift apart. */
export type GenerateResponse = GeneratedBios;

export interface LiveStats {
  biosGeneratedToday: number;
  activeUsers: number;
  templatesUsed: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

export function parseGenerateResponse(body: unknown): GenerateResponse | null {
  if (!isRecord(body)) return null;
  const { id, bio, variations, engine, tone, platform, generationsRemaining, biosGenerated, gamification } = body;
  if (!Array.isArray(variations) || variations.length !== 3 || !variations.every(isText)) return null;
  if (!isText(id) || !isCount(biosGenerated)) return null;
  if (generationsRemaining !== null && !isCount(generationsRemaining)) return null;
  const [first, second, third] = variations as [string, string, string];
  return {
    id,
    bio: isText(bio) ? bio : first,
    variations: [first, second, third],
    engine: engine === "ai" ? "ai" : "composer",
    tone: (TONES as readonly unknown[]).includes(tone) ? (tone as Tone) : "casual",
    platform: (PLATFORMS as readonly unknown[]).includes(platform) ? (platform as Platform) : "instagram",
    generationsRemaining,
    biosGenerated,
    gamification: parseActivityOutcome(gamification),
  };
}

export function parseLiveStats(body: unknown): LiveStats | null {
  if (!isRecord(body)) return null;
  const { biosGeneratedToday, activeUsers, templatesUsed } = body;
  if (!isCount(biosGeneratedToday) || !isCount(activeUsers) || !isCount(templatesUsed)) return null;
  return { biosGeneratedToday, activeUsers, templatesUsed };
}

/** A fresh seed for Regenerate: same description and tone, different bios. */
export function randomSeed(): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return n % (MAX_SEED + 1);
}
