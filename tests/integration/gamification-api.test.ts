import { describe, expect, it } from "vitest";
import { POST as answer } from "@/app/api/challenges/[id]/answer/route";
import { POST as generate } from "@/app/api/bio/generate/route";
import { GET as progress } from "@/app/api/gamification/route";
import { POST as setTimeZone } from "@/app/api/me/time-zone/route";
import { TONES } from "@/lib/bio/types";
import { getStats, getUserTimeZone, listBadgeUnlocks } from "@/lib/db/gamification";
import { setPlan } from "@/lib/db/users";
import { TIME_ZONE_MESSAGE } from "@/lib/gamification/time-zone";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Outcome = { xp: number; level: number; currentStreak: number; unlocked: { id: string; title: string }[] };
type Progress = {
  level: { level: number; xp: number; xpToNextLevel: number };
  stats: { biosGenerated: number; currentStreak: number; tonesTried: string[] };
  achievements: { id: string; progress: number; maxProgress: number; unlocked: boolean }[];
  badges: { id: string }[];
  activityDays: { day: string; count: number }[];
  completedChallenges: string[];
};

describe("gamification through the real endpoints", () => {
  it("a new user's first bio unlocks Bio Beginner and shows up in GET /api/gamification", async () => {
    const account = await registerUser();
    const before = await callRoute(progress, { method: "GET", headers: account.auth });
    expect(before.status).toBe(200);
    expect((before.body as unknown as Progress).level).toMatchObject({ level: 1, xp: 0 });
    expect((before.body as unknown as Progress).achievements.every((a) => !a.unlocked)).toBe(true);

    const first = await callRoute(generate, {
      headers: account.auth,
      body: { description: "Pastry chef in Lyon who loves sourdough", tone: "bold" },
    });
    expect(first.status).toBe(200);
    const outcome = first.body.gamification as Outcome;
    expect(outcome).toMatchObject({ xp: 18, level: 1, currentStreak: 1 });
    expect(outcome.unlocked.map((u) => u.title)).toEqual(["Bio Beginner"]);

    const second = await callRoute(generate, {
      headers: account.auth,
      body: { description: "Pastry chef in Lyon who loves sourdough", tone: "funny" },
    });
    expect((second.body.gamification as Outcome).xp).toBe(28);
    expect((second.body.gamification as Outcome).unlocked).toEqual([]);

    const after = (await callRoute(progress, { method: "GET", headers: account.auth })).body as unknown as Progress;
    expect(after.level).toMatchObject({ level: 1, xp: 28, xpToNextLevel: 72 });
    expect(after.stats).toMatchObject({ biosGenerated: 2, currentStreak: 1 });
    expect(after.stats.tonesTried.sort()).toEqual(["bold", "funny"]);
    expect(after.achievements.find((a) => a.id === "first-bio")).toMatchObject({ unlocked: true });
    expect(after.achievements.find((a) => a.id === "bio-master")).toMatchObject({ progress: 2, maxProgress: 10 });
    expect(after.badges.length).toBeGreaterThanOrEqual(16);
    expect(after.activityDays).toHaveLength(1);
    expect(after.activityDays[0]?.count).toBe(2);
  });

  it("counts 30 parallel generations exactly: XP within the daily cap, one streak day, each badge once", async () => {
    const account = await registerUser();
    await setPlan({ userId: account.user.id, plan: "premium" });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(generate, {
          headers: account.auth,
          body: { description: `Pastry chef in Lyon who loves sourdough #${i}`, tone: TONES[i % TONES.length] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 200));
    const outcomes = results.map((r) => r.body.gamification as Outcome);
    // Each answer reports the total its own generation reached, so no two are the same, and the
    // day's cap (20 bios earn XP) plus one streak day bound the sum.
    expect(new Set(outcomes.map((o) => o.xp)).size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...outcomes.map((o) => o.xp))).toBe(20 * 10 + 8);
    const unlockedIds = outcomes.flatMap((o) => o.unlocked.map((u) => u.id));
    for (const id of ["first-bio", "bio-master", "tone-explorer"]) {
      expect(unlockedIds.filter((u) => u === id)).toHaveLength(1);
    }
    expect(await getStats({ userId: account.user.id })).toMatchObject({ biosGenerated: 30, xp: 208, currentStreak: 1 });
    expect((await listBadgeUnlocks({ userId: account.user.id })).map((u) => u.badgeId)).toEqual(
      expect.arrayContaining(["first-bio", "bio-master", "tone-explorer"]),
    );

    // The heat map's day is written behind the answers; what the page reads still has all 30.
    const after = (await callRoute(progress, { method: "GET", headers: account.auth })).body as unknown as Progress;
    expect(after.stats).toMatchObject({ biosGenerated: 30, currentStreak: 1 });
    expect(after.level).toMatchObject({ xp: 208 });
    expect(after.activityDays).toEqual([{ day: expect.any(String) as string, count: 30 }]);
  });

  it("GET /api/gamification needs a signed-in user", async () => {
    expect((await callRoute(progress, { method: "GET" })).status).toBe(401);
  });
});

describe("POST /api/challenges/{id}/answer", () => {
  const id = "pick-the-call-to-action";

  it("checks answers for visitors without keeping anything", async () => {
    const wrong = await callRoute(answer, { params: { id }, body: { answer: "a" } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ correct: false, answer: null, explanation: null, xpAwarded: 0, saved: false });
    expect(typeof wrong.body.hint).toBe("string");
    const right = await callRoute(answer, { params: { id }, body: { answer: "c" } });
    expect(right.body).toMatchObject({ correct: true, answer: "c", xpAwarded: 0, saved: false });
    expect(String(right.body.explanation)).toContain("free first class");
  });

  it("grants a signed-in user the challenge's XP once", async () => {
    const account = await registerUser();
    const wrong = await callRoute(answer, { params: { id }, headers: account.auth, body: { answer: "b" } });
    expect(wrong.body).toMatchObject({ correct: false, xpAwarded: 0 });
    const first = await callRoute(answer, { params: { id }, headers: account.auth, body: { answer: "c" } });
    expect(first.body).toMatchObject({ correct: true, xpAwarded: 15, saved: true, alreadyCompleted: false });
    expect((first.body.gamification as Outcome).unlocked.map((u) => u.id)).toEqual(["first-challenge"]);
    const again = await callRoute(answer, { params: { id }, headers: account.auth, body: { answer: "c" } });
    expect(again.body).toMatchObject({ correct: true, xpAwarded: 0, alreadyCompleted: true });
    const state = (await callRoute(progress, { method: "GET", headers: account.auth })).body as unknown as Progress;
    expect(state.level.xp).toBe(15);
    expect(state.completedChallenges).toEqual([id]);
  });

  it("answers 404 for an unknown challenge and 400 without an answer", async () => {
    expect((await callRoute(answer, { params: { id: "nope" }, body: { answer: "a" } })).status).toBe(404);
    const blank = await callRoute(answer, { params: { id }, body: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please pick an answer.");
  });

  it("survives hostile input", async () => {
    const account = await registerUser();
    await fuzzJsonEndpoint(answer, { fields: ["answer"], params: { id }, headers: account.auth, runs: 15 });
  });
});

describe("POST /api/me/time-zone", () => {
  it("stores a valid IANA zone and refuses others", async () => {
    const account = await registerUser();
    const ok = await callRoute(setTimeZone, { headers: account.auth, body: { timeZone: "Asia/Kolkata" } });
    expect(ok.status).toBe(200);
    expect(await getUserTimeZone({ userId: account.user.id })).toBe("Asia/Kolkata");
    const bad = await callRoute(setTimeZone, { headers: account.auth, body: { timeZone: "Mars/Olympus" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TIME_ZONE_MESSAGE);
    expect(await getUserTimeZone({ userId: account.user.id })).toBe("Asia/Kolkata");
    expect((await callRoute(setTimeZone, { body: { timeZone: "UTC" } })).status).toBe(401);
  });

  it("survives hostile input", async () => {
    const account = await registerUser();
    await fuzzJsonEndpoint(setTimeZone, { fields: ["timeZone"], headers: account.auth, runs: 15 });
  });
});
