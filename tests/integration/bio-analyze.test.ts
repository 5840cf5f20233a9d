import { describe, expect, it } from "vitest";
import { POST as analyze } from "@/app/api/bio/analyze/route";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";

interface Analysis {
  overall: number;
  platform: string;
  scores: { key: string; score: number | null; suggestion: string; example: string }[];
  rewrites: string[];
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(analyze, { path: "/api/bio/analyze", body, headers });

describe("POST /api/bio/analyze", () => {
  it("scores a bio for a signed-out visitor, with a suggestion and a rewrite per score", async () => {
    const res = await post({
      bio: "Wedding photographer in Lisbon 📸 Booking 2027 — DM me",
      platform: "instagram",
      niche: "wedding photography portugal",
    });
    expect(res.status).toBe(200);
    const analysis = res.body.analysis as Analysis;
    expect(analysis.platform).toBe("instagram");
    expect(analysis.scores.find((s) => s.key === "callToAction")?.score).toBe(100);
    expect(analysis.scores.find((s) => s.key === "keywords")?.score).toBeGreaterThan(0);
    for (const s of analysis.scores) expect(analysis.rewrites).toContain(s.example);
  });

  it("defaults to Instagram and refuses bad input with a clear 400", async () => {
    expect(((await post({ bio: "Just me" })).body.analysis as Analysis).platform).toBe("instagram");
    const cases: [unknown, RegExp][] = [
      [{}, /paste a bio/],
      [{ bio: "   " }, /paste a bio/],
      [{ bio: 42 }, /paste a bio/],
      [{ bio: "x".repeat(2001) }, /under 2,000 characters/],
      [{ bio: "ok", platform: "myspace" }, /choose a platform/],
      [{ bio: "a\u0000b" }, /characters we can't use/],
      [{ bio: "ok", niche: "n".repeat(301) }, /niche under 300/],
      [{ bio: "ok", tone: ["funny"] }, /choose a tone/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    }
    expect((await callRoute(analyze, { path: "/api/bio/analyze", rawBody: "{nope" })).status).toBe(400);
    const huge = await callRoute(analyze, {
      path: "/api/bio/analyze",
      rawBody: JSON.stringify({ bio: "x".repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
  });

  it("never answers a 5xx to hostile bodies", async () => {
    await fuzzJsonEndpoint(analyze, { fields: ["bio", "platform", "niche", "tone"], runs: 30 });
  });

  it("sends a plain form post back to the analyzer page with its fields", async () => {
    const res = await callRoute(analyze, {
      path: "/api/bio/analyze",
      rawBody: new URLSearchParams({ bio: "Baker in Pune 🍰", platform: "tiktok", niche: "" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/instagram/bio-analyzer");
    expect(location.searchParams.get("bio")).toBe("Baker in Pune 🍰");
    expect(location.searchParams.get("platform")).toBe("tiktok");
    expect(location.searchParams.has("niche")).toBe(false);
    expect(location.hash).toBe("#results");
  });

  it("refuses a cross-site form post", async () => {
    const res = await callRoute(analyze, {
      path: "/api/bio/analyze",
      rawBody: "bio=hi",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(res.status).toBe(403);
  });

  it("limits bursts from one address", async () => {
    const headers = { "x-forwarded-for": "192.0.2.77" };
    const answers = [];
    for (let i = 0; i < 62; i++) answers.push((await post({ bio: `Bio number ${i}` }, headers)).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(60);
    expect(answers.at(-1)).toBe(429);
  });
});
