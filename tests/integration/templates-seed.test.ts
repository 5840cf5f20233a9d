import { afterAll, describe, expect, it } from "vitest";
import { deleteTemplates, recordTemplateUse } from "@/lib/db/templates";
import { getTemplateRecords, syncTemplateRecords } from "@/lib/db/templates-seed";
import { catalogueRecords, isCatalogueId, seedTemplates } from "@/lib/seed/templates";
import { CATALOGUE } from "@/lib/templates/catalogue";
import { registerUser } from "../support/users";

// Runs against the real test database (SQLite, or PostgreSQL via TEST_DATABASE_URL).
// Other test files write their own template fixtures at the same time, so every
// assertion looks only at catalogue ids or at this run's own ids.

const ids = CATALOGUE.map((template) => template.id);
const run = Date.now();
const unusedRetired = `biz-tcontent-retired-${run}`;
const usedRetired = `biz-tcontent-in-use-${run}`;
const foreign = `tcontent-fixture-${run}`;

function extraRecord(id: string, sortOrder: number) {
  return {
    id,
    name: "Retired Template",
    description: "A template the catalogue no longer lists.",
    category: "business",
    isPremium: true,
    tone: "casual",
    tags: JSON.stringify(["ecommerce", "retired"]),
    template: `Retired ${id} 🛒`,
    sortOrder,
  };
}

afterAll(async () => {
  await deleteTemplates({ ids: [unusedRetired, usedRetired, foreign] });
});

describe("seedTemplates", () => {
  it("stores the whole catalogue, and a second run changes nothing", async () => {
    const first = await seedTemplates();
    expect(first.total).toBe(CATALOGUE.length);
    const stored = await getTemplateRecords({ ids });
    expect(stored).toHaveLength(CATALOGUE.length);
    expect(stored).toEqual(catalogueRecords());

    const started = performance.now();
    const second = await seedTemplates();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(second).toEqual({ total: CATALOGUE.length, created: 0, updated: 0, removed: 0, kept: 0 });
    expect(await getTemplateRecords({ ids })).toHaveLength(CATALOGUE.length);
  });

  it("rewrites a row whose text changed and puts back a missing one", async () => {
    const [first, second] = catalogueRecords();
    if (!first || !second) throw new Error("catalogue is empty");
    await syncTemplateRecords({
      records: [{ ...first, template: "Outdated text", isPremium: !first.isPremium }],
      isStale: () => false,
    });
    await deleteTemplates({ ids: [second.id] });

    const result = await seedTemplates();
    expect(result.updated).toBeGreaterThanOrEqual(1);
    expect(result.created).toBeGreaterThanOrEqual(1);
    expect(await getTemplateRecords({ ids: [first.id, second.id] })).toEqual([first, second]);
  });

  it("removes retired catalogue rows nobody used, keeps used ones and leaves other rows alone", async () => {
    const user = await registerUser();
    await syncTemplateRecords({
      records: [extraRecord(unusedRetired, 9_001), extraRecord(usedRetired, 9_002), extraRecord(foreign, 9_003)],
      isStale: () => false,
    });
    await recordTemplateUse({ userId: user.user.id, templateId: usedRetired, isPremium: true });
    expect(isCatalogueId(unusedRetired)).toBe(true);
    expect(isCatalogueId(foreign)).toBe(false);

    const result = await seedTemplates();
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(result.kept).toBeGreaterThanOrEqual(1);
    const left = await getTemplateRecords({ ids: [unusedRetired, usedRetired, foreign] });
    expect(left.map((row) => row.id).sort()).toEqual([foreign, usedRetired].sort());
    expect(await getTemplateRecords({ ids })).toEqual(catalogueRecords());
  });
});
