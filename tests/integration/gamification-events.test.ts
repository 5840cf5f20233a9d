import { describe, expect, it } from "vitest";
import { listActivityDays as listStoredDays, listBadgeUnlocks, getStats, setUserTimeZone } from "@/lib/db/gamification";
import { flushActivityDays } from "@/lib/gamification/activity-days";
import { createGeneration } from "@/lib/db/generations";
import { recordActivity, recordChallengeCompletion } from "@/lib/gamification/events";
import { TONES, PLATFORMS } from "@/lib/bio/types";
import { registerUser } from "../support/users";

// The gamification rules through the one entry point, on the real database; `now` moves the clock.

/** The heat map's days as stored, once the write-behind queue has written what it holds. */
async function listActivityDays(args: { userId: string }) {
  await flushActivityDays();
  return listStoredDays(args);
}

const at = (iso: string) => new Date(iso);
const bio = { kind: "bio_generated", tone: "bold", platform: "instagram" } as const;

async function newUser(timeZone = "UTC") {
  const { user } = await registerUser();
  await setUserTimeZone({ userId: user.id, timeZone });
  return user.id;
}

describe("recordActivity", () => {
  it("unlocks Bio Beginner with the first bio and adds its XP", async () => {
    const userId = await newUser();
    const first = await recordActivity(userId, bio, at("2026-03-02T10:00:00Z"));
    expect(first).not.toBeNull();
    // 10 for the bio + 8 for the first streak day.
    expect(first).toMatchObject({ xp: 18, xpGained: 18, level: 1, leveledUp: false, currentStreak: 1 });
    expect(first?.unlocked.map((u) => u.id)).toEqual(["first-bio"]);
    expect(first?.unlocked[0]).toMatchObject({ title: "Bio Beginner", achievement: true });

    const second = await recordActivity(userId, bio, at("2026-03-02T11:00:00Z"));
    expect(second).toMatchObject({ xp: 28, xpGained: 10, currentStreak: 1, unlocked: [] });
  });

  it("weighs every kind of event by XP_WEIGHTS and sums XP", async () => {
    const userId = await newUser();
    const now = at("2026-03-02T10:00:00Z");
    const outcomes = [
      await recordActivity(userId, bio, now), // 10 + 8 (streak day)
      await recordActivity(userId, { kind: "template_used", templateId: "t1", isPremium: false }, now), // 5
      await recordActivity(userId, { kind: "template_used", templateId: "t2", isPremium: true }, now), // 5
      await recordActivity(userId, { kind: "bio_shared" }, now), // 15
      await recordActivity(userId, { kind: "profile_customized", withAvatar: true }, now), // 20
    ];
    expect(outcomes.map((o) => o?.xpGained)).toEqual([18, 5, 5, 15, 20]);
    expect(outcomes.at(-1)?.xp).toBe(63);
    const stats = await getStats({ userId });
    expect(stats).toMatchObject({
      xp: 63,
      biosGenerated: 1,
      templatesUsed: 2,
      premiumTemplatesUsed: 1,
      biosShared: 1,
      profilesCustomized: 1,
    });
    // A profile saved without an avatar is not "customised with an avatar": nothing changes.
    const plain = await recordActivity(userId, { kind: "profile_customized", withAvatar: false }, now);
    expect(plain).toMatchObject({ xp: 63, xpGained: 0, unlocked: [] });
    expect(outcomes[1]?.unlocked).toEqual([]);
    expect(outcomes[3]?.unlocked.map((u) => u.id)).toEqual(["first-share"]);
    expect(outcomes[4]?.unlocked.map((u) => u.id)).toEqual(["profile-perfectionist"]);
  });

  it("levels up when XP crosses a multiple of 100, exactly once", async () => {
    const userId = await newUser();
    const now = at("2026-03-02T10:00:00Z");
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await recordActivity(userId, { kind: "profile_customized", withAvatar: true }, now));
    // 28, 48, 68, 88, 108 (the first one carries the 8 XP streak day).
    expect(results.map((r) => r?.xp)).toEqual([28, 48, 68, 88, 108]);
    expect(results.map((r) => r?.level)).toEqual([1, 1, 1, 1, 2]);
    expect(results.map((r) => r?.leveledUp)).toEqual([false, false, false, false, true]);
    expect(results.at(-1)?.xpToNextLevel).toBe(92);
  });

  it("grows the streak day by day, keeps it on the same day and restarts it after a gap", async () => {
    const userId = await newUser();
    const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];
    const streaks = [];
    for (const day of days) streaks.push((await recordActivity(userId, bio, at(`${day}T12:00:00Z`)))?.currentStreak);
    expect(streaks).toEqual([1, 2, 3, 4, 5, 6]);
    const seventh = await recordActivity(userId, bio, at("2026-03-07T09:00:00Z"));
    expect(seventh?.currentStreak).toBe(7);
    expect(seventh?.unlocked.map((u) => u.id)).toContain("streak-champion");
    // Same day: unchanged, no streak XP.
    expect(await recordActivity(userId, bio, at("2026-03-07T23:59:00Z"))).toMatchObject({
      currentStreak: 7,
      xpGained: 10,
    });
    // A missed day (the 8th): back to 1, the record stays.
    const after = await recordActivity(userId, bio, at("2026-03-09T08:00:00Z"));
    expect(after).toMatchObject({ currentStreak: 1, longestStreak: 7, xpGained: 18 });
    const heat = await listActivityDays({ userId });
    expect(heat.map((d) => d.day)).toEqual([...days, "2026-03-07", "2026-03-09"]);
    expect(heat.find((d) => d.day === "2026-03-07")?.count).toBe(2);
  });

  it("counts days in the user's own time zone, across midnight", async () => {
    // Tokyo is UTC+9: 20:00 UTC on the 1st is 05:00 on the 2nd there.
    const userId = await newUser("Asia/Tokyo");
    expect((await recordActivity(userId, bio, at("2026-03-01T10:00:00Z")))?.currentStreak).toBe(1); // 19:00 on the 1st
    expect((await recordActivity(userId, bio, at("2026-03-01T14:59:00Z")))?.currentStreak).toBe(1); // 23:59 on the 1st
    expect((await recordActivity(userId, bio, at("2026-03-01T15:00:00Z")))?.currentStreak).toBe(2); // 00:00 on the 2nd
    const heat = await listActivityDays({ userId });
    expect(heat.map((d) => d.day)).toEqual(["2026-03-01", "2026-03-02"]);

    // The same instants for a user in Los Angeles (UTC-8) all fall on March 1st: one day.
    const west = await newUser("America/Los_Angeles");
    for (const iso of ["2026-03-01T10:00:00Z", "2026-03-01T14:59:00Z", "2026-03-01T15:00:00Z"]) {
      expect((await recordActivity(west, bio, at(iso)))?.currentStreak).toBe(1);
    }
  });

  it("unlocks each achievement once and counts every event under 20 parallel requests", async () => {
    const userId = await newUser();
    const now = at("2026-03-02T10:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => recordActivity(userId, bio, now)));
    expect(results.every((r) => r !== null)).toBe(true);
    const unlockedIds = results.flatMap((r) => r?.unlocked.map((u) => u.id) ?? []);
    expect(unlockedIds.filter((id) => id === "first-bio")).toHaveLength(1);
    expect(unlockedIds.filter((id) => id === "bio-master")).toHaveLength(1);
    // 20 bios × 10 XP + one streak day × 8: 208 XP, level 3, two level-ups reported once each.
    const stats = await getStats({ userId });
    expect(stats).toMatchObject({ biosGenerated: 20, xp: 208, currentStreak: 1 });
    expect(results.filter((r) => r?.leveledUp)).toHaveLength(2);
    const unlocks = await listBadgeUnlocks({ userId });
    expect(unlocks.map((u) => u.badgeId).sort()).toEqual(["bio-master", "first-bio"]);
    expect((await listActivityDays({ userId }))[0]?.count).toBe(20);
  });

  it("adds the streak day once when parallel requests start a new day", async () => {
    const userId = await newUser();
    await recordActivity(userId, bio, at("2026-03-01T10:00:00Z"));
    // 10 shares: all within the day's XP cap for sharing.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => recordActivity(userId, { kind: "bio_shared" }, at("2026-03-02T10:00:00Z"))),
    );
    expect(results.filter((r) => r?.xpGained === 23)).toHaveLength(1);
    expect(await getStats({ userId })).toMatchObject({ currentStreak: 2, xp: 18 + 10 * 15 + 8, biosShared: 10 });
  });

  it("counts premium template uses for Premium Explorer", async () => {
    const userId = await newUser();
    const now = at("2026-03-02T10:00:00Z");
    const premium = { kind: "template_used", templateId: "p", isPremium: true } as const;
    await recordActivity(userId, premium, now);
    await recordActivity(userId, premium, now);
    expect((await recordActivity(userId, { ...premium, isPremium: false }, now))?.unlocked).toEqual([]);
    const third = await recordActivity(userId, premium, now);
    expect(third?.unlocked.map((u) => u.id)).toEqual(["premium-explorer"]);
    const fifth = await recordActivity(userId, premium, now);
    expect(fifth?.unlocked.map((u) => u.id)).toEqual(["template-explorer"]);
  });

  it("unlocks Tone Explorer and Platform Pro from the saved generations, Night Owl by the local hour", async () => {
    const userId = await newUser("Europe/Paris");
    let last = null;
    for (const [i, tone] of TONES.entries()) {
      const platform = PLATFORMS[i % PLATFORMS.length] ?? "instagram";
      await createGeneration({
        userId,
        description: "baker",
        tone,
        platform,
        variations: ["a", "b", "c"],
        engine: "composer",
      });
      last = await recordActivity(userId, { kind: "bio_generated", tone, platform }, at("2026-03-02T12:00:00Z"));
      if (i === PLATFORMS.length - 1) expect(last?.unlocked.map((u) => u.id)).toContain("platform-pro");
    }
    expect(last?.unlocked.map((u) => u.id)).toContain("tone-explorer");
    // 01:30 in Paris (UTC+1 in March) is 00:30 UTC.
    const night = await recordActivity(userId, bio, at("2026-03-03T00:30:00Z"));
    expect(night?.unlocked.map((u) => u.id)).toContain("night-owl");
  });

  it("never throws: an unknown user gives null", async () => {
    await expect(recordActivity("no-such-user", bio)).resolves.toBeNull();
  });
});

describe("recordChallengeCompletion", () => {
  it("grants a challenge's XP once, even under parallel answers", async () => {
    const userId = await newUser();
    const now = at("2026-03-02T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => recordChallengeCompletion(userId, { id: "tone-matching", xp: 10 }, now)),
    );
    expect(results.filter((r) => r?.firstTime)).toHaveLength(1);
    expect((await getStats({ userId }))?.xp).toBe(10);
    const winner = results.find((r) => r?.firstTime);
    expect(winner?.outcome.unlocked.map((u) => u.id)).toEqual(["first-challenge"]);
  });
});
