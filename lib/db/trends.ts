import "server-only";
import { z } from "zod";
import type { GenerationSample } from "@/lib/trends/terms";
import { db } from "./client";

// What the trend analyzer reads: recent generations, newest first, capped so a busy month
// costs one bounded query. The rows stay on the server; only aggregates leave it.

const MAX_ROWS = 50_000;
const variations = z.array(z.string());

export async function listGenerationSamples({ since }: { since: Date }): Promise<GenerationSample[]> {
  const rows = await db.bioGeneration.findMany({
    where: { createdAt: { gte: since } },
    select: { userId: true, createdAt: true, description: true, tone: true, variations: true },
    orderBy: { createdAt: "desc" },
    take: MAX_ROWS,
  });
  return rows.map((row) => {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(row.variations);
    } catch {
      // A row that does not parse contributes its description and tone only.
    }
    const bios = variations.safeParse(parsed);
    return { ...row, variations: bios.success ? bios.data : [] };
  });
}
