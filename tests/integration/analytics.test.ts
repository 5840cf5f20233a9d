import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/analytics/export/route";
import { POST as share } from "@/app/api/bio/share/route";
import { GET as summary } from "@/app/api/analytics/summary/route";
import { GET as redirect } from "@/app/l/[username]/[linkId]/route";
import { GET as publicPage } from "@/app/l/[username]/route";
import { GET as builderPage } from "@/app/api/link-in-bio/route";
import { pruneRawEvents } from "@/lib/analytics/retention";
import { db } from "@/lib/db/client";
import { setUserTimeZone } from "@/lib/db/gamification";
import { addDays, localDay } from "@/lib/gamification/time-zone";
import { flushLinkEvents } from "@/lib/link-in-bio/page-events";
import { enqueueTrackEvent, flushTrackEvents } from "@/lib/track/track-queue";
import { addLink, seedEvents, userWithPage, type AnalyticsUser } from "../support/analytics";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

const ORIGIN = "http://localhost:3000";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function visit(path: string, params: Record<string, string>, agent: string, ip: string, extra = {}) {
  const handler = (params.linkId ? redirect : publicPage) as (req: NextRequest, ctx: never) => Promise<Response>;
  const req = new NextRequest(`${ORIGIN}${path}`, {
    headers: { "user-agent": agent, "x-forwarded-for": ip, referer: "https://www.instagram.com/", ...extra },
  });
  return handler(req, { params: Promise.resolve(params) } as never);
}

const getSummary = (user: { auth: Record<string, string> } | null, query = "") =>
  callRoute(summary, { method: "GET", path: `/api/analytics/summary${query}`, headers: user?.auth ?? {} });

const pageIdOf = async (user: AnalyticsUser) =>
  (await db.linkPage.findUniqueOrThrow({ where: { userId: user.user.id }, select: { id: true } })).id;

describe("analytics summary", () => {
  it("counts real visits: unique visitors per day, bots left out, devices and browsers parsed, country unknown", async () => {
    const user = await userWithPage();
    const linkId = await addLink(user, "Order a loaf");
    const page = { username: user.username };
    await visit(`/l/${user.username}`, page, IPHONE, "203.0.113.1");
    await visit(`/l/${user.username}`, page, IPHONE, "203.0.113.1", { "cf-ipcountry": "DE" });
    await visit(`/l/${user.username}`, page, WINDOWS_CHROME, "203.0.113.2");
    await visit(`/l/${user.username}`, page, GOOGLEBOT, "66.249.66.1");
    await visit(`/l/${user.username}/${linkId}`, { ...page, linkId }, IPHONE, "203.0.113.1");
    await visit(`/l/${user.username}/${linkId}`, { ...page, linkId }, GOOGLEBOT, "66.249.66.1");
    await flushLinkEvents();

    const res = await getSummary(user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ views: 3, uniqueVisitors: 2, clicks: 1, ctr: 0.3333 });
    expect(res.body.links).toEqual([{ id: linkId, title: "Order a loaf", clicks: 1, uniqueClicks: 1 }]);
    expect(res.body.devices).toEqual(
      expect.arrayContaining([
        { value: "phone", views: 2, clicks: 1 },
        { value: "desktop", views: 1, clicks: 0 },
      ]),
    );
    expect(res.body.browsers).toEqual(expect.arrayContaining([{ value: "Chrome", views: 1, clicks: 0 }]));
    expect(res.body.os).toEqual(expect.arrayContaining([{ value: "iOS", views: 2, clicks: 1 }]));
    expect(res.body.referrers).toEqual([{ value: "www.instagram.com", views: 3, clicks: 1 }]);
    // No proxy is trusted here: a client's own cf-ipcountry header is not believed.
    expect(res.body.countries).toEqual([{ value: "unknown", views: 3, clicks: 1 }]);
    const series = res.body.series as { date: string; views: number; clicks: number }[];
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toMatchObject({ views: 3, clicks: 1, uniqueVisitors: 2 });
  });

  it("puts events on the owner's calendar day at day edges", async () => {
    const user = await userWithPage();
    await db.user.update({ where: { id: user.user.id }, data: { subscriptionStatus: "premium" } });
    await setUserTimeZone({ userId: user.user.id, timeZone: "Europe/Berlin" });
    const pageId = await pageIdOf(user);
    await seedEvents(pageId, [
      // 23:30 UTC on 15 January is 00:30 on the 16th in Berlin (UTC+1).
      { kind: "view", createdAt: new Date("2026-01-15T23:30:00Z"), visitorHash: "v1" },
      { kind: "view", createdAt: new Date("2026-01-15T23:45:00Z"), visitorHash: "v1" },
      // 22:59 UTC is still the 15th there.
      { kind: "view", createdAt: new Date("2026-01-15T22:59:00Z"), visitorHash: "v1" },
    ]);
    const day = async (d: string) => (await getSummary(user, `?from=${d}&to=${d}`)).body;
    expect(await day("2026-01-16")).toMatchObject({ views: 2, uniqueVisitors: 1 });
    // The same visitor on two calendar days is a daily unique visitor on each.
    expect(await day("2026-01-15")).toMatchObject({ views: 1, uniqueVisitors: 1 });
    const both = await getSummary(user, "?from=2026-01-15&to=2026-01-16");
    expect(both.body).toMatchObject({ views: 3, uniqueVisitors: 2, timeZone: "Europe/Berlin" });
    expect(await day("2026-01-14")).toMatchObject({ views: 0 });
  });

  it("compares a range with the period just before it", async () => {
    const user = await userWithPage();
    const zone = "America/New_York";
    await setUserTimeZone({ userId: user.user.id, timeZone: zone });
    const pageId = await pageIdOf(user);
    const today = localDay(new Date(), zone);
    // 03:30 UTC is the evening before in New York (UTC-5 or UTC-4): yesterday there.
    const lateYesterday = new Date(`${today}T03:30:00Z`);
    expect(localDay(lateYesterday, zone)).toBe(addDays(today, -1));
    await seedEvents(pageId, [
      { kind: "view", createdAt: lateYesterday, visitorHash: "a" },
      { kind: "view", createdAt: lateYesterday, visitorHash: "b" },
      { kind: "view", createdAt: new Date(`${addDays(today, -35)}T15:00:00Z`), visitorHash: "c" },
    ]);
    const res = await getSummary(user);
    expect(res.body).toMatchObject({
      views: 2,
      previous: { views: 1, from: addDays(today, -59), to: addDays(today, -30) },
      change: { views: 1, uniqueVisitors: 1, clicks: null },
    });
  });

  it("answers only for a signed-in user, checks its input, and shows free plans the last 30 days", async () => {
    expect((await getSummary(null)).status).toBe(401);
    const user = await userWithPage();
    for (const query of ["?from=yesterday", "?from=2026-02-31", "?from=2026-05-02&to=2026-05-01", "?tz=Mars/Base"]) {
      const res = await getSummary(user, query);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const otherZone = await getSummary(user, "?tz=Asia/Tokyo");
    expect(otherZone.status).toBe(400);
    expect(otherZone.body.message).toMatch(/time zone/);
    const history = await getSummary(user, `?from=${addDays(localDay(new Date(), "UTC"), -60)}`);
    expect(history.status).toBe(403);
    expect(history.body.message).toMatch(/last 30 days.*Upgrade to Premium/);
    await db.user.update({ where: { id: user.user.id }, data: { subscriptionStatus: "premium" } });
    expect((await getSummary(user, "?from=2026-01-01&to=2026-06-30")).status).toBe(200);
  });

  it("answers hostile query strings with 400 and a message, never a 500", async () => {
    const user = await userWithPage();
    const hostile = [
      `?from=${"9".repeat(1_000_000)}`,
      "?from=2026-01-01%00",
      "?to=%F0%9F%8D%9E",
      `?tz=${"A".repeat(500)}`,
      "?from=2026-01-01T99:99:99Z",
    ];
    for (const query of hostile) {
      const res = await getSummary(user, query);
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("has the documented shape", async () => {
    const user = await userWithPage();
    const res = await getSummary(user);
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining([
        "views",
        "uniqueVisitors",
        "clicks",
        "ctr",
        "series",
        "links",
        "referrers",
        "countries",
        "devices",
        "browsers",
      ]),
    );
    expect(res.body).toMatchObject({ views: 0, uniqueVisitors: 0, clicks: 0, ctr: null, links: [], referrers: [] });
  });

  it("never shows one user's links or numbers to another", async () => {
    const owner = await userWithPage();
    const linkId = await addLink(owner, "Secret sale");
    await seedEvents(await pageIdOf(owner), [
      { kind: "view", createdAt: new Date() },
      { kind: "click", linkId, createdAt: new Date() },
    ]);
    const other = await userWithPage();
    const res = await getSummary(other, `?linkId=${linkId}&userId=${owner.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ views: 0, clicks: 0, links: [] });
    expect(JSON.stringify(res.body)).not.toContain(linkId);
    await db.user.update({ where: { id: other.user.id }, data: { subscriptionStatus: "premium" } });
    const csv = await callRoute(exportCsv, { method: "GET", path: "/api/analytics/export", headers: other.auth });
    expect(csv.status).toBe(200);
    expect(JSON.stringify(csv.body)).not.toContain("Secret sale");
  });
});

describe("CSV export", () => {
  it("is refused to free plans on the server and escapes formulas for premium", async () => {
    const user = await userWithPage();
    const linkId = await addLink(user, '=HYPERLINK("https://evil.example")');
    await seedEvents(await pageIdOf(user), [
      { kind: "view", createdAt: new Date() },
      { kind: "click", linkId, createdAt: new Date() },
    ]);
    const free = await callRoute(exportCsv, { method: "GET", path: "/api/analytics/export", headers: user.auth });
    expect(free.status).toBe(403);
    expect(free.body.message).toMatch(/CSV export is part of Premium/);
    expect((await callRoute(exportCsv, { method: "GET", path: "/api/analytics/export" })).status).toBe(401);

    await db.user.update({ where: { id: user.user.id }, data: { subscriptionStatus: "premium" } });
    const res = await callRoute(exportCsv, { method: "GET", path: "/api/analytics/export", headers: user.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="analytics-/);
    const text = String(res.body.raw ?? "");
    expect(text.split("\r\n")[0]).toBe(
      '"date","scope","link_id","link_title","views","daily_unique_visitors","clicks","unique_clicks","ctr_percent"',
    );
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(text).toMatch(/"page","","","1","1","1","","100.0"/);
  });
});

describe("raw event retention", () => {
  it("prunes old raw events and keeps the daily totals", async () => {
    const user = await userWithPage();
    const pageId = await pageIdOf(user);
    const old = new Date(Date.now() - 200 * 86_400_000);
    await seedEvents(pageId, [{ kind: "view", createdAt: old }]);
    await seedEvents(pageId, [{ kind: "view", createdAt: new Date() }]);
    await pruneRawEvents(new Date(), 90);
    expect(await db.linkEvent.count({ where: { pageId } })).toBe(1);
    const kept = await db.analyticsDaily.aggregate({
      where: { userId: user.user.id, dimension: "total", linkId: "" },
      _sum: { views: true },
    });
    expect(kept._sum.views).toBe(2);
  });

  it("keeps the builder's click counts once the raw clicks are pruned", async () => {
    const user = await userWithPage();
    const pageId = await pageIdOf(user);
    const linkId = await addLink(user, "Order a loaf");
    const old = new Date(Date.now() - 200 * 86_400_000);
    await seedEvents(pageId, [
      { kind: "click", linkId, createdAt: old },
      { kind: "click", linkId, createdAt: old, visitorHash: "visitor-b" },
      { kind: "click", linkId, createdAt: new Date() },
    ]);
    await pruneRawEvents(new Date(), 90);
    expect(await db.linkEvent.count({ where: { pageId, kind: "click" } })).toBe(1);
    const res = await callRoute(builderPage, { method: "GET", headers: user.auth });
    const links = (res.body.page as { links: { id: string; clicks: number }[] }).links;
    expect(links.find((l) => l.id === linkId)?.clicks).toBe(3);
  });
});

describe("share pages and saved bios", () => {
  it("are summed per owner from the tracked events", async () => {
    const user = await registerUser();
    const empty = await getSummary(user);
    expect(empty.body).toMatchObject({ sharePages: { views: 0, items: [] } });
    const shared = await callRoute(share, {
      body: { description: "Vegan baker", tone: "casual", generatedBio: "Fresh sourdough every morning in Pune" },
      headers: user.auth,
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const shareableId = String(shared.body.shareableId);
    for (let i = 0; i < 3; i++) enqueueTrackEvent({ bioId: shareableId, event: "view", source: "share-page" });
    enqueueTrackEvent({ bioId: "not-a-bio-anyone-made", event: "view", source: "share-page" });
    await flushTrackEvents();
    const res = await getSummary(user);
    expect(res.body.sharePages).toEqual({
      views: 3,
      items: [{ id: shareableId, title: "Fresh sourdough every morning in Pune", views: 3 }],
    });
    // A share view is not a link-in-bio view.
    expect(res.body.views).toBe(0);
  });
});
