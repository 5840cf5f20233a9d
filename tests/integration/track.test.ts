import { describe, expect, it } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import { POST as track } from "@/app/api/track/route";
import { listTrackEvents } from "@/lib/db/track-events";
import { flushTrackEvents } from "@/lib/track/track-queue";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(track, { path: "/api/track", body, headers: { "user-agent": BROWSER, ...headers } });

async function newShare() {
  const { auth } = await registerUser({ displayName: "Tara Track" });
  const res = await callRoute(share, {
    path: "/api/bio/share",
    body: { description: "runner", tone: "bold", generatedBio: "Marathons before breakfast 🏃‍♀️" },
    headers: auth,
  });
  expect(res.status).toBe(201);
  return String(res.body.shareableId);
}

describe("POST /api/track", () => {
  it("answers 202 and stores the four track events with their metadata", async () => {
    const bioId = await newShare();
    const sent = [
      {
        event: "created",
        source: "generator",
        metadata: { timestamp: "2026-11-23T10:00:00Z", bioLength: 30, hasEmojis: true },
      },
      {
        event: "view",
        source: "share-link",
        metadata: { timestamp: 1763892000000, referrer: "https://example.com/x" },
      },
      { event: "click", source: "share-page", metadata: { clickType: "copy" } },
      { event: "conversion", source: "share-page", metadata: { conversionType: "signup", unknownKey: "dropped" } },
    ];
    for (const body of sent) {
      const res = await post({ bioId, userAgent: BROWSER, ...body });
      expect(res.status).toBe(202);
    }
    await flushTrackEvents();
    const rows = await listTrackEvents({ bioId });
    expect(rows.map((r) => r.event).sort()).toEqual(["click", "conversion", "created", "view"]);
    const byEvent = Object.fromEntries(rows.map((r) => [r.event, { ...r, metadata: JSON.parse(r.metadata) }]));
    expect(byEvent.created?.metadata).toEqual({ timestamp: "2026-11-23T10:00:00Z", bioLength: 30, hasEmojis: true });
    expect(byEvent.view?.metadata).toEqual({ timestamp: 1763892000000, referrer: "https://example.com/x" });
    expect(byEvent.view?.source).toBe("share-link");
    expect(byEvent.click?.metadata).toEqual({ clickType: "copy" });
    expect(byEvent.conversion?.metadata).toEqual({ conversionType: "signup" });
  });

  it("does not count bots and link-preview crawlers, nor ids that name no bio", async () => {
    const bioId = await newShare();
    for (const agent of [
      "Twitterbot/1.0",
      "facebookexternalhit/1.1",
      "Slackbot-LinkExpanding 1.0",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "TelegramBot (like TwitterBot)",
      "Discordbot/2.0",
      "http.rb/5.1.1 (Mastodon/4.2.0; +https://mastodon.social/)",
      "Bluesky Cardyb/1.1",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/112.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
    ]) {
      const res = await post({ bioId, event: "view" }, { "user-agent": agent });
      expect(res.status).toBe(202);
    }
    const bodyBot = await post({ bioId, event: "view", userAgent: "Googlebot/2.1" });
    expect(bodyBot.status).toBe(202);
    const unknown = await post({ bioId: "NoSuchBio0000000", event: "view" });
    expect(unknown.status).toBe(202);
    await flushTrackEvents();
    expect(await listTrackEvents({ bioId })).toHaveLength(0);
    expect(await listTrackEvents({ bioId: "NoSuchBio0000000" })).toHaveLength(0);
  });

  it("refuses bad input with the 400 of the contract", async () => {
    const noEvent = await post({ bioId: "abc" });
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.message).toBe("The event must be created, view, click or conversion.");
    const badId = await post({ bioId: "../etc", event: "view" });
    expect(badId.status).toBe(400);
    const badMeta = await post({ bioId: "abc", event: "created", metadata: { bioLength: "long" } });
    expect(badMeta.status).toBe(400);
    expect(badMeta.body.message).toBe("bioLength must be a number.");
  });

  it("is rate-limited per visitor and bio with Retry-After", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    let last = await post({ bioId: "RateLimitedBio01", event: "click" }, headers);
    for (let i = 0; i < 40 && last.status === 202; i += 1) {
      last = await post({ bioId: "RateLimitedBio01", event: "click" }, headers);
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(typeof last.body.message).toBe("string");
  });

  it("answers hostile input with a 4xx and a message, never a 5xx", async () => {
    await fuzzJsonEndpoint(track, {
      fields: ["bioId", "event", "source", "userAgent", "metadata"],
      headers: { "user-agent": BROWSER },
      runs: 60,
    });
    const nul = await post({ bioId: "abc\u0000", event: "view" });
    expect(nul.status).toBe(400);
    const proto = await callRoute(track, {
      rawBody: '{"bioId":"abc","event":"view","metadata":{"__proto__":{"isAdmin":true},"referrer":"x"}}',
      headers: { "user-agent": BROWSER },
    });
    expect(proto.status).toBe(202);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
