import "server-only";
import { db } from "./client";

// Saved brand voices. A personal voice has a userId; a team's voice a teamId (one a team).
// Ownership is part of every `where` of a personal voice: another user's id finds nothing.

export interface BrandVoiceRecord {
  id: string;
  name: string;
  samples: string[];
  teamId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const brandVoiceSelect = {
  id: true,
  name: true,
  samples: true,
  teamId: true,
  createdAt: true,
  updatedAt: true,
} as const;
const select = brandVoiceSelect;

type Row = { id: string; name: string; samples: string; teamId: string | null; createdAt: Date; updatedAt: Date };

function toRecord(row: Row): BrandVoiceRecord {
  let samples: unknown;
  try {
    samples = JSON.parse(row.samples);
  } catch {
    samples = [];
  }
  return {
    ...row,
    samples: Array.isArray(samples) ? samples.filter((s): s is string => typeof s === "string") : [],
  };
}

export async function createBrandVoice(data: { userId: string; name: string; samples: string[] }) {
  const row = await db.brandVoice.create({ data: { ...data, samples: JSON.stringify(data.samples) }, select });
  return toRecord(row);
}

export async function listBrandVoices(userId: string, take = 50): Promise<BrandVoiceRecord[]> {
  const rows = await db.brandVoice.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take, select });
  return rows.map(toRecord);
}

export function countBrandVoices(userId: string): Promise<number> {
  return db.brandVoice.count({ where: { userId } });
}

export async function getBrandVoice({ id, userId }: { id: string; userId: string }) {
  const row = await db.brandVoice.findFirst({ where: { id, userId }, select });
  return row ? toRecord(row) : null;
}

/** A voice the user may write with: their own, or the voice of a team they are a member of. */
export async function findUsableVoice({ id, userId }: { id: string; userId: string }) {
  const row = await db.brandVoice.findFirst({
    where: { id, OR: [{ userId }, { team: { members: { some: { userId } } } }] },
    select,
  });
  return row ? toRecord(row) : null;
}

/** The voices of the teams the user is a member of, with the team's name. */
export async function listTeamVoicesOf(userId: string) {
  const rows = await db.brandVoice.findMany({
    where: { team: { members: { some: { userId } } } },
    orderBy: { createdAt: "asc" },
    select: { ...select, team: { select: { name: true } } },
  });
  return rows.map(({ team, ...row }) => ({ ...toRecord(row), teamName: team?.name ?? "" }));
}

export async function getTeamVoice({ teamId }: { teamId: string }) {
  const row = await db.brandVoice.findUnique({ where: { teamId }, select });
  return row ? toRecord(row) : null;
}

/** Sets (or replaces) the team's voice with a copy of a voice. */
export async function setTeamVoice({ teamId, name, samples }: { teamId: string; name: string; samples: string[] }) {
  const data = { name, samples: JSON.stringify(samples) };
  const row = await db.brandVoice.upsert({ where: { teamId }, create: { teamId, ...data }, update: data, select });
  return toRecord(row);
}

/** True when the team had a voice and it is gone. */
export async function clearTeamVoice({ teamId }: { teamId: string }): Promise<boolean> {
  const { count } = await db.brandVoice.deleteMany({ where: { teamId } });
  return count > 0;
}

/** True when the voice was the user's and is renamed. */
export async function renameBrandVoice({ id, userId, name }: { id: string; userId: string; name: string }) {
  const { count } = await db.brandVoice.updateMany({ where: { id, userId }, data: { name } });
  return count > 0;
}

/** True when the voice was the user's and is gone. */
export async function deleteBrandVoice({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.brandVoice.deleteMany({ where: { id, userId } });
  return count > 0;
}
