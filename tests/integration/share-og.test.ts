import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import HomeImage from "@/app/instagram/opengraph-image";
import ShareImage from "@/app/instagram/share/[id]/opengraph-image";
import TemplatesImage from "@/app/instagram/templates/opengraph-image";
import { emojiDataUri, splitEmoji, twemojiCodes } from "@/lib/og/emoji";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// Link-preview images: 1200×630 PNGs drawn with next/og, emoji included,
// nothing fetched while drawing, made once and then served from the cache.

async function newShare(bio: string, displayName = 'Meera "M" & Co') {
  const { auth } = await registerUser({ displayName });
  const res = await callRoute(share, {
    path: "/api/bio/share",
    body: { description: "designer", tone: "bold", generatedBio: bio },
    headers: auth,
  });
  expect(res.status).toBe(201);
  return String(res.body.shareableId);
}

async function expectPng(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  const png = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  return png;
}

afterEach(() => vi.unstubAllGlobals());

describe("emoji for link-preview images", () => {
  it("cuts emoji out of text, joined sequences and flags included", () => {
    expect(splitEmoji("Chef 🥐 at 👩🏽‍💻 in 🇮🇳!")).toEqual([
      { kind: "text", text: "Chef " },
      { kind: "emoji", text: "🥐" },
      { kind: "text", text: " at " },
      { kind: "emoji", text: "👩🏽‍💻" },
      { kind: "text", text: " in " },
      { kind: "emoji", text: "🇮🇳" },
      { kind: "text", text: "!" },
    ]);
    expect(twemojiCodes("❤️")[0]).toBe("2764");
    expect(twemojiCodes("1️⃣")[0]).toBe("31-20e3");
  });

  it("finds a picture for common emoji on disk", async () => {
    for (const emoji of ["🥐", "👩🏽‍💻", "🇮🇳", "❤️", "1️⃣", "✨", "🏃‍♀️"]) {
      expect(await emojiDataUri(emoji), emoji).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(await emojiDataUri("\u{1FAE9}\u{1FAE9}\u{1FAE9}")).toBeNull();
  });
});

// The first image of a process pays for loading the renderer: generous timeouts.
describe("opengraph-image", { timeout: 60_000 }, () => {
  it("draws a shared bio with emoji as a 1200×630 PNG without touching the network, once", async () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("data:") ? realFetch(input, init) : Promise.reject(new Error("no network here")),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const id = await newShare(
      'Chai-fuelled designer 🌿👩🏽‍💻\n"Less, but better" <script>alert(1)</script>\nDM for collabs 🇮🇳',
    );
    const first = await expectPng(await ShareImage({ params: Promise.resolve({ id }) }));
    const started = performance.now();
    const again = await ShareImage({ params: Promise.resolve({ id }) });
    const second = await expectPng(again);
    expect(performance.now() - started).toBeLessThan(500);
    expect(second.equals(first)).toBe(true);
    expect(again.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    // next/og loads its own WebAssembly through data: URLs; nothing may go over the network.
    const urls = fetchSpy.mock.calls.map((c) => String((c as unknown[])[0]).slice(0, 60));
    expect(urls.filter((u) => !u.startsWith("data:"))).toEqual([]);
  });

  it("draws a bio in a script its font lacks without fetching a font: the card invites a click", async () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("data:") ? realFetch(input, init) : Promise.reject(new Error("no network here")),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const id = await newShare("बेंगलुरु की डिज़ाइनर ☕\nचाय और रंग 🎨", "मीरा राव");
    const png = await expectPng(await ShareImage({ params: Promise.resolve({ id }) }));
    expect(png.byteLength).toBeGreaterThan(10_000);
    const urls = fetchSpy.mock.calls.map((c) => String((c as unknown[])[0]).slice(0, 60));
    expect(urls.filter((u) => !u.startsWith("data:"))).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await ShareImage({ params: Promise.resolve({ id: "AAAAAAAAAAAAAAAA" }) })).status).toBe(404);
    expect((await ShareImage({ params: Promise.resolve({ id: "../../etc/passwd" }) })).status).toBe(404);
  });

  it("the home page and the template gallery have images of their own", async () => {
    const home = await expectPng(await HomeImage());
    const templates = await expectPng(await TemplatesImage());
    expect(home.equals(templates)).toBe(false);
  });
});
