import { describe, expect, it } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import { GET as seen } from "@/app/api/share/[id]/seen/route";
import { listTrackEvents } from "@/lib/db/track-events";
import { flushTrackEvents } from "@/lib/track/track-queue";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// The share page is served from the page cache; its view is counted by the 1×1 image it
// loads: once per visitor and day, never for bots, never for a share that does not exist.

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function newShare() {
  const { auth } = await registerUser({ displayName: "Vera Views" });
  const res = await callRoute(share, {
    path: "/api/bio/share",
    body: { description: "potter", tone: "bold", generatedBio: "Clay, kiln and calm 🏺" },
    headers: auth,
  });
  expect(res.status).toBe(201);
  return String(res.body.shareableId);
}

const visit = (id: string, userAgent: string, peer: string) =>
  callRoute(seen, {
    method: "GET",
    path: `/api/share/${id}/seen`,
    params: { id },
    headers: { "user-agent": userAgent },
    peer,
  });

async function views(id: string) {
  await flushTrackEvents();
  return (await listTrackEvents({ bioId: id, event: "view" })).length;
}

describe("GET /api/share/{id}/seen", () => {
  it("answers a 1×1 GIF nobody caches and counts each visitor once a day", async () => {
    const id = await newShare();
    const first = await visit(id, PHONE, "198.51.100.7");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/gif");
    expect(first.headers.get("cache-control")).toContain("no-store");
    await visit(id, PHONE, "198.51.100.7");
    await visit(id, PHONE, "198.51.100.7");
    expect(await views(id)).toBe(1);
    // Another device, or the same device somewhere else, is another visitor.
    await visit(id, LAPTOP, "198.51.100.7");
    await visit(id, PHONE, "203.0.113.9");
    expect(await views(id)).toBe(3);
  });

  it("does not count bots", async () => {
    const id = await newShare();
    await visit(id, BOT, "66.249.66.1");
    await visit(id, "", "198.51.100.8");
    expect(await views(id)).toBe(0);
  });

  it("answers 404 for a share that does not exist or a malformed id, and counts nothing", async () => {
    expect((await visit("AAAAAAAAAAAAAAAA", PHONE, "198.51.100.9")).status).toBe(404);
    expect((await visit("nope", PHONE, "198.51.100.9")).status).toBe(404);
    expect(await views("AAAAAAAAAAAAAAAA")).toBe(0);
  });
});
