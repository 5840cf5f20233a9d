import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/bio/generate/route";
import { quotaPeriod } from "@/lib/config/plans";
import { db } from "@/lib/db/client";
import { getStats } from "@/lib/db/gamification";
import { inGenerationTransaction, saveGenerationDirect } from "@/lib/db/generation-writes";
import { countBiosGenerated, getGeneration } from "@/lib/db/generations";
import { getUsageCount } from "@/lib/db/usage";
import { setDisabled, setPlan } from "@/lib/db/users";
import { callRoute } from "../support/call-route";
import { middayTimeZone, registerUser } from "../support/users";

// The generation's usual writes as plain statements on Prisma's own connections
// (lib/db/direct.ts, saveGenerationDirect): what they store must read back through Prisma exactly
// as Prisma's own writes do, and they must not mix with a Prisma transaction in flight.

const DESCRIPTION = "Pastry chef in Lisbon who loves sourdough, surfing at dawn and my rescue dog Miso";
const gen = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  callRoute(generate, {
    path: "/api/bio/generate",
    body: { description: DESCRIPTION, tone: "bold", ...body },
    headers,
  });

function directInput(userId: string, now: Date, limit: number | null = null) {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: middayTimeZone(now) }).format(now);
  return {
    userId,
    now,
    usage: { feature: "bio", period: quotaPeriod(now), limit },
    row: {
      description: DESCRIPTION,
      tone: "bold",
      platform: "instagram",
      variations: ["a", "b", "c"],
      engine: "composer",
    },
    claim: { day, kind: "bio_generated", xp: 10, cap: 200 },
  };
}

describe("the generation's one-transaction writes", () => {
  it("stores the row, the spend and the progress so that Prisma reads them back exactly", async () => {
    const account = await registerUser();
    expect((await gen(account.auth)).status).toBe(200); // the first of the day moves the streak (Prisma path)
    const before = await getStats({ userId: account.user.id });
    const now = new Date();
    const saved = await saveGenerationDirect(directInput(account.user.id, now));
    if (saved.kind !== "saved") throw new Error(`expected a save, got ${saved.kind}`);
    const row = await getGeneration({ id: saved.id, userId: account.user.id });
    expect(row).toMatchObject({ description: DESCRIPTION, tone: "bold", variations: ["a", "b", "c"], favorite: false });
    expect(row?.createdAt.toISOString()).toBe(now.toISOString());
    expect(saved.biosGenerated).toBe(2);
    expect(await countBiosGenerated({ userId: account.user.id })).toBe(2);
    const after = await getStats({ userId: account.user.id });
    expect(after).toMatchObject({ biosGenerated: 2, xp: (before?.xp ?? 0) + 10, currentStreak: 1 });
    expect(after?.lastActivity?.toISOString()).toBe(now.toISOString());
    expect(saved.stats).toEqual(after);
  });

  it("writes nothing when the quota is spent or the streak must move to a new day", async () => {
    const account = await registerUser();
    const now = new Date();
    // No stats row yet: the streak path must run first.
    expect(await saveGenerationDirect(directInput(account.user.id, now))).toEqual({ kind: "new-day" });
    expect(await countBiosGenerated({ userId: account.user.id })).toBe(0);
    expect(await db.dailyXp.count({ where: { userId: account.user.id } })).toBe(0);
    expect((await gen(account.auth)).status).toBe(200);
    expect(await saveGenerationDirect(directInput(account.user.id, now, 1))).toEqual({ kind: "quota" });
    expect(await getUsageCount({ userId: account.user.id, feature: "bio", period: quotaPeriod(now) })).toBe(1);
  });

  it("counts every one of many parallel saves exactly once, and the day's XP up to its cap", async () => {
    const account = await registerUser();
    expect((await gen(account.auth)).status).toBe(200);
    const before = await getStats({ userId: account.user.id });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => saveGenerationDirect(directInput(account.user.id, now))),
    );
    expect(results.every((r) => r.kind === "saved")).toBe(true);
    const gained = results.reduce((sum, r) => sum + (r.kind === "saved" ? r.xpGained : 0), 0);
    // The first generation of the day claimed 10 of the cap of 200 already.
    expect(gained).toBe(190);
    expect(await countBiosGenerated({ userId: account.user.id })).toBe(26);
    expect(await db.bioGeneration.count({ where: { userId: account.user.id } })).toBe(26);
    expect(await getStats({ userId: account.user.id })).toMatchObject({
      biosGenerated: 26,
      xp: (before?.xp ?? 0) + 190,
    });
    // Each answer counts its own generation among the ones saved before it.
    const counts = results.map((r) => (r.kind === "saved" ? r.biosGenerated : 0)).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 2));
  });

  it("waits for a Prisma transaction open on the same connection instead of joining it", async () => {
    const account = await registerUser();
    expect((await gen(account.auth)).status).toBe(200);
    let direct: Promise<unknown> | null = null;
    // The Prisma transaction rolls back: had the plain statements joined it, they would go too.
    const rolledBack = db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: account.user.id }, data: { displayName: "Inside" } });
      direct = saveGenerationDirect(directInput(account.user.id, new Date()));
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.user.update({ where: { id: account.user.id }, data: { displayName: "Still inside" } });
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect(await db.user.findUnique({ where: { id: account.user.id }, select: { displayName: true } })).toEqual({
      displayName: "Test User",
    });
    expect(await direct).toMatchObject({ kind: "saved" });
    expect(await countBiosGenerated({ userId: account.user.id })).toBe(2);
  });
});

describe("the token and its user in one read", () => {
  it("sees a plan change, a disabled account and a revoked token on the very next request", async () => {
    const account = await registerUser();
    for (let i = 0; i < 5; i += 1) expect((await gen(account.auth)).status).toBe(200);
    expect((await gen(account.auth)).status).toBe(429); // the free plan's month is spent
    await setPlan({ userId: account.user.id, plan: "premium" });
    const premium = await gen(account.auth);
    expect(premium.status).toBe(200);
    expect(premium.body).toMatchObject({ generationsRemaining: null, biosGenerated: 6 });
    await setDisabled({ userId: account.user.id, disabled: true });
    expect((await gen(account.auth)).status).toBe(401);
    await setDisabled({ userId: account.user.id, disabled: false });
    expect((await gen(account.auth)).status).toBe(200);
    await db.apiToken.updateMany({ where: { userId: account.user.id }, data: { revokedAt: new Date() } });
    expect((await gen(account.auth)).status).toBe(401);
  });
});

describe("the first generation of a day, in a Prisma transaction", () => {
  it("runs again when a parallel one wins a write conflict or the pool cannot start it in time", async () => {
    for (const code of ["P2034", "P2028"]) {
      let calls = 0;
      const saved = await inGenerationTransaction(async () => {
        calls++;
        if (calls === 1) throw Object.assign(new Error("lost the race"), { code });
        return "saved";
      });
      expect(saved).toBe("saved");
      expect(calls).toBe(2);
    }
    // Any other failure is not run again.
    let calls = 0;
    await expect(
      inGenerationTransaction(async () => {
        calls++;
        throw new Error("something else");
      }),
    ).rejects.toThrow("something else");
    expect(calls).toBe(1);
  });
});
