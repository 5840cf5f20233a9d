import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as hashtagRoute } from "@/app/api/industry-hashtag-generator/route";
import { GET as listRoute, POST as saveRoute } from "@/app/api/industry-hashtag-generator/sets/route";
import { DELETE as deleteRoute } from "@/app/api/industry-hashtag-generator/sets/[id]/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import { BANNED_TAGS } from "@/lib/hashtags/banned";
import type * as Generate from "@/lib/hashtags/generate-hashtags";
import type { HashtagAnswer } from "@/lib/hashtags/hashtag-types";
import { QUOTA_MESSAGES } from "@/lib/account/quota";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Auth = Record<string, string>;

const engine = vi.hoisted(() => ({ failNext: false }));
vi.mock("@/lib/hashtags/generate-hashtags", async (importOriginal) => {
  const actual = await importOriginal<typeof Generate>();
  return {
    ...actual,
    generateHashtags: (...args: Parameters<typeof actual.generateHashtags>) => {
      if (!engine.failNext) return actual.generateHashtags(...args);
      engine.failNext = false;
      throw new Error("engine exploded");
    },
  };
});

const BAKERY = { industry: "food", niche: "home bakery, Pune", check: "#like4like #cakesofinstagram" };
const run = (body: unknown, headers: Auth = {}) =>
  callRoute(hashtagRoute, { path: "/api/industry-hashtag-generator", body, headers });
const used = (userId: string) => getUsageCount({ userId, feature: "hashtag", period: quotaPeriod() });

afterEach(() => {
  engine.failNext = false;
});

describe("POST /api/industry-hashtag-generator", () => {
  it("needs a session", async () => {
    expect((await run(BAKERY)).status).toBe(401);
  });

  it("answers tiers, Pune tags and sets with no banned tag, counting the allowance down to 429", async () => {
    const { auth } = await registerUser();
    for (const left of [2, 1, 0]) {
      const res = await run(BAKERY, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answer = res.body as unknown as HashtagAnswer;
      expect(answer).toMatchObject({ remaining: left, limit: 3, source: "curated" });
      expect(answer.local).toEqual(expect.arrayContaining(["punebakery", "punefoodie"]));
      expect(answer.refused.map((r) => r.tag)).toContain("like4like");
      for (const set of answer.sets) {
        expect(set.tags.length).toBeGreaterThanOrEqual(5);
        expect(set.tags.length).toBeLessThanOrEqual(10);
        for (const tag of set.tags) expect(BANNED_TAGS).not.toContain(tag.slice(1));
      }
    }
    const fourth = await run(BAKERY, auth);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(QUOTA_MESSAGES.hashtag);
  });

  it("spends the last use once under parallel requests, gives it back on failure, spends nothing on bad input", async () => {
    const { auth, user } = await registerUser();
    engine.failNext = true;
    expect((await run(BAKERY, auth)).status).toBe(500);
    expect(await used(user.id)).toBe(0);
    const bad = await run({ ...BAKERY, industry: "astrology" }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please choose an industry from the list.");
    expect(await used(user.id)).toBe(0);

    for (let i = 0; i < 2; i++) expect((await run(BAKERY, auth)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 8 }, () => run(BAKERY, auth)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await used(user.id)).toBe(3);
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(hashtagRoute, { headers: auth, fields: ["industry", "niche", "location", "check", "seed"] });
  });
});

describe("saved hashtag sets", () => {
  const SET = {
    industry: "food",
    label: "home bakery, Pune",
    tags: ["#punebakery", "#homebaker", "#bakery", "#food", "#customcakes"],
  };

  it("saves, lists and deletes a set; another user sees nothing and gets 404", async () => {
    const { auth } = await registerUser();
    const other = await registerUser();
    const saved = await callRoute(saveRoute, {
      path: "/api/industry-hashtag-generator/sets",
      body: SET,
      headers: auth,
    });
    expect(saved.status).toBe(201);
    const id = (saved.body.set as { id: string }).id;
    const list = await callRoute(listRoute, {
      method: "GET",
      path: "/api/industry-hashtag-generator/sets",
      headers: auth,
    });
    expect(list.body.sets).toMatchObject([{ id, label: "home bakery, Pune", tags: SET.tags }]);
    const theirs = await callRoute(listRoute, {
      method: "GET",
      path: "/api/industry-hashtag-generator/sets",
      headers: other.auth,
    });
    expect(theirs.body.sets).toEqual([]);

    const path = `/api/industry-hashtag-generator/sets/${id}`;
    expect((await callRoute(deleteRoute, { method: "DELETE", path, params: { id }, headers: other.auth })).status).toBe(
      404,
    );
    expect((await callRoute(deleteRoute, { method: "DELETE", path, params: { id }, headers: auth })).status).toBe(204);
  });

  it("refuses a banned tag with its reason, and sets outside 5 to 10 tags", async () => {
    const { auth } = await registerUser();
    const banned = await callRoute(saveRoute, {
      path: "/api/industry-hashtag-generator/sets",
      body: { ...SET, tags: [...SET.tags, "#followforfollow"] },
      headers: auth,
    });
    expect(banned.status).toBe(400);
    expect(banned.body.message).toMatch(/#followforfollow can't be saved: Engagement bait/);
    const short = await callRoute(saveRoute, {
      path: "/api/industry-hashtag-generator/sets",
      body: { ...SET, tags: ["#a1", "#b2"] },
      headers: auth,
    });
    expect(short.body.message).toBe("A saved set holds 5 to 10 hashtags.");
  });
});
