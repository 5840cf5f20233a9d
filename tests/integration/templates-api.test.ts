import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as liveStatsRoute } from "@/app/api/analytics/live-stats/route";
import { POST as useRoute } from "@/app/api/templates/[id]/use/route";
import { GET as listRoute } from "@/app/api/templates/route";
import { PREMIUM_TEMPLATE_MESSAGE } from "@/app/api/templates/templates.schema";
import { countTemplateUsesByUser, countTemplateUsesSince, deleteTemplates, upsertTemplates } from "@/lib/db/templates";
import { setPlan } from "@/lib/db/users";
import { invalidateCatalogue } from "@/lib/templates/catalogue-cache";
import type { TemplateDto, TemplateSeed } from "@/lib/templates/types";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

// Fixtures of our own (the real catalogue may or may not be seeded in this database):
// every assertion looks only at ids with this run's prefix.
const P = `tui-${Date.now()}-`;
const FIXTURES: TemplateSeed[] = [
  {
    id: `${P}chef`,
    name: "Zzqx Home Chef",
    description: "For people who cook at home",
    category: "food-culinary",
    isPremium: false,
    tone: "funny",
    tags: ["cooking", "zzqx"],
    template: "👩‍🍳 {{name}} cooking in {{location}}",
  },
  {
    id: `${P}travel`,
    name: "Zzqx Globetrotter",
    description: "Passport full of stamps",
    category: "travel-tourism",
    isPremium: true,
    tone: "poetic",
    tags: ["wanderlust", "zzqx"],
    template: "✈️ {{countries}} countries and counting",
  },
  {
    id: `${P}store`,
    name: "Zzqx Online Store",
    description: "A shop that ships",
    category: "business",
    isPremium: true,
    tone: "professional",
    tags: ["ecommerce", "zzqx"],
    template: "🛒 {{company}} ships worldwide. {{cta}}",
  },
  {
    id: `${P}plain`,
    name: "Zzqx Plain",
    description: "No placeholders at all",
    category: "lifestyle",
    isPremium: false,
    tone: "casual",
    tags: ["zzqx"],
    template: "Living simply ☀️",
  },
];
const ours = (list: unknown) => (list as TemplateDto[]).filter((t) => t.id.startsWith(P));
const list = (query = "") => callRoute(listRoute, { method: "GET", path: `/api/templates${query}` });
const use = (id: string, headers: Record<string, string> = {}) =>
  callRoute(useRoute, { path: `/api/templates/${id}/use`, params: { id }, headers });
const listBody = async (query: string) => {
  const res = await list(query);
  expect(res.status).toBe(200);
  return ours(res.body);
};

beforeAll(async () => {
  await upsertTemplates(FIXTURES.map((t, i) => ({ ...t, sortOrder: 100_000 + i })));
  invalidateCatalogue();
});
afterAll(async () => {
  await deleteTemplates({ ids: FIXTURES.map((t) => t.id) });
  invalidateCatalogue();
});

describe("GET /api/templates", () => {
  it("returns the whole list with every field, tags as a list and the placeholders, publicly cached", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("s-maxage=300");
    const mine = ours(res.body);
    expect(mine.map((t) => t.id)).toEqual(FIXTURES.map((t) => t.id));
    expect(mine[0]).toEqual({
      id: `${P}chef`,
      name: "Zzqx Home Chef",
      description: "For people who cook at home",
      category: "food-culinary",
      isPremium: false,
      tone: "funny",
      tags: ["cooking", "zzqx"],
      template: "👩‍🍳 {{name}} cooking in {{location}}",
      placeholders: ["name", "location"],
    });
  });

  it("filters by category, search text and premium flag", async () => {
    expect((await listBody("?category=business")).map((t) => t.id)).toEqual([`${P}store`]);
    expect((await listBody("?premium=true")).map((t) => t.id)).toEqual([`${P}travel`, `${P}store`]);
    expect((await listBody("?premium=false&q=zzqx")).map((t) => t.id)).toEqual([`${P}chef`, `${P}plain`]);
    // Search covers name, description and tags, case-insensitively.
    expect((await listBody("?q=WANDERLUST")).map((t) => t.id)).toEqual([`${P}travel`]);
    expect((await listBody("?q=ships")).map((t) => t.id)).toEqual([`${P}store`]);
    expect((await listBody("?q=zzqx%20home")).map((t) => t.id)).toEqual([`${P}chef`]);
    expect(await listBody("?category=business&premium=false")).toEqual([]);
    expect(await listBody("?category=no-such-category")).toEqual([]);
    expect((await listBody("?category=all")).length).toBe(FIXTURES.length);
  });

  it("answers a bad flag or an oversized query with 400 { message }", async () => {
    const bad = await list("?premium=maybe");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("premium must be true or false.");
    expect((await list(`?q=${"x".repeat(500)}`)).status).toBe(400);
  });
});

describe("POST /api/templates/{id}/use", () => {
  it("needs a signed-in user", async () => {
    const res = await use(`${P}chef`);
    expect(res.status).toBe(401);
  });

  it("404s an unknown template", async () => {
    const account = await registerUser();
    const res = await use(`${P}missing`, account.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Template not found.");
  });

  it("records a free template's use for a free user and counts it in today's live stats", async () => {
    const account = await registerUser();
    const res = await use(`${P}chef`, account.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ templateId: `${P}chef`, isPremium: false });
    expect("gamification" in res.body).toBe(true);
    expect(await countTemplateUsesByUser({ userId: account.user.id })).toBe(1);
    // The first live-stats read of this process: today's TemplateUse rows, this one included.
    const now = new Date();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const stats = await callRoute(liveStatsRoute, { method: "GET" });
    expect(stats.body.templatesUsed).toBeGreaterThanOrEqual(1);
    expect(stats.body.templatesUsed).toBe(await countTemplateUsesSince({ since: today }));
  });

  it("refuses a premium template to a free or expired user with an upgrade message, and records nothing", async () => {
    const account = await registerUser();
    const res = await use(`${P}travel`, account.auth);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PREMIUM_TEMPLATE_MESSAGE);
    await setPlan({ userId: account.user.id, plan: "expired" });
    expect((await use(`${P}store`, account.auth)).status).toBe(403);
    expect(await countTemplateUsesByUser({ userId: account.user.id })).toBe(0);
  });

  it("lets a premium or pro user use premium templates", async () => {
    const account = await registerUser();
    await setPlan({ userId: account.user.id, plan: "premium" });
    expect((await use(`${P}travel`, account.auth)).status).toBe(201);
    await setPlan({ userId: account.user.id, plan: "pro" });
    expect((await use(`${P}store`, account.auth)).status).toBe(201);
    expect(await countTemplateUsesByUser({ userId: account.user.id })).toBe(2);
  });

  it("never answers hostile input with a 5xx", async () => {
    const account = await registerUser();
    await fuzzJsonEndpoint(useRoute, {
      fields: ["id", "templateId"],
      headers: account.auth,
      params: { id: `${P}chef` },
      runs: 15,
    });
    for (const id of ["", "x".repeat(5000), "\u0000", "../../etc", "😀"]) {
      const res = await use(id, account.auth);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
