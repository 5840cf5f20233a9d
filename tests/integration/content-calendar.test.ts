import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { GET as exportIcs } from "@/app/api/content-calendar/export/route";
import { GET as getFeedFile } from "@/app/api/content-calendar/feed/[token]/route";
import { DELETE as revokeFeed, GET as getFeed, POST as createFeed } from "@/app/api/content-calendar/feed/route";
import { POST as duplicate } from "@/app/api/content-calendar/items/[id]/duplicate/route";
import { DELETE as deleteItem, PATCH as patchItem } from "@/app/api/content-calendar/items/[id]/route";
import { POST as reschedule } from "@/app/api/content-calendar/items/reschedule/route";
import { GET as listItems, POST as postItem } from "@/app/api/content-calendar/items/route";
import { POST as plan } from "@/app/api/content-calendar/plan/route";
import { POST as suggestions } from "@/app/api/content-calendar/suggestions/route";
import { addDays, todayIn } from "@/lib/calendar/days";
import { setUserTimeZone } from "@/lib/db/gamification";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { middayTimeZone, registerUser } from "../support/users";

type User = Awaited<ReturnType<typeof registerUser>>;

// Test users live in a zone where it is about noon, on the same calendar day as UTC.
const today = () => todayIn(middayTimeZone());
const item = (id: string) => ({ params: { id }, path: `/api/content-calendar/items/${id}` });

async function addItem(user: User, body: Record<string, unknown>) {
  const res = await callRoute(postItem, {
    body: { contentType: "post", title: "Launch", ...body },
    headers: user.auth,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.item as { id: string; date: string; status: string };
}

async function feedText(url: string) {
  const token = new URL(url).pathname.split("/").at(-1) ?? "";
  const res = await getFeedFile(new Request(url) as never, { params: Promise.resolve({ token }) });
  return { status: res.status, text: await res.text() };
}

describe("content calendar API: plan and suggestions", () => {
  it("answers signed-in users only", async () => {
    expect((await callRoute(plan, { body: { date: today(), contentType: "post" } })).status).toBe(401);
    expect((await callRoute(suggestions, { body: { contentType: "post" } })).status).toBe(401);
    expect((await callRoute(listItems, { method: "GET" })).status).toBe(401);
    expect((await callRoute(createFeed, {})).status).toBe(401);
  });

  it("plans a bio for a day in the window and refuses the rest with a clear message", async () => {
    const user = await registerUser();
    const ok = await callRoute(plan, {
      headers: user.auth,
      body: {
        date: addDays(today(), 30),
        contentType: "reel",
        theme: "Vegan brownies",
        description: "Recipe video",
        targetAudience: "home bakers",
        businessType: "bakery",
      },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.suggestedBio).toBe("string");
    expect(String(ok.body.suggestedBio).length).toBeGreaterThan(10);

    const refused = async (body: Record<string, unknown>) => {
      const res = await callRoute(plan, {
        headers: user.auth,
        body: { date: today(), contentType: "post", theme: "x", ...body },
      });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refused({ contentType: "tweet" })).toBe("Please pick a content type: post, story, reel or campaign.");
    expect(await refused({ date: addDays(today(), -1) })).toBe(
      "That date is in the past. Please pick today or a later day.",
    );
    expect(await refused({ date: addDays(today(), 31) })).toBe("You can plan up to 30 days ahead.");
    expect(await refused({ date: "2026-02-30" })).toBe("Please pick a date as YYYY-MM-DD.");
    expect(await refused({ theme: "a\u0000b" })).toMatch(/control characters/);
  });

  it("suggests dated moments and evergreen ideas, each with a bio, hooks and an explained score", async () => {
    const user = await registerUser();
    const res = await callRoute(suggestions, {
      headers: user.auth,
      body: {
        contentType: "post",
        niche: "handmade jewelry",
        timeframe: "month",
        businessType: "retail",
        targetAudience: "gift shoppers",
      },
    });
    expect(res.status).toBe(200);
    const list = res.body.suggestions as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const s of list) {
      expect(s).toEqual(
        expect.objectContaining({
          title: expect.any(String),
          description: expect.any(String),
          suggestedBio: expect.any(String),
          engagementHooks: expect.any(Array),
        }),
      );
      expect(s.trendRelevance === null || (typeof s.trendRelevance === "number" && s.trendRelevance <= 100)).toBe(true);
      expect(String(s.trendReason).length).toBeGreaterThan(10);
    }
    // Moments come first and sit inside the window.
    const dated = list.filter((s) => s.date !== null);
    expect(dated.length).toBeGreaterThan(0);
    for (const s of dated) {
      expect(String(s.date) >= today() && String(s.date) <= addDays(today(), 30)).toBe(true);
      expect(String(s.trendReason)).toMatch(/of 60 for closeness/);
    }
    expect((await callRoute(suggestions, { headers: user.auth, body: { contentType: "tiktok" } })).status).toBe(400);
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const user = await registerUser();
    await fuzzJsonEndpoint(plan, {
      fields: ["date", "contentType", "theme", "description", "targetAudience", "businessType"],
      headers: user.auth,
      runs: 25,
    });
    await fuzzJsonEndpoint(suggestions, {
      fields: ["contentType", "niche", "timeframe", "businessType", "targetAudience"],
      headers: user.auth,
      runs: 15,
    });
    await fuzzJsonEndpoint(postItem, {
      fields: ["date", "contentType", "title", "description", "bio", "hashtags"],
      headers: user.auth,
      runs: 25,
    });
  });
});

describe("content calendar API: items", () => {
  it("keeps items per user, in date order, with hashtags", async () => {
    const user = await registerUser();
    await addItem(user, { date: addDays(today(), 5), title: "Later", hashtags: ["#Later", "#Later"] });
    await addItem(user, { date: today(), title: "Now", bio: "Fresh bakes daily 🍞" });
    const res = await callRoute(listItems, { method: "GET", headers: user.auth });
    expect(res.status).toBe(200);
    expect(res.body.today).toBe(today());
    const items = res.body.items as { title: string; hashtags: string[]; status: string }[];
    expect(items.map((i) => i.title)).toEqual(["Now", "Later"]);
    expect(items[1]?.hashtags).toEqual(["#Later"]);
    expect(items[0]?.status).toBe("planned");
    const other = await registerUser();
    expect((await callRoute(listItems, { method: "GET", headers: other.auth })).body.items).toEqual([]);
  });

  it("refuses a blank title and days outside the window", async () => {
    const user = await registerUser();
    const post = (body: Record<string, unknown>) =>
      callRoute(postItem, { headers: user.auth, body: { date: today(), contentType: "story", title: "x", ...body } });
    expect((await post({ title: "   " })).body.message).toBe("Please give the content a title.");
    expect((await post({ date: addDays(today(), 31) })).status).toBe(400);
    expect((await post({ date: addDays(today(), -1) })).status).toBe(400);
  });

  it("uses the user's own today at the edge of the day", async () => {
    const user = await registerUser();
    // Kiritimati (UTC+14) is always at least a day ahead of Niue (UTC-11).
    await setUserTimeZone({ userId: user.user.id, timeZone: "Pacific/Kiritimati" });
    const ahead = todayIn("Pacific/Kiritimati");
    const res = await callRoute(postItem, {
      headers: user.auth,
      body: { date: addDays(ahead, -1), contentType: "post", title: "x" },
    });
    expect(res.status).toBe(400);
    await setUserTimeZone({ userId: user.user.id, timeZone: "Pacific/Niue" });
    const behind = todayIn("Pacific/Niue");
    expect(behind < ahead).toBe(true);
    await addItem(user, { date: behind });
  });

  it("moves status one step at a time, reschedules, duplicates and removes", async () => {
    const user = await registerUser();
    const { id } = await addItem(user, { date: addDays(today(), 2) });
    const patch = (body: Record<string, unknown>) =>
      callRoute(patchItem, { method: "PATCH", headers: user.auth, body, ...item(id) });

    expect((await patch({ status: "published" })).body.message).toBe("Mark it scheduled before it is published.");
    expect((await patch({ status: "scheduled" })).body.item).toMatchObject({ status: "scheduled" });
    expect((await patch({ date: addDays(today(), 3) })).body.item).toMatchObject({ date: addDays(today(), 3) });
    expect((await patch({ date: addDays(today(), 40) })).status).toBe(400);

    const copy = await callRoute(duplicate, { headers: user.auth, body: { date: addDays(today(), 4) }, ...item(id) });
    expect(copy.status).toBe(201);
    expect(copy.body.item).toMatchObject({ date: addDays(today(), 4), status: "planned", title: "Launch" });
    const copyId = (copy.body.item as { id: string }).id;

    const moved = await callRoute(reschedule, { headers: user.auth, body: { ids: [id, copyId], shiftDays: 2 } });
    expect(moved.status).toBe(200);
    expect((moved.body.items as { date: string }[]).map((i) => i.date).sort()).toEqual([
      addDays(today(), 5),
      addDays(today(), 6),
    ]);
    expect((await callRoute(reschedule, { headers: user.auth, body: { ids: [id], shiftDays: 30 } })).status).toBe(400);

    expect((await patch({ status: "published" })).body.item).toMatchObject({ status: "published" });
    expect((await patch({ date: addDays(today(), 1) })).body.message).toBe(
      "A published item stays on the day it went out.",
    );

    expect((await callRoute(deleteItem, { method: "DELETE", headers: user.auth, ...item(copyId) })).status).toBe(204);
    expect((await callRoute(deleteItem, { method: "DELETE", headers: user.auth, ...item(copyId) })).status).toBe(404);
  });

  it("treats another user's item as missing (IDOR)", async () => {
    const owner = await registerUser();
    const intruder = await registerUser();
    const { id } = await addItem(owner, { date: today(), title: "Private" });
    const h = intruder.auth;
    expect(
      (await callRoute(patchItem, { method: "PATCH", headers: h, body: { title: "Mine" }, ...item(id) })).status,
    ).toBe(404);
    expect((await callRoute(deleteItem, { method: "DELETE", headers: h, ...item(id) })).status).toBe(404);
    expect((await callRoute(duplicate, { headers: h, body: {}, ...item(id) })).status).toBe(404);
    expect((await callRoute(reschedule, { headers: h, body: { ids: [id], shiftDays: 1 } })).status).toBe(404);
    const still = await callRoute(listItems, { method: "GET", headers: owner.auth });
    expect(still.body.items).toMatchObject([{ id, title: "Private", date: today() }]);
  });
});

describe("content calendar API: .ics export and subscription", () => {
  it("exports the plan as a calendar file with the bio and hashtags in each event", async () => {
    const user = await registerUser();
    await addItem(user, {
      date: addDays(today(), 1),
      title: "Black Friday",
      bio: "Deals all day",
      hashtags: ["#BlackFriday"],
    });
    const res = await exportIcs(
      new Request("http://localhost:3000/api/content-calendar/export", { headers: user.auth }) as never,
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const [event] = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    expect(event?.summary).toBe("Post: Black Friday");
    expect(event?.description).toContain("Deals all day\n\n#BlackFriday");
    expect(event?.startDate.toString()).toBe(addDays(today(), 1));
  });

  it("serves a private feed until the token is revoked or replaced, then answers 404", async () => {
    const user = await registerUser();
    await addItem(user, { date: today(), title: "Story time", contentType: "story" });
    expect((await callRoute(getFeed, { method: "GET", headers: user.auth })).body.feed).toMatchObject({
      active: false,
    });

    const created = await callRoute(createFeed, { headers: user.auth });
    expect(created.status).toBe(201);
    const { url, webcalUrl } = created.body.feed as { url: string; webcalUrl: string };
    expect(url).toMatch(/\/api\/content-calendar\/feed\/cal_[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toMatch(/^webcal:/);
    const first = await feedText(url);
    expect(first.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(first.text))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(["Story: Story time"]);

    const rotated = await callRoute(createFeed, { headers: user.auth });
    expect((await feedText(url)).status).toBe(404);
    const newUrl = (rotated.body.feed as { url: string }).url;
    expect((await feedText(newUrl)).status).toBe(200);

    expect((await callRoute(revokeFeed, { method: "DELETE", headers: user.auth })).status).toBe(204);
    const gone = await feedText(newUrl);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain("Story time");
    expect((await feedText(newUrl.replace(/cal_.{5}/, "cal_AAAAA"))).status).toBe(404);
  });
});
