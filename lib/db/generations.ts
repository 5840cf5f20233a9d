import "server-only";
import { z } from "zod";
import { db, dialect, type Database } from "./client";

/** A transaction's client; the functions that take one also run without (on `db`). */
export type Tx = Parameters<Parameters<Database["$transaction"]>[0]>[0];

/** The columns a generation may leave the server with (never userId). */
export const generationSelect = {
  id: true,
  description: true,
  tone: true,
  platform: true,
  variations: true,
  engine: true,
  favorite: true,
  createdAt: true,
} as const;

export interface Generation {
  id: string;
  description: string;
  tone: string;
  platform: string;
  variations: string[];
  engine: string;
  favorite: boolean;
  createdAt: Date;
}

type GenerationRow = Omit<Generation, "variations"> & { variations: string };

const variationsSchema = z.array(z.string());

// The column is a JSON string (portable across SQLite and PostgreSQL); a row that does not
// parse shows no bios rather than breaking the whole history.
function toGeneration(row: GenerationRow): Generation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.variations);
  } catch {
    parsed = null;
  }
  const variations = variationsSchema.safeParse(parsed);
  return { ...row, variations: variations.success ? variations.data : [] };
}

/**
 * The one source of a user's bios-generated count (API, banners, gamification):
 * every generation ever spent, across months, so deleting a bio from the
 * history does not take progress away.
 */
export async function countBiosGenerated({ userId }: { userId: string }, client: Tx = db): Promise<number> {
  const { _sum } = await client.usageCounter.aggregate({ where: { userId, feature: "bio" }, _sum: { count: true } });
  return _sum.count ?? 0;
}

export async function createGeneration(
  {
    userId,
    description,
    tone,
    platform,
    variations,
    engine,
  }: {
    userId: string;
    description: string;
    tone: string;
    platform: string;
    variations: readonly string[];
    engine: string;
  },
  client: Tx = db,
): Promise<Generation> {
  const row = await client.bioGeneration.create({
    data: { userId, description, tone, platform, variations: JSON.stringify(variations), engine },
    select: generationSelect,
  });
  return toGeneration(row);
}

/** One of the user's own generations; someone else's id is null, like a missing one. */
export async function getGeneration({ id, userId }: { id: string; userId: string }): Promise<Generation | null> {
  const row = await db.bioGeneration.findFirst({ where: { id, userId }, select: generationSelect });
  return row ? toGeneration(row) : null;
}

// PostgreSQL compares case-sensitively unless asked; SQLite's LIKE already ignores ASCII
// case and its client has no `mode`, hence the widened object on PostgreSQL only.
function containsText(value: string): { contains: string } {
  if (dialect !== "postgres") return { contains: value };
  return Object.assign({ contains: value }, { mode: "insensitive" as const });
}

// Prisma hands % and _ to LIKE as wildcards, and SQLite's LIKE has no escape character
// unless told: a search holding one narrows in the database by its literal fragments, then
// is matched exactly here, over at most this many of the user's newest candidates.
const LIKE_WILDCARDS = /[%_]+/;
const MAX_WILDCARD_SCAN = 2_000;

// The bios sit in a JSON string, where quotes and backslashes are escaped: search for the
// text as JSON writes it.
const asInJson = (text: string) => JSON.stringify(text).slice(1, -1);

function mentions(text: string) {
  return { OR: [{ description: containsText(text) }, { variations: containsText(asInJson(text)) }] };
}

const includesText = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/** The user's history, newest first, optionally searched (description and bios) and filtered. */
export async function listGenerations({
  userId,
  q,
  favorite,
  page,
  pageSize,
}: {
  userId: string;
  q?: string;
  favorite?: boolean;
  page: number;
  pageSize: number;
}): Promise<{ total: number; generations: Generation[] }> {
  const base = { userId, ...(favorite === undefined ? {} : { favorite }) };
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const skip = (page - 1) * pageSize;

  if (q && LIKE_WILDCARDS.test(q)) {
    const fragments = q.split(LIKE_WILDCARDS).filter((f) => f !== "");
    const rows = await db.bioGeneration.findMany({
      where: { ...base, AND: fragments.map(mentions) },
      select: generationSelect,
      orderBy,
      take: MAX_WILDCARD_SCAN,
    });
    const matches = rows
      .map(toGeneration)
      .filter((g) => includesText(g.description, q) || g.variations.some((bio) => includesText(bio, q)));
    return { total: matches.length, generations: matches.slice(skip, skip + pageSize) };
  }

  const where = q ? { ...base, ...mentions(q) } : base;
  const [total, rows] = await Promise.all([
    db.bioGeneration.count({ where }),
    db.bioGeneration.findMany({ where, select: generationSelect, orderBy, skip, take: pageSize }),
  ]);
  return { total, generations: rows.map(toGeneration) };
}

/** Null when the id is unknown or belongs to someone else. */
export async function setGenerationFavorite({
  id,
  userId,
  favorite,
}: {
  id: string;
  userId: string;
  favorite: boolean;
}): Promise<Generation | null> {
  const { count } = await db.bioGeneration.updateMany({ where: { id, userId }, data: { favorite } });
  if (count === 0) return null;
  return getGeneration({ id, userId });
}

/** False when the id is unknown or belongs to someone else. */
export async function deleteGeneration({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.bioGeneration.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** Bios generated by everyone since a moment (live stats). */
export async function countGenerationsSince({ since }: { since: Date }): Promise<number> {
  return db.bioGeneration.count({ where: { createdAt: { gte: since } } });
}

/** Distinct users with a generation since a moment (live stats). */
export async function countActiveUsersSince({ since }: { since: Date }): Promise<number> {
  const groups = await db.bioGeneration.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } });
  return groups.length;
}
