import { crc32, deflateSync } from "node:zlib";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as getAvatar } from "@/app/api/avatars/[id]/route";
import { POST as uploadAvatar } from "@/app/api/avatars/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/profile/[username]/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";
import type * as Events from "@/lib/gamification/events";

// The real activity recorder, watched: the response reports what it really granted.
vi.mock("@/lib/gamification/events", async (importOriginal) => {
  const actual = await importOriginal<typeof Events>();
  return { ...actual, recordActivity: vi.fn(actual.recordActivity) };
});

const { recordActivity } = await import("@/lib/gamification/events");

const ORIGIN = "http://localhost:3000";
type User = Awaited<ReturnType<typeof registerUser>>;

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const create = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(createProfile, { path: "/api/profile", body, headers });
const read = (username: string, headers: Record<string, string> = {}) =>
  callRoute(getProfile, { method: "GET", path: `/api/profile/${username}`, params: { username }, headers });
const update = (username: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(putProfile, { method: "PUT", path: `/api/profile/${username}`, params: { username }, body, headers });

async function upload(
  body: Uint8Array | FormData,
  headers: Record<string, string>,
  options: { contentLength?: boolean; contentType?: string } = {},
) {
  const init: Record<string, string> = { origin: ORIGIN, ...headers };
  if (!(body instanceof FormData)) init["content-type"] = options.contentType ?? "application/octet-stream";
  if (options.contentLength && !(body instanceof FormData)) init["content-length"] = String(body.byteLength);
  const req = new NextRequest(`${ORIGIN}/api/avatars`, {
    method: "POST",
    body: body instanceof FormData ? body : new Blob([new Uint8Array(body)]),
    headers: init,
  });
  const res = await uploadAvatar(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function serve(url: string) {
  const id = url.split("/").pop() ?? "";
  const req = new NextRequest(`${ORIGIN}${url}`, { method: "GET" });
  const res = await getAvatar(req, { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

/** A valid PNG header claiming 20000x20000 grey pixels, all zeros: ~50 KB on disk, 400 Mpx decoded. */
function decompressionBombPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((Math.ceil(side / 8) + 1) * side); // filter byte + packed row, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("profiles", () => {
  let alice: User;
  let bob: User;
  let aliceName: string;

  beforeAll(async () => {
    alice = await registerUser({ displayName: "Alice" });
    bob = await registerUser({ displayName: "Bob" });
    aliceName = uniqueName("alice");
  });

  it("POST /api/profile needs a signed-in user", async () => {
    const res = await create({ username: uniqueName("anon"), displayName: "Anon" });
    expect(res.status).toBe(401);
  });

  it("requires a username and a display name", async () => {
    const noName = await create({ displayName: "Alice" }, alice.auth);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Username is required!");
    const blankName = await create({ username: "  ", displayName: "Alice" }, alice.auth);
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe("Username is required!");
    const noDisplay = await create({ username: uniqueName("x") }, alice.auth);
    expect(noDisplay.status).toBe(400);
    expect(noDisplay.body.message).toBe("Display name is required!");
    const blankDisplay = await create({ username: uniqueName("x"), displayName: "  " }, alice.auth);
    expect(blankDisplay.status).toBe(400);
    expect(blankDisplay.body.message).toBe("Display name is required!");
  });

  it("creates one profile per user (201), ignores isAdmin/plan fields, then 409s a second one", async () => {
    const res = await create(
      {
        username: aliceName,
        displayName: "Alice A.",
        bio: "Coffee & code",
        email: "alice-public@example.com",
        isAdmin: true,
        subscriptionStatus: "premium",
        plan: "premium",
      },
      alice.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: aliceName, displayName: "Alice A.", avatar: null });
    expect(res.body).not.toHaveProperty("isAdmin");

    const who = await callRoute(me, { method: "GET", path: "/api/auth/me", headers: alice.auth });
    expect(who.status).toBe(200);
    expect(who.body.isAdmin).toBe(false);
    expect(who.body.subscriptionStatus).not.toBe("premium");
    expect(who.body.username).toBe(aliceName);

    const again = await create({ username: uniqueName("alice2"), displayName: "Alice" }, alice.auth);
    expect(again.status).toBe(409);
  });

  it("409s a username someone else has (case-insensitive)", async () => {
    const res = await create({ username: aliceName.toUpperCase(), displayName: "Bob" }, bob.auth);
    expect(res.status).toBe(409);
    expect(typeof res.body.message).toBe("string");
  });

  it("GET is public, hides the email from everyone but its owner, 404s unknown names", async () => {
    const anon = await read(aliceName);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({
      username: aliceName,
      displayName: "Alice A.",
      bio: "Coffee & code",
      avatar: null,
    });
    expect(anon.body).not.toHaveProperty("email");

    const asBob = await read(aliceName, bob.auth);
    expect(asBob.status).toBe(200);
    expect(asBob.body).not.toHaveProperty("email");

    const asAlice = await read(aliceName, alice.auth);
    expect(asAlice.status).toBe(200);
    expect(asAlice.body.email).toBe("alice-public@example.com");

    expect((await read(uniqueName("nobody"))).status).toBe(404);
    expect((await read("../../etc/passwd")).status).toBe(404);
  });

  it("PUT is for the owner only: 401 signed out, 403 someone else (IDOR), username immutable", async () => {
    const signedOut = await update(aliceName, { displayName: "Hacked" });
    expect(signedOut.status).toBe(401);

    const asBob = await update(aliceName, { displayName: "Hacked", bio: "pwned" }, bob.auth);
    expect(asBob.status).toBe(403);
    expect((await read(aliceName)).body.displayName).toBe("Alice A.");

    expect((await update(uniqueName("ghost"), { displayName: "X" }, bob.auth)).status).toBe(404);

    const rename = await update(aliceName, { username: uniqueName("new"), displayName: "Alice" }, alice.auth);
    expect(rename.status).toBe(400);
    expect((await read(uniqueName("new"))).status).toBe(404);

    const ok = await update(
      aliceName,
      { username: aliceName, displayName: "Alice B.", bio: "New bio", email: "", isAdmin: true },
      alice.auth,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: aliceName, displayName: "Alice B.", bio: "New bio", email: null });
    const who = await callRoute(me, { method: "GET", path: "/api/auth/me", headers: alice.auth });
    expect(who.body.isAdmin).toBe(false);

    const missingDisplay = await update(aliceName, { displayName: "" }, alice.auth);
    expect(missingDisplay.status).toBe(400);
    expect(missingDisplay.body.message).toBe("Display name is required!");
  });

  it("refuses a bio over 150 characters", async () => {
    const res = await update(aliceName, { displayName: "Alice", bio: "a".repeat(151) }, alice.auth);
    expect(res.status).toBe(400);
    const ok = await update(aliceName, { displayName: "Alice B.", bio: "é".repeat(150) }, alice.auth);
    expect(ok.status).toBe(200);
  });

  describe("avatars", () => {
    let carol: User;
    beforeAll(async () => {
      carol = await registerUser({ displayName: "Carol" });
    });

    it("needs a signed-in user", async () => {
      expect((await upload(await png(), {})).status).toBe(401);
    });

    it("accepts JPEG, PNG, WebP and GIF by their bytes and answers a served square WebP", async () => {
      const base = sharp({ create: { width: 300, height: 120, channels: 3, background: "#3366cc" } });
      const files = [
        await base.clone().jpeg().toBuffer(),
        await base.clone().png().toBuffer(),
        await base.clone().webp().toBuffer(),
        await base.clone().gif().toBuffer(),
      ];
      for (const file of files) {
        // the declared type is ignored: only the bytes count
        const res = await upload(file, carol.auth, { contentType: "text/plain" });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.avatar).toMatch(/^\/api\/avatars\/[a-z0-9]+$/);
        const served = await serve(String(res.body.avatar));
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
        const meta = await sharp(served.bytes).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(meta.height);
      }
    });

    it("accepts a multipart form upload", async () => {
      const form = new FormData();
      form.set("avatar", new Blob([new Uint8Array(await png())], { type: "image/png" }), "me.png");
      const res = await upload(form, carol.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    it("accepts a multipart form whose boundary has capitals, as Chromium sends it", async () => {
      const boundary = "----WebKitFormBoundaryIpU7oxFpm31Gq0F4";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await png(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await upload(body, carol.auth, { contentType: `multipart/form-data; boundary=${boundary}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    it("refuses an SVG (even one with a script), whatever its declared type", async () => {
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
      );
      for (const contentType of ["image/svg+xml", "image/png"]) {
        const res = await upload(svg, carol.auth, { contentType });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.message).toBe("Please select an image file.");
      }
      const html = await upload(new TextEncoder().encode("<html><script>x</script></html>"), carol.auth);
      expect(html.body.message).toBe("Please select an image file.");
    });

    it("refuses 2 MB + 1 byte with 413, by Content-Length and while streaming", async () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(await png(), 0);
      const declared = await upload(big, carol.auth, { contentLength: true });
      expect(declared.status).toBe(413);
      expect(declared.body.message).toBe("Please select an image smaller than 2MB.");
      const streamed = await upload(big, carol.auth);
      expect(streamed.status).toBe(413);
      expect(streamed.body.message).toBe("Please select an image smaller than 2MB.");
    });

    it("refuses a decompression bomb (small file, 400 million pixels) with a 4xx", async () => {
      const bomb = decompressionBombPng();
      expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
      const res = await upload(bomb, carol.auth);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe("string");
    });

    it("refuses garbage behind a valid magic number", async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
      const res = await upload(fake, carol.auth);
      expect(res.status).toBe(400);
    });

    it("strips EXIF (and GPS) from the stored image", async () => {
      const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ffcc00" } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: "x", Artist: "secret" } } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(jpeg, carol.auth);
      expect(res.status).toBe(201);
      const served = await serve(String(res.body.avatar));
      const meta = await sharp(served.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.bytes.includes(Buffer.from("secret"))).toBe(false);
    });

    it("a profile saved with an avatar shows it, reports gamification, and /api/auth/me carries it", async () => {
      vi.mocked(recordActivity).mockClear();
      const uploaded = await upload(await png(), carol.auth);
      expect(uploaded.status).toBe(201);
      const name = uniqueName("carol");
      const res = await create({ username: name, displayName: "Carol", avatar: uploaded.body.avatar }, carol.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.avatar).toBe(uploaded.body.avatar);
      // A first customisation on the user's first active day: 20 XP and the streak day's 8.
      expect(res.body.gamification).toMatchObject({ xpGained: 28, currentStreak: 1 });
      expect(recordActivity).toHaveBeenCalledWith(carol.user.id, { kind: "profile_customized", withAvatar: true });

      expect((await read(name)).body.avatar).toBe(uploaded.body.avatar);
      const who = await callRoute(me, { method: "GET", path: "/api/auth/me", headers: carol.auth });
      expect(who.body.avatar).toBe(uploaded.body.avatar);
      expect((await serve(String(uploaded.body.avatar))).status).toBe(200);

      // a new avatar on update also counts
      const second = await upload(await png(80, 40), carol.auth);
      const updated = await update(name, { displayName: "Carol", avatar: second.body.avatar }, carol.auth);
      expect(updated.status).toBe(200);
      expect(updated.body.avatar).toBe(second.body.avatar);
      expect(updated.body.gamification).toMatchObject({ xpGained: 20, xp: 48 });
      expect(recordActivity).toHaveBeenCalledTimes(2);

      // saving again with the same avatar is no new customisation: no XP on repeat
      const again = await update(name, { displayName: "Carol B.", avatar: second.body.avatar }, carol.auth);
      expect(again.status).toBe(200);
      expect(again.body.gamification).toBeNull();
      expect(recordActivity).toHaveBeenCalledTimes(2);
    });

    it("refuses someone else's avatar id and unknown ids", async () => {
      const bobs = await upload(await png(), bob.auth);
      expect(bobs.status).toBe(201);
      const res = await update(aliceName, { displayName: "Alice", avatar: bobs.body.avatar }, alice.auth);
      expect(res.status).toBe(400);
      expect((await serve("/api/avatars/doesnotexist123")).status).toBe(404);
      expect((await serve("/api/avatars/..%2F..")).status).toBe(404);
    });
  });

  it("fuzz: POST /api/profile never answers a 5xx", async () => {
    const user = await registerUser({ displayName: "Fuzzer" });
    await fuzzJsonEndpoint(createProfile, {
      fields: ["username", "displayName", "bio", "email", "avatar", "isAdmin"],
      headers: user.auth,
      runs: 40,
    });
  });

  it("fuzz: PUT /api/profile/{username} never answers a 5xx", async () => {
    await fuzzJsonEndpoint(putProfile, {
      fields: ["username", "displayName", "bio", "email", "avatar"],
      headers: alice.auth,
      params: { username: aliceName },
      runs: 30,
    });
  });
});
