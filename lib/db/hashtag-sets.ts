import "server-only";
import { db } from "./client";

// Hashtag sets saved from the industry hashtag generator. Ownership is part of every `where`:
// another user's id finds nothing.

export interface HashtagSetRecord {
  id: string;
  industry: string;
  label: string;
  tags: string[];
  createdAt: Date;
}

export const hashtagSetSelect = { id: true, industry: true, label: true, tags: true, createdAt: true } as const;
const select = hashtagSetSelect;

function toRecord(row: {
  id: string;
  industry: string;
  label: string;
  tags: string;
  createdAt: Date;
}): HashtagSetRecord {
  let tags: unknown;
  try {
    tags = JSON.parse(row.tags);
  } catch {
    tags = [];
  }
  return { ...row, tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [] };
}

export async function createHashtagSet(data: { userId: string; industry: string; label: string; tags: string[] }) {
  const row = await db.hashtagSet.create({ data: { ...data, tags: JSON.stringify(data.tags) }, select });
  return toRecord(row);
}

export async function listHashtagSets(userId: string, take = 50): Promise<HashtagSetRecord[]> {
  const rows = await db.hashtagSet.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take, select });
  return rows.map(toRecord);
}

export function countHashtagSets(userId: string): Promise<number> {
  return db.hashtagSet.count({ where: { userId } });
}

/** True when the set was the user's and is gone. */
export async function deleteHashtagSet({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.hashtagSet.deleteMany({ where: { id, userId } });
  return count > 0;
}
