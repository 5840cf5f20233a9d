import "server-only";
import { z } from "zod";
import { placeholdersOf } from "@/lib/templates/fill";
import type { TemplateDto, TemplateSeed } from "@/lib/templates/types";
import { db } from "./client";

/** The columns a template leaves the server with. */
export const templateSelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  isPremium: true,
  tone: true,
  tags: true,
  template: true,
} as const;

/** A template row: tags as the JSON string the database keeps. */
export type TemplateRow = Omit<TemplateDto, "tags" | "placeholders"> & { tags: string };

const tagsSchema = z.array(z.string());

// tags is a JSON string (portable across SQLite and PostgreSQL); a row that does not parse has no tags.
function toDto(row: TemplateRow): TemplateDto {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.tags);
  } catch {
    parsed = null;
  }
  const tags = tagsSchema.safeParse(parsed);
  return { ...row, tags: tags.success ? tags.data : [], placeholders: placeholdersOf(row.template) };
}

/** Every template, in catalogue order. */
export async function listTemplates(): Promise<TemplateDto[]> {
  const rows = await db.template.findMany({
    select: templateSelect,
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
  });
  return rows.map(toDto);
}

export async function getTemplate({ id }: { id: string }): Promise<TemplateDto | null> {
  const row = await db.template.findUnique({ where: { id }, select: templateSelect });
  return row ? toDto(row) : null;
}

/** Inserts or updates templates by id (the seed, and test fixtures). */
export async function upsertTemplates(seeds: readonly (TemplateSeed & { sortOrder?: number })[]): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    const data = {
      name: seed.name,
      description: seed.description,
      category: seed.category,
      isPremium: seed.isPremium,
      tone: seed.tone,
      tags: JSON.stringify(seed.tags),
      template: seed.template,
      sortOrder: seed.sortOrder ?? index,
    };
    await db.template.upsert({
      where: { id: seed.id },
      create: { id: seed.id, ...data },
      update: data,
      select: { id: true },
    });
  }
}

export async function deleteTemplates({ ids }: { ids: string[] }): Promise<void> {
  await db.template.deleteMany({ where: { id: { in: ids } } });
}

/** One use of a template by a user (gamification and live stats count these). */
export async function recordTemplateUse({
  userId,
  templateId,
  isPremium,
}: {
  userId: string;
  templateId: string;
  isPremium: boolean;
}): Promise<void> {
  await db.templateUse.create({ data: { userId, templateId, isPremium }, select: { id: true } });
}

export async function countTemplateUsesSince({ since }: { since: Date }): Promise<number> {
  return db.templateUse.count({ where: { createdAt: { gte: since } } });
}

export async function countTemplateUsesByUser({ userId }: { userId: string }): Promise<number> {
  return db.templateUse.count({ where: { userId } });
}
