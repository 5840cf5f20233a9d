import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/link-in-bio/ab-tests/[id]/route";
import { POST as advance } from "@/app/api/link-in-bio/ab-tests/[id]/advance/route";
import { POST as promote } from "@/app/api/link-in-bio/ab-tests/[id]/promote/route";
import { POST as stop } from "@/app/api/link-in-bio/ab-tests/[id]/stop/route";
import { GET as list, POST as create } from "@/app/api/link-in-bio/ab-tests/route";
import { GET as getPage } from "@/app/api/link-in-bio/route";
import { POST as postLink } from "@/app/api/link-in-bio/links/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { GET as redirect } from "@/app/l/[username]/[linkId]/route";
import { GET as publicPage } from "@/app/l/[username]/route";
import { db } from "@/lib/db/client";
import { flushLinkEvents } from "@/lib/link-in-bio/page-events";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type User = Awaited<ReturnType<typeof registerUser>> & { username: string };
interface Variant {
  id: string;
  letter: string;
  bio: string;
  views: number;
  clicks: number;
  taggedUrl: string | null;
  probabilityBest: number;
}
interface Test {
  id: string;
  status: string;
  winnerId: string | null;
  variants: Variant[];
  verdict: { kind: string; reason?: string; moreVisits?: number | null };
}

const ORIGIN = "http://localhost:3000";

async function userWithPage(): Promise<User & { linkId: string }> {
  const user = await registerUser({ displayName: "Ines Duarte" });
  const username = `ines_${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const profile = await callRoute(createProfile, {
    body: { username, displayName: "Ines Duarte", bio: "Ceramics in Lisbon" },
    headers: user.auth,
  });
  expect(profile.status).toBe(201);
  expect((await callRoute(getPage, { method: "GET", headers: user.auth })).status).toBe(200);
  const link = await callRoute(postLink, { body: { title: "Shop", url: "https://shop.example/" }, headers: user.auth });
  expect(link.status).toBe(201);
  return { ...user, username, linkId: (link.body.link as { id: string }).id };
}

const startTest = (user: { auth: Record<string, string> }, body: unknown) =>
  callRoute(create, { path: "/api/link-in-bio/ab-tests", body, headers: user.auth });

type PublicHandler = (req: NextRequest, ctx: never) => Promise<Response>;

async function visit(
  path: string,
  params: Record<string, string>,
  visitor: number,
  handler: PublicHandler = publicPage as PublicHandler,
) {
  const req = new NextRequest(`${ORIGIN}${path}`, {
    headers: {
      "user-agent": `Mozilla/5.0 (iPhone) Visitor/${visitor}`,
      "x-forwarded-for": `198.51.100.${visitor % 250}`,
    },
  });
  return (handler as (r: NextRequest, c: never) => Promise<Response>)(req, {
    params: Promise.resolve(params),
  } as never);
}

async function readTest(user: User, id: string): Promise<Test> {
  const res = await callRoute(getOne, { method: "GET", params: { id }, headers: user.auth });
  expect(res.status).toBe(200);
  return res.body.test as Test;
}

describe("A/B tests of the bio", () => {
  it("checks the session, the profile and the variants", async () => {
    expect((await callRoute(list, { method: "GET" })).status).toBe(401);
    expect((await startTest({ auth: {} }, { kind: "page", variants: ["a", "b"] })).status).toBe(401);
    const noProfile = await registerUser();
    expect((await startTest(noProfile, { kind: "page", variants: ["a", "b"] })).status).toBe(404);

    const user = await userWithPage();
    const bad: [unknown, RegExp][] = [
      [{ kind: "page", variants: ["Only one"] }, /2 to 4 bios/],
      [{ kind: "page", variants: ["1", "2", "3", "4", "5"] }, /2 to 4 bios/],
      [{ kind: "page", variants: ["Same bio", "same bio "] }, /different bio/],
      [{ kind: "page", variants: ["Fine", "  "] }, /Write bio B, or remove it/],
      [{ kind: "page", variants: ["Fine", "x".repeat(301)] }, /Bio B is too long/],
      [{ kind: "sequential", variants: ["Fine", "x".repeat(151)] }, /150 characters/],
      [{ kind: "page", variants: ["Fine", "a\u0000b"] }, /characters we can't use/],
      [{ kind: "both", variants: ["a", "b"] }, /Choose what to test/],
    ];
    for (const [body, message] of bad) {
      const res = await startTest(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    }
    await fuzzJsonEndpoint(create, { fields: ["kind", "name", "variants"], headers: user.auth, runs: 25 });
  });

  it("rotates the page's bio per visitor, sticky for the day, counts per variant and promotes the winner", async () => {
    const user = await userWithPage();
    const started = await startTest(user, { kind: "page", variants: ["Bio A: clay & calm", "Bio B: shop my mugs"] });
    expect(started.status).toBe(201);
    const test = started.body.test as Test;
    expect(test.variants.map((v) => v.letter)).toEqual(["A", "B"]);
    expect((await startTest(user, { kind: "page", variants: ["x1", "x2"] })).status).toBe(409);

    const shown = new Map<number, string>();
    for (let visitor = 0; visitor < 60; visitor++) {
      const html = await (await visit(`/l/${user.username}`, { username: user.username }, visitor)).text();
      const bio = html.includes("Bio A: clay &amp; calm") ? "A" : html.includes("Bio B: shop my mugs") ? "B" : "?";
      shown.set(visitor, bio);
      // Every visitor of variant B clicks; of A, one in three.
      if (bio === "B" || visitor % 3 === 0) {
        const res = await visit(
          `/l/${user.username}/${user.linkId}`,
          { username: user.username, linkId: user.linkId },
          visitor,
          redirect,
        );
        expect(res.status).toBe(302);
      }
    }
    expect([...shown.values()]).not.toContain("?");
    // The same visitor sees the same bio again.
    for (const visitor of [0, 1, 2, 3]) {
      const html = await (await visit(`/l/${user.username}`, { username: user.username }, visitor)).text();
      expect(html).toContain(shown.get(visitor) === "A" ? "Bio A: clay &amp; calm" : "Bio B: shop my mugs");
    }
    const seenA = [...shown.values()].filter((b) => b === "A").length;
    expect(seenA).toBeGreaterThan(12);
    expect(seenA).toBeLessThan(48);
    await flushLinkEvents();

    const results = await readTest(user, test.id);
    const [a, b] = results.variants as [Variant, Variant];
    expect(a.views).toBe(seenA);
    expect(b.views).toBe(60 - seenA);
    expect(b.clicks).toBe(b.views);
    expect(a.clicks).toBe([...shown].filter(([v, bio]) => bio === "A" && v % 3 === 0).length);
    // Fewer than 100 visitors each: no winner yet, and the visits still needed.
    expect(results.verdict).toMatchObject({ kind: "not-yet", reason: "min-sample" });
    expect(results.verdict.moreVisits).toBeGreaterThanOrEqual(200 - 60);

    const promoted = await callRoute(promote, {
      params: { id: test.id },
      body: { variantId: b.id },
      headers: user.auth,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.test).toMatchObject({ status: "stopped", winnerId: b.id });
    const page = await callRoute(getPage, { method: "GET", headers: user.auth });
    expect((page.body.page as { bio: string }).bio).toBe("Bio B: shop my mugs");
    // Every visitor sees the new bio at once (the page's cached copy was forgotten).
    for (const visitor of [0, 1, 2, 3]) {
      const html = await (await visit(`/l/${user.username}`, { username: user.username }, visitor)).text();
      expect(html).toContain("Bio B: shop my mugs");
    }
    const again = await callRoute(promote, { params: { id: test.id }, body: { variantId: a.id }, headers: user.auth });
    expect(again.status).toBe(409);
  });

  it("keeps tests private: another user's ids answer 404", async () => {
    const owner = await userWithPage();
    const other = await userWithPage();
    const test = (await startTest(owner, { kind: "page", variants: ["Mine A", "Mine B"] })).body.test as Test;
    const variantId = (test.variants[0] as Variant).id;
    const calls = [
      callRoute(getOne, { method: "GET", params: { id: test.id }, headers: other.auth }),
      callRoute(stop, { params: { id: test.id }, headers: other.auth }),
      callRoute(advance, { params: { id: test.id }, headers: other.auth }),
      callRoute(promote, { params: { id: test.id }, body: { variantId }, headers: other.auth }),
      callRoute(getOne, { method: "GET", params: { id: "../../etc" }, headers: other.auth }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("That A/B test was not found.");
    }
    const otherTest = (await startTest(other, { kind: "page", variants: ["Theirs A", "Theirs B"] })).body.test as Test;
    const crossed = await callRoute(promote, {
      params: { id: otherTest.id },
      body: { variantId },
      headers: other.auth,
    });
    expect(crossed.status).toBe(404);
    expect((await callRoute(list, { method: "GET", headers: other.auth })).body.tests).toHaveLength(1);
    expect((await readTest(owner, test.id)).status).toBe("running");
  });

  it("runs a sequential Instagram bio test through tagged links, one bio after the other", async () => {
    const user = await userWithPage();
    const test = (await startTest(user, { kind: "sequential", variants: ["IG bio one", "IG bio two"] })).body
      .test as Test;
    // The free plan runs one test at a time.
    const second = await startTest(user, { kind: "page", variants: ["P1", "P2"] });
    expect(second.status).toBe(403);
    expect(second.body.message).toMatch(/one A\/B test at a time/);

    const [one, two] = test.variants as [Variant, Variant];
    expect(one.taggedUrl).toMatch(new RegExp(`/l/${user.username}\\?v=${one.id}$`));
    const html = await (await visit(`/l/${user.username}?v=${one.id}`, { username: user.username }, 1)).text();
    // The page's links carry the tag, so the click counts for the same bio.
    expect(html).toContain(`/l/${user.username}/${user.linkId}?v=${one.id}`);
    await visit(
      `/l/${user.username}/${user.linkId}?v=${one.id}`,
      { username: user.username, linkId: user.linkId },
      1,
      redirect,
    );
    await visit(`/l/${user.username}?v=${one.id}`, { username: user.username }, 2);
    // Bio two is not up yet: its tag counts nothing; an untagged visit counts nothing either.
    await visit(`/l/${user.username}?v=${two.id}`, { username: user.username }, 3);
    await visit(`/l/${user.username}`, { username: user.username }, 4);

    const advanced = await callRoute(advance, { params: { id: test.id }, headers: user.auth });
    expect(advanced.status).toBe(200);
    await visit(`/l/${user.username}?v=${two.id}`, { username: user.username }, 5);
    expect((await callRoute(advance, { params: { id: test.id }, headers: user.auth })).status).toBe(409);
    await flushLinkEvents();

    const results = await readTest(user, test.id);
    expect(results.variants.map((v) => [v.views, v.clicks])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    const untagged = await db.linkEvent.count({
      where: { variantId: null, kind: "view", page: { userId: user.user.id } },
    });
    expect(untagged).toBe(2);

    expect((await callRoute(stop, { params: { id: test.id }, headers: user.auth })).status).toBe(200);
    expect((await callRoute(stop, { params: { id: test.id }, headers: user.auth })).status).toBe(409);
    const kept = await callRoute(promote, { params: { id: test.id }, body: { variantId: one.id }, headers: user.auth });
    expect(kept.body.test).toMatchObject({ winnerId: one.id });
    // The Instagram bio cannot be set from here: the page's own bio stays.
    expect(((await callRoute(getPage, { method: "GET", headers: user.auth })).body.page as { bio: string }).bio).toBe(
      "Ceramics in Lisbon",
    );
    // After the test, its tags count nothing.
    await visit(`/l/${user.username}?v=${one.id}`, { username: user.username }, 9);
    await flushLinkEvents();
    expect((await readTest(user, test.id)).variants[0]?.views).toBe(2);
  });
});
