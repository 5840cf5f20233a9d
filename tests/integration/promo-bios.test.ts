import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as promoRoute } from "@/app/api/promo-bios/route";
import { POST as saveRoute } from "@/app/api/saved-bios/route";
import { GET as listBiosRoute } from "@/app/api/bios/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import { QUOTA_MESSAGES } from "@/lib/account/quota";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import type * as Compose from "@/lib/tools/promo-bios/compose-promo";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Auth = Record<string, string>;

// Lets one test make the composer throw, to see the allowance given back.
const engine = vi.hoisted(() => ({ failNext: false }));
vi.mock("@/lib/tools/promo-bios/compose-promo", async (importOriginal) => {
  const actual = await importOriginal<typeof Compose>();
  return {
    ...actual,
    composePromo: (...args: Parameters<typeof actual.composePromo>) => {
      if (!engine.failNext) return actual.composePromo(...args);
      engine.failNext = false;
      throw new Error("composer exploded");
    },
  };
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PROMO = { kind: "percent", value: "20", code: "DIWALI20", endDate: inDays(10), business: "Handmade candles" };
const promo = (body: unknown, headers: Auth = {}) => callRoute(promoRoute, { path: "/api/promo-bios", body, headers });
const save = (body: unknown, headers: Auth) => callRoute(saveRoute, { path: "/api/saved-bios", body, headers });

afterEach(() => {
  engine.failNext = false;
});

describe("POST /api/promo-bios", () => {
  it("needs a session", async () => {
    expect((await promo(PROMO)).status).toBe(401);
  });

  it("answers bios that carry the offer and the code, and counts the allowance down to the upgrade prompt", async () => {
    const { auth } = await registerUser();
    for (const left of [2, 1, 0]) {
      const res = await promo({ ...PROMO, kind: "amount", value: "499.50", currency: "INR", platform: "tiktok" }, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answer = res.body as unknown as ToolAnswer;
      expect(answer).toMatchObject({ remaining: left, limit: 3, platform: "tiktok", engine: "composer" });
      const bios = answer.groups.flatMap((g) => g.bios);
      expect(bios.length).toBeGreaterThanOrEqual(3);
      for (const bio of bios) {
        expect(bio).toContain("₹499.50");
        expect(bio).toContain("DIWALI20");
        expect([...new Intl.Segmenter().segment(bio)].length).toBeLessThanOrEqual(80);
      }
    }
    const fourth = await promo(PROMO, auth);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(QUOTA_MESSAGES.campaign);
    expect(fourth.body.message).toMatch(/Upgrade to Premium/);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("spends the last use exactly once under 10 parallel requests", async () => {
    const { auth, user } = await registerUser();
    for (let i = 0; i < 2; i++) expect((await promo(PROMO, auth)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => promo(PROMO, auth)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(3);
  });

  it("gives the use back when the engine fails, and spends nothing on bad input", async () => {
    const { auth, user } = await registerUser();
    engine.failNext = true;
    const failed = await promo(PROMO, auth);
    expect(failed.status).toBe(500);
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(0);

    expect((await promo({ ...PROMO, value: "0" }, auth)).body.message).toMatch(/percentage/);
    const past = await promo({ ...PROMO, endDate: inDays(-3) }, auth);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("The end date has passed. Please choose today or a later date.");
    expect((await promo({ ...PROMO, code: "TWO WORDS" }, auth)).status).toBe(400);
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(0);
  });

  it("is unlimited on premium", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    for (let i = 0; i < 4; i++) {
      expect((await promo(PROMO, auth)).body).toMatchObject({ remaining: null, limit: null });
    }
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(promoRoute, {
      headers: auth,
      fields: [...Object.keys(PROMO), "urgency", "currency", "platform", "seed"],
    });
  });
});

describe("POST /api/saved-bios", () => {
  it("saves one bio of a tool's answer into the user's saved bios, as a favourite", async () => {
    const { auth } = await registerUser();
    const answer = (await promo(PROMO, auth)).body as unknown as ToolAnswer;
    const bio = answer.groups[0]?.bios[0] ?? "";
    const res = await save(
      { bio, platform: "instagram", tool: "promo-bios", note: "20% off with code DIWALI20" },
      auth,
    );
    expect(res.status).toBe(201);
    const list = await callRoute(listBiosRoute, { method: "GET", path: "/api/bios", headers: auth });
    expect(list.body.bios).toEqual([
      expect.objectContaining({
        id: res.body.id,
        variations: [bio],
        favorite: true,
        description: "Promo Bios: 20% off with code DIWALI20",
      }),
    ]);
  });

  it("refuses what is not a bio of a live tool, and strangers", async () => {
    const { auth } = await registerUser();
    expect((await save({ bio: "Hi", platform: "instagram", tool: "promo-bios" }, {})).status).toBe(401);
    expect((await save({ bio: "Hi", platform: "instagram", tool: "nope" }, auth)).status).toBe(400);
    expect((await save({ bio: "", platform: "instagram", tool: "promo-bios" }, auth)).status).toBe(400);
    expect((await save({ bio: "x".repeat(200), platform: "tiktok", tool: "promo-bios" }, auth)).status).toBe(400);
  });
});
