import { describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/link-in-bio/ab-tests/[id]/route";
import { POST as promote } from "@/app/api/link-in-bio/ab-tests/[id]/promote/route";
import { POST as stop } from "@/app/api/link-in-bio/ab-tests/[id]/stop/route";
import { POST as create } from "@/app/api/link-in-bio/ab-tests/route";
import { pruneRawEvents } from "@/lib/analytics/retention";
import type { AbTestView } from "@/lib/ab-test/types";
import { db } from "@/lib/db/client";
import { addLink, seedEvents, userWithPage, type AnalyticsUser } from "../support/analytics";
import { callRoute } from "../support/call-route";

// An A/B test's results survive the pruning of raw events: an ended test's counts are
// stored on its variants, and a running test keeps its raw events until it ends.

const DAY_MS = 86_400_000;
// Raw events are kept 5 days in these tests; the seeded visits are 10 days old.
const KEEP_DAYS = 5;
const tenDaysAgo = () => new Date(Date.now() - 10 * DAY_MS);

async function startTest(user: AnalyticsUser, bios: string[]): Promise<AbTestView> {
  const res = await callRoute(create, {
    path: "/api/link-in-bio/ab-tests",
    body: { kind: "page", variants: bios },
    headers: user.auth,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test as AbTestView;
}

async function readTest(user: AnalyticsUser, id: string): Promise<AbTestView> {
  const res = await callRoute(getOne, { method: "GET", params: { id }, headers: user.auth });
  expect(res.status).toBe(200);
  return res.body.test as AbTestView;
}

/** What the results page shows: per variant the counts, interval and chance of being best, and the verdict. */
const results = (test: AbTestView) => ({
  verdict: test.verdict,
  variants: test.variants.map(({ id, views, clicks, rate, interval, probabilityBest }) => ({
    id,
    views,
    clicks,
    rate,
    interval,
    probabilityBest,
  })),
});

/** Old visits: A is seen by 3 visitors (one twice), 1 of them clicks; B by 2, both click; a click without a view. */
async function seedVisits(pageId: string, linkId: string, [a, b]: [string, string], tag: string) {
  const createdAt = tenDaysAgo();
  const view = (variantId: string, who: string) => ({
    kind: "view" as const,
    variantId,
    visitorHash: tag + who,
    createdAt,
  });
  const click = (variantId: string, who: string) => ({ ...view(variantId, who), kind: "click" as const, linkId });
  await seedEvents(pageId, [
    view(a, "1"),
    view(a, "1"),
    view(a, "2"),
    view(a, "3"),
    click(a, "1"),
    click(a, "9"),
    view(b, "4"),
    view(b, "5"),
    click(b, "4"),
    click(b, "5"),
  ]);
}

async function pageWithTest(bios: string[]) {
  const user = await userWithPage();
  const linkId = await addLink(user, "Order a loaf");
  const pageId = (await db.linkPage.findUniqueOrThrow({ where: { userId: user.user.id }, select: { id: true } })).id;
  const test = await startTest(user, bios);
  const ids = test.variants.map((v) => v.id) as [string, string];
  return { user, linkId, pageId, test, ids };
}

describe("A/B test results and raw event retention", () => {
  it.each(["stopped", "promoted"] as const)(
    "keeps an ended test's results once its raw events are pruned (%s)",
    async (how) => {
      const { user, linkId, pageId, test, ids } = await pageWithTest(["Fresh bread daily", "Order by noon"]);
      await seedVisits(pageId, linkId, ids, how);
      const before = results(await readTest(user, test.id));
      expect(before.variants.map((v) => [v.views, v.clicks])).toEqual([
        [3, 1],
        [2, 2],
      ]);

      const ended =
        how === "stopped"
          ? await callRoute(stop, { params: { id: test.id }, headers: user.auth })
          : await callRoute(promote, { params: { id: test.id }, body: { variantId: ids[1] }, headers: user.auth });
      expect(ended.status).toBe(200);
      expect(results(ended.body.test as AbTestView)).toEqual(before);

      await pruneRawEvents(new Date(), KEEP_DAYS);
      expect(await db.linkEvent.count({ where: { variantId: { in: ids } } })).toBe(0);
      const after = await readTest(user, test.id);
      expect(after.status).toBe("stopped");
      expect(results(after)).toEqual(before);
    },
  );

  it("counts raw events for a test that ended before its counts were stored", async () => {
    const { user, linkId, pageId, test, ids } = await pageWithTest(["Rolls", "Buns"]);
    await seedVisits(pageId, linkId, ids, "legacy");
    expect((await callRoute(stop, { params: { id: test.id }, headers: user.auth })).status).toBe(200);
    await db.abVariant.updateMany({ where: { testId: test.id }, data: { finalVisitors: null, finalClickers: null } });
    const legacy = await readTest(user, test.id);
    expect(legacy.variants.map((v) => [v.views, v.clicks])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it("keeps a running test's raw events through a prune, while other events of the same age go", async () => {
    const { user, linkId, pageId, test: first, ids: firstIds } = await pageWithTest(["Sourdough", "Rye"]);
    await seedVisits(pageId, linkId, firstIds, "first");
    expect((await callRoute(stop, { params: { id: first.id }, headers: user.auth })).status).toBe(200);
    const running = await startTest(user, ["Croissants at dawn", "Baguettes till dusk"]);
    const ids = running.variants.map((v) => v.id) as [string, string];
    await seedVisits(pageId, linkId, ids, "running");
    await seedEvents(pageId, [
      { kind: "view", visitorHash: "outsider", createdAt: tenDaysAgo() },
      { kind: "click", linkId, visitorHash: "outsider", createdAt: tenDaysAgo() },
    ]);
    const before = results(await readTest(user, running.id));
    expect(before.variants.map((v) => [v.views, v.clicks])).toEqual([
      [3, 1],
      [2, 2],
    ]);

    await pruneRawEvents(new Date(), KEEP_DAYS);
    // The running test's 10 events stay; the ended test's and the page's other ones, as old, go.
    expect(await db.linkEvent.count({ where: { variantId: { in: ids } } })).toBe(10);
    expect(await db.linkEvent.count({ where: { variantId: { in: firstIds } } })).toBe(0);
    expect(await db.linkEvent.count({ where: { pageId, variantId: null } })).toBe(0);
    expect(results(await readTest(user, running.id))).toEqual(before);

    // Once it ends, its events age out like any other, and its results stay.
    expect((await callRoute(stop, { params: { id: running.id }, headers: user.auth })).status).toBe(200);
    await pruneRawEvents(new Date(), KEEP_DAYS);
    expect(await db.linkEvent.count({ where: { pageId } })).toBe(0);
    expect(results(await readTest(user, running.id))).toEqual(before);
  });
});
