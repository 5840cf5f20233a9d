import { describe, expect, it } from "vitest";
import { POST as events } from "@/app/api/analytics/events/route";
import { POST as discovery } from "@/app/api/analytics/track-feature-discovery/route";
import { listSessionEvents } from "@/lib/db/page-events";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile Safari/537.36",
};
const session = () => `s${Date.now()}${Math.floor(Math.random() * 1e9)}`;

describe("POST /api/analytics/events", () => {
  it("stores a batch of page and named events with the signed-in user", async () => {
    const account = await registerUser();
    const sessionId = session();
    const res = await callRoute(events, {
      headers: { ...BROWSER, ...account.auth },
      body: {
        sessionId,
        events: [
          { name: "Page Load", path: "/instagram", category: "home", metadata: { variants: "Home,FAQ", pageCount: 1 } },
          { name: "template_viewed", path: "/templates/fashion/t1", category: "fashion", label: "Fashion", value: 1 },
        ],
      },
    });
    expect(res.status).toBe(202);
    expect(res.body.stored).toBe(2);
    const rows = await listSessionEvents({ sessionId });
    expect(rows.map((r) => r.name)).toEqual(["Page Load", "template_viewed"]);
    expect(rows[0]?.userId).toBe(account.user.id);
    expect(JSON.parse(rows[0]?.metadata ?? "{}")).toEqual({ variants: "Home,FAQ", pageCount: 1 });
    expect(rows[1]).toMatchObject({ path: "/templates/fashion/t1", category: "fashion", label: "Fashion", value: 1 });
  });

  it("accepts but does not store crawler traffic", async () => {
    const sessionId = session();
    const res = await callRoute(events, {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      body: { sessionId, events: [{ name: "Page Load", path: "/instagram" }] },
    });
    expect(res.status).toBe(202);
    expect(await listSessionEvents({ sessionId })).toHaveLength(0);
  });

  it("drops prototype and unknown metadata keys and refuses bad events", async () => {
    const sessionId = session();
    const res = await callRoute(events, {
      headers: BROWSER,
      rawBody: `{"sessionId":"${sessionId}","events":[{"name":"feature_used","path":"/features/tour/start","metadata":{"__proto__":{"x":1},"ok":"yes","nested":{"a":1}}}]}`,
    });
    expect(res.status).toBe(202);
    const [row] = await listSessionEvents({ sessionId });
    expect(JSON.parse(row?.metadata ?? "{}")).toEqual({ ok: "yes" });

    for (const body of [
      { sessionId, events: [] },
      { sessionId, events: [{ name: "x", path: "no-slash" }] },
      { sessionId: "short", events: [{ name: "x", path: "/" }] },
      { sessionId, events: Array.from({ length: 21 }, () => ({ name: "x", path: "/" })) },
    ]) {
      expect((await callRoute(events, { headers: BROWSER, body })).status).toBe(400);
    }
  });

  it("rate-limits a flood from one network", async () => {
    const headers = { ...BROWSER, "x-forwarded-for": "198.51.100.9" };
    const body = { sessionId: session(), events: [{ name: "Page Load", path: "/" }] };
    let last = 0;
    for (let i = 0; i < 601; i++) last = (await callRoute(events, { headers, body })).status;
    expect(last).toBe(429);
  }, 60_000);

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    await fuzzJsonEndpoint(events, { fields: ["sessionId", "events"], headers: BROWSER, runs: 30 });
  });
});

describe("POST /api/analytics/track-feature-discovery", () => {
  it("records a discovery as a page event (202)", async () => {
    const sessionId = session();
    const res = await callRoute(discovery, {
      headers: BROWSER,
      body: {
        feature: "tour",
        discoveryMethod: "button",
        usageCount: 1,
        sessionId,
        timestamp: new Date().toISOString(),
      },
    });
    expect(res.status).toBe(202);
    const [row] = await listSessionEvents({ sessionId });
    expect(row).toMatchObject({ name: "feature_discovery", path: "/features/tour/button", label: "tour", value: 1 });
  });

  it("refuses an invalid body and survives hostile input", async () => {
    expect((await callRoute(discovery, { headers: BROWSER, body: { feature: "", sessionId: session() } })).status).toBe(
      400,
    );
    await fuzzJsonEndpoint(discovery, {
      fields: ["feature", "discoveryMethod", "usageCount", "sessionId", "timestamp"],
      headers: BROWSER,
      runs: 30,
    });
  });
});
