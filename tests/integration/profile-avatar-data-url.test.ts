import { NextRequest } from "next/server";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { GET as getAvatar } from "@/app/api/avatars/[id]/route";
import { POST as uploadAvatar } from "@/app/api/avatars/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/profile/[username]/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// The profile contract takes `avatar` as an upload's URL or as an inline
// `data:image/…;base64,` URL, run through the same pipeline as an upload.

vi.mock("@/lib/gamification/events", () => ({ recordActivity: vi.fn(async () => null) }));

const ORIGIN = "http://localhost:3000";
const NOT_IMAGE = "Please select an image file.";
const TOO_LARGE = "Please select an image smaller than 2MB.";

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const dataUrl = (type: string, bytes: Uint8Array | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

const create = (body: unknown, headers: Record<string, string>) =>
  callRoute(createProfile, { path: "/api/profile", body, headers });
const update = (username: string, body: unknown, headers: Record<string, string>) =>
  callRoute(putProfile, { method: "PUT", path: `/api/profile/${username}`, params: { username }, body, headers });
const read = (username: string) =>
  callRoute(getProfile, { method: "GET", path: `/api/profile/${username}`, params: { username } });

async function serve(url: string) {
  const id = url.split("/").pop() ?? "";
  const res = await getAvatar(new NextRequest(`${ORIGIN}${url}`), { params: Promise.resolve({ id }) });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 130, b: 90 } } })
    .png()
    .toBuffer();

async function withProfile() {
  const user = await registerUser();
  const username = uniqueName("inline");
  expect((await create({ username, displayName: "Inline" }, user.auth)).status).toBe(201);
  return { ...user, username };
}

describe("profile avatar as a data URL", () => {
  it("POST: a PNG data URL becomes a served WebP avatar", async () => {
    const user = await registerUser();
    const username = uniqueName("png");
    const res = await create({ username, displayName: "Png", avatar: dataUrl("image/png", await png()) }, user.auth);
    expect(res.status).toBe(201);
    expect(res.body.avatar).toMatch(/^\/api\/avatars\/[a-z0-9]+$/);
    expect((await read(username)).body.avatar).toBe(res.body.avatar);
    const served = await serve(String(res.body.avatar));
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/webp");
    expect((await sharp(served.bytes).metadata()).format).toBe("webp");
  });

  it("PUT: a JPEG with EXIF comes back without it", async () => {
    const user = await withProfile();
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "secret-artist", Copyright: "gps-here" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await update(user.username, { displayName: "Inline", avatar: dataUrl("image/jpeg", jpeg) }, user.auth);
    expect(res.status).toBe(200);
    const served = await serve(String(res.body.avatar));
    expect(served.status).toBe(200);
    expect((await sharp(served.bytes).metadata()).exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from("secret-artist"))).toBe(false);
  });

  it.each([
    [
      "an SVG",
      () => dataUrl("image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["text", () => dataUrl("text/plain", "hello, not an image")],
    ["text declared as a PNG", () => dataUrl("image/png", "hello, not an image")],
    ["a PNG declared as text", async () => dataUrl("text/plain", await png())],
    ["a URL-encoded SVG", () => "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"],
    ["broken base64", () => "data:image/png;base64,!!!not base64!!!"],
  ])("refuses %s with 400 'Please select an image file.'", async (_what, make) => {
    const user = await withProfile();
    const res = await update(user.username, { displayName: "Inline", avatar: await make() }, user.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_IMAGE);
    expect((await read(user.username)).body.avatar).toBeNull();
  });

  it("refuses an image over 2 MB with 400 and the size message, on POST and PUT", async () => {
    // Random bytes behind a PNG signature: the size is judged before anything is decoded.
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024 - 7, 1),
    ]);
    const avatar = dataUrl("image/png", big);
    const user = await registerUser();
    const created = await create({ username: uniqueName("big"), displayName: "Big", avatar }, user.auth);
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(TOO_LARGE);
    const owner = await withProfile();
    const updated = await update(owner.username, { displayName: "Inline", avatar }, owner.auth);
    expect(updated.status).toBe(400);
    expect(updated.body.message).toBe(TOO_LARGE);
  });

  it("answers the size message for a body far over the limit too (refused unread)", async () => {
    const user = await withProfile();
    const avatar = `data:image/png;base64,${"A".repeat(6 * 1024 * 1024)}`;
    const res = await update(user.username, { displayName: "Inline", avatar }, user.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_LARGE);
  });

  it("still accepts an upload's URL", async () => {
    const user = await withProfile();
    const req = new NextRequest(`${ORIGIN}/api/avatars`, {
      method: "POST",
      body: new Blob([new Uint8Array(await png())]),
      headers: { origin: ORIGIN, "content-type": "image/png", ...user.auth },
    });
    const uploaded = (await (await uploadAvatar(req, { params: Promise.resolve({}) })).json()) as { avatar: string };
    const res = await update(user.username, { displayName: "Inline", avatar: uploaded.avatar }, user.auth);
    expect(res.status).toBe(200);
    expect(res.body.avatar).toBe(uploaded.avatar);
  });

  it("keeps no stored image when the profile cannot be saved (username taken)", async () => {
    const first = await withProfile();
    const second = await registerUser();
    const res = await create(
      { username: first.username, displayName: "Copycat", avatar: dataUrl("image/png", await png()) },
      second.auth,
    );
    expect(res.status).toBe(409);
    expect(await db.avatar.count({ where: { userId: second.user.id } })).toBe(0);
  });
});
