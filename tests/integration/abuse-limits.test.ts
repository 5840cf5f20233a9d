import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import { PATCH as patchBio } from "@/app/api/bios/[id]/route";
import { GET as gamificationRoute } from "@/app/api/gamification/route";
import { POST as useTemplate } from "@/app/api/templates/[id]/use/route";
import { createGeneration } from "@/lib/db/generations";
import { deleteTemplates, upsertTemplates } from "@/lib/db/templates";
import { recordActivity } from "@/lib/gamification/events";
import { DAILY_XP_CAP, XP_WEIGHTS } from "@/lib/gamification/rules";
import { USER_LIMITS } from "@/lib/http/user-limits";
import { invalidateCatalogue } from "@/lib/templates/catalogue-cache";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// What earns XP or makes a public page is limited per account: a script cannot mint share pages
// or farm levels. Over a rate limit the answer is 429 with Retry-After and a plain message; past
// the day's XP cap the action still works and simply earns no more XP.

type Auth = Record<string, string>;
const TEMPLATE_ID = `abuse-${Date.now()}-plain`;

beforeAll(async () => {
  await upsertTemplates([
    {
      id: TEMPLATE_ID,
      name: "Zzqx Abuse Plain",
      description: "A free template for these tests",
      category: "food-culinary",
      isPremium: false,
      tone: "casual",
      tags: ["zzqx"],
      template: "🍜 {{name}} eats noodles",
      sortOrder: 200_000,
    },
  ]);
  invalidateCatalogue();
});
afterAll(async () => {
  await deleteTemplates({ ids: [TEMPLATE_ID] });
  invalidateCatalogue();
});

const shareBio = (headers: Auth) =>
  callRoute(share, {
    path: "/api/bio/share",
    body: { description: "noodle fan", tone: "casual", generatedBio: "Slurping my way through Osaka 🍜" },
    headers,
  });
const applyTemplate = (headers: Auth) =>
  callRoute(useTemplate, { path: `/api/templates/${TEMPLATE_ID}/use`, params: { id: TEMPLATE_ID }, headers });
const xpOf = async (headers: Auth) => {
  const res = await callRoute(gamificationRoute, { method: "GET", path: "/api/gamification", headers });
  return (res.body.level as { xp: number }).xp;
};

/** Calls `action` until it stops answering `ok`; returns the statuses seen. */
async function hammer(action: () => Promise<{ status: number }>, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await action()).status);
  return statuses;
}

async function expectLimited(
  res: { status: number; body: Record<string, unknown>; headers: Headers },
  message: string,
) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.body).toEqual({ message });
}

describe("per-account rate limits", () => {
  it("share links: past the limit 429 with Retry-After; another account still shares", async () => {
    const { auth } = await registerUser();
    const { max } = USER_LIMITS.share.limit;
    expect(await hammer(() => shareBio(auth), max)).toEqual(Array(max).fill(201));
    await expectLimited(await shareBio(auth), USER_LIMITS.share.message);
    expect((await shareBio((await registerUser()).auth)).status).toBe(201);
  });

  it("template use: past the limit 429 with Retry-After", async () => {
    const { auth } = await registerUser();
    const { max } = USER_LIMITS.templateUse.limit;
    expect(await hammer(() => applyTemplate(auth), max)).toEqual(Array(max).fill(201));
    await expectLimited(await applyTemplate(auth), USER_LIMITS.templateUse.message);
  });

  it("saving a bio (favourite): past the limit 429 with Retry-After", async () => {
    const { auth, user } = await registerUser();
    const bio = await createGeneration({
      userId: user.id,
      description: "noodle fan",
      tone: "casual",
      platform: "instagram",
      variations: ["a", "b", "c"],
      engine: "composer",
    });
    const save = (favorite: boolean) =>
      callRoute(patchBio, {
        method: "PATCH",
        path: `/api/bios/${bio.id}`,
        params: { id: bio.id },
        body: { favorite },
        headers: auth,
      });
    const { max } = USER_LIMITS.bioSave.limit;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await save(i % 2 === 0)).status);
    expect(statuses).toEqual(Array(max).fill(200));
    await expectLimited(await save(true), USER_LIMITS.bioSave.message);
  });
});

describe("daily XP cap per kind of action", () => {
  it("using a template past the cap still works, and the user's XP stops rising", async () => {
    const { auth } = await registerUser();
    const capped = DAILY_XP_CAP.template_used / XP_WEIGHTS.template_used;
    const seen: number[] = [];
    for (let i = 0; i < capped + 3; i++) {
      const res = await applyTemplate(auth);
      expect(res.status).toBe(201);
      seen.push(await xpOf(auth));
    }
    // The first use also brings the streak day.
    const full = DAILY_XP_CAP.template_used + XP_WEIGHTS.streak_day;
    expect(seen[capped - 1]).toBe(full);
    expect(seen.slice(capped)).toEqual([full, full, full]);
    // Other kinds of action still earn.
    expect((await shareBio(auth)).status).toBe(201);
    expect(await xpOf(auth)).toBe(full + XP_WEIGHTS.bio_shared);
  });

  it("holds under parallel requests and opens again the next day", async () => {
    const { user } = await registerUser();
    const today = new Date("2026-06-10T12:00:00Z");
    const shared = { kind: "bio_shared" } as const;
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => recordActivity(user.id, shared, today)));
    expect(outcomes.every((o) => o !== null)).toBe(true);
    const xp = Math.max(...outcomes.map((o) => o?.xp ?? 0));
    expect(xp).toBe(DAILY_XP_CAP.bio_shared + XP_WEIGHTS.streak_day);

    const tomorrow = new Date("2026-06-11T12:00:00Z");
    const next = await recordActivity(user.id, shared, tomorrow);
    expect(next).toMatchObject({ xpGained: XP_WEIGHTS.bio_shared + XP_WEIGHTS.streak_day });
  });
});
