import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/bio/generate/route";
import { GET as gamificationRoute } from "@/app/api/gamification/route";
import { getStats, listBadgeUnlocks } from "@/lib/db/gamification";
import { recordActivity } from "@/lib/gamification/events";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

const DAY = 24 * 60 * 60 * 1000;
const getGamification = (headers: Record<string, string>) =>
  callRoute(gamificationRoute, { method: "GET", path: "/api/gamification", headers });

type Achievement = { id: string; progress: number; maxProgress: number; unlocked: boolean; unlockedAt: string | null };

describe("gamification", () => {
  it("the first generated bio unlocks Bio Beginner once, with 10 XP plus the streak day", async () => {
    const account = await registerUser();
    const res = await callRoute(generate, {
      path: "/api/bio/generate",
      body: { description: "Pastry chef in Lisbon who loves sourdough and surfing at dawn", tone: "casual" },
      headers: account.auth,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gamification).toMatchObject({
      xp: 18,
      xpGained: 18,
      level: 1,
      leveledUp: false,
      currentStreak: 1,
      unlocked: [{ id: "first-bio", title: "Bio Beginner" }],
    });

    // A second bio the same day: 10 XP, no streak day, nothing new unlocked.
    const again = await recordActivity(account.user.id, {
      kind: "bio_generated",
      tone: "casual",
      platform: "instagram",
    });
    expect(again).toMatchObject({ xp: 28, xpGained: 10, currentStreak: 1, unlocked: [] });
    const unlocks = await listBadgeUnlocks({ userId: account.user.id });
    expect(unlocks.filter((u) => u.badgeId === "first-bio")).toHaveLength(1);
  });

  it("counts 20 parallel events exactly and unlocks each badge once", async () => {
    const { user } = await registerUser();
    const now = new Date("2026-05-04T12:00:00Z");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordActivity(user.id, { kind: "bio_generated", tone: "bold", platform: "x" }, now),
      ),
    );
    expect(outcomes.every((o) => o !== null)).toBe(true);
    const stats = await getStats({ userId: user.id });
    expect(stats).toMatchObject({ biosGenerated: 20, currentStreak: 1, xp: 20 * 10 + 8 });
    const unlocked = outcomes.flatMap((o) => o?.unlocked.map((b) => b.id) ?? []);
    expect(unlocked.filter((id) => id === "first-bio")).toHaveLength(1);
    expect(unlocked.filter((id) => id === "bio-master")).toHaveLength(1);
    const rows = await listBadgeUnlocks({ userId: user.id });
    expect(rows.map((r) => r.badgeId).sort()).toEqual(expect.arrayContaining(["bio-master", "first-bio"]));
    expect(new Set(rows.map((r) => r.badgeId)).size).toBe(rows.length);
  });

  it("grows the streak over 3 consecutive days and restarts at 1 after a gap", async () => {
    const { user } = await registerUser();
    const start = new Date("2026-06-01T10:00:00Z");
    const share = (at: Date) => recordActivity(user.id, { kind: "bio_shared" }, at);
    expect((await share(start))?.currentStreak).toBe(1);
    expect((await share(new Date(start.getTime() + DAY)))?.currentStreak).toBe(2);
    const third = await share(new Date(start.getTime() + 2 * DAY));
    expect(third).toMatchObject({ currentStreak: 3, xpGained: 15 + 8 });
    expect(third?.unlocked.map((b) => b.id)).toContain("social-sharer");
    const afterGap = await share(new Date(start.getTime() + 5 * DAY));
    expect(afterGap?.currentStreak).toBe(1);
    expect(await getStats({ userId: user.id })).toMatchObject({ currentStreak: 1, longestStreak: 3, biosShared: 4 });
  });

  it("never throws: an unknown user gives null", async () => {
    await expect(recordActivity("no-such-user", { kind: "bio_shared" })).resolves.toBeNull();
  });

  it("GET /api/gamification is 401 signed out and shows stats, level and the eight achievements", async () => {
    expect((await getGamification({})).status).toBe(401);

    const account = await registerUser();
    const empty = await getGamification(account.auth);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      level: { xp: 0, level: 1, xpIntoLevel: 0 },
      stats: { currentStreak: 0, biosGenerated: 0 },
    });

    const now = new Date();
    for (let i = 0; i < 11; i++) {
      await recordActivity(account.user.id, { kind: "bio_generated", tone: "casual", platform: "linkedin" }, now);
    }
    const res = await getGamification(account.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      level: { xp: 118, level: 2, xpIntoLevel: 18 },
      stats: { biosGenerated: 11, currentStreak: 1, longestStreak: 1 },
    });
    const achievements = res.body.achievements as Achievement[];
    expect(achievements.map((a) => a.id)).toEqual([
      "first-bio",
      "bio-master",
      "bio-legend",
      "template-explorer",
      "premium-explorer",
      "social-sharer",
      "profile-perfectionist",
      "streak-champion",
    ]);
    const byId = new Map(achievements.map((a) => [a.id, a]));
    expect(byId.get("bio-master")).toMatchObject({ unlocked: true, progress: 10, maxProgress: 10 });
    expect(byId.get("bio-master")?.unlockedAt).toEqual(expect.any(String));
    expect(byId.get("bio-legend")).toMatchObject({ unlocked: false, progress: 11, maxProgress: 50, unlockedAt: null });
    expect(byId.get("streak-champion")).toMatchObject({ unlocked: false, progress: 1, maxProgress: 7 });
  });

  it("evaluates the streak on load: 0 once a whole day passed without activity", async () => {
    const account = await registerUser();
    await recordActivity(account.user.id, { kind: "bio_shared" }, new Date(Date.now() - 3 * DAY));
    const res = await getGamification(account.auth);
    expect(res.body).toMatchObject({ stats: { currentStreak: 0, longestStreak: 1 } });
  });
});
