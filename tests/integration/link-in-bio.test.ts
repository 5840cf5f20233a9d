import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as getPage, PUT as putPage } from "@/app/api/link-in-bio/route";
import { DELETE as deleteLink, PATCH as patchLink } from "@/app/api/link-in-bio/links/[id]/route";
import { PUT as putOrder } from "@/app/api/link-in-bio/links/order/route";
import { POST as postLink } from "@/app/api/link-in-bio/links/route";
import { DELETE as deletePreset } from "@/app/api/link-in-bio/presets/[id]/route";
import { GET as getPresets, POST as postPreset } from "@/app/api/link-in-bio/presets/route";
import { GET as redirect } from "@/app/l/[username]/[linkId]/route";
import { GET as publicPage } from "@/app/l/[username]/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { db } from "@/lib/db/client";
import { flushLinkEvents } from "@/lib/link-in-bio/page-events";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type User = Awaited<ReturnType<typeof registerUser>>;
const ORIGIN = "http://localhost:3000";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

async function userWithProfile(): Promise<User & { username: string }> {
  const user = await registerUser({ displayName: "Maya Rao" });
  const username = `maya_${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const res = await callRoute(createProfile, {
    body: { username, displayName: "Maya Rao", bio: "Vegan baker in Pune" },
    headers: user.auth,
  });
  expect(res.status).toBe(201);
  return { ...user, username };
}

const addLink = (user: User, body: unknown) =>
  callRoute(postLink, { path: "/api/link-in-bio/links", body, headers: user.auth });

async function visit(
  handler: (req: NextRequest, ctx: never) => Promise<Response>,
  path: string,
  params: Record<string, string>,
  headers = {},
) {
  const req = new NextRequest(`${ORIGIN}${path}`, {
    method: "GET",
    headers: { "user-agent": PHONE, "x-forwarded-for": "203.0.113.9", ...headers },
  });
  return handler(req, { params: Promise.resolve(params) } as never);
}

describe("link-in-bio API", () => {
  it("needs a signed-in user, and a profile before there is a page", async () => {
    expect((await callRoute(getPage, { method: "GET" })).status).toBe(401);
    const noProfile = await registerUser();
    const res = await callRoute(getPage, { method: "GET", headers: noProfile.auth });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Create your profile first/);
  });

  it("builds a page: bio from the profile, links in order with clicks, refusing unsafe addresses", async () => {
    const user = await userWithProfile();
    const first = await callRoute(getPage, { method: "GET", headers: user.auth });
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({ username: user.username, bio: "Vegan baker in Pune", links: [] });

    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "https://u:p@example.com", `${ORIGIN}/l/x`]) {
      const res = await addLink(user, { title: "Bad", url: bad });
      expect(res.status, bad).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const a = await addLink(user, { title: "Order a cake", url: "cakes.example.com/order" });
    expect(a.status).toBe(201);
    expect(a.body.link).toMatchObject({ title: "Order a cake", url: "https://cakes.example.com/order", position: 0 });
    const b = await addLink(user, {
      title: "Menu",
      url: "https://cakes.example.com/menu",
      utm: { source: "instagram", medium: "bio" },
    });
    const page = (await callRoute(getPage, { method: "GET", headers: user.auth })).body.page as {
      links: { id: string; title: string; clicks: number }[];
    };
    expect(page.links.map((l) => l.title)).toEqual(["Order a cake", "Menu"]);
    expect(page.links.every((l) => l.clicks === 0)).toBe(true);
    expect(b.status).toBe(201);
  });

  it("reorders only with every one of the user's links exactly once", async () => {
    const user = await userWithProfile();
    const ids: string[] = [];
    for (const title of ["One", "Two", "Three"]) {
      ids.push(String(((await addLink(user, { title, url: "https://example.com" })).body.link as { id: string }).id));
    }
    const order = (body: unknown) => callRoute(putOrder, { method: "PUT", body, headers: user.auth });
    expect((await order({ ids: [ids[0], ids[1]] })).status).toBe(400);
    expect((await order({ ids: [ids[0], ids[0], ids[1]] })).status).toBe(400);
    const res = await order({ ids: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect((res.body.page as { links: { title: string }[] }).links.map((l) => l.title)).toEqual([
      "Three",
      "One",
      "Two",
    ]);
  });

  it("one user's links cannot be read, changed, deleted or reordered by another (404, nothing changes)", async () => {
    const owner = await userWithProfile();
    const other = await userWithProfile();
    const id = String(
      ((await addLink(owner, { title: "Mine", url: "https://example.com" })).body.link as { id: string }).id,
    );
    const patch = await callRoute(patchLink, {
      method: "PATCH",
      params: { id },
      body: { title: "Stolen" },
      headers: other.auth,
    });
    expect(patch.status).toBe(404);
    expect((await callRoute(deleteLink, { method: "DELETE", params: { id }, headers: other.auth })).status).toBe(404);
    expect((await callRoute(putOrder, { method: "PUT", body: { ids: [id] }, headers: other.auth })).status).toBe(400);
    const mine = (await callRoute(getPage, { method: "GET", headers: owner.auth })).body.page as {
      links: { title: string }[];
    };
    expect(mine.links.map((l) => l.title)).toEqual(["Mine"]);
  });

  it("refuses an accent colour that fails contrast and a schedule that ends before it starts", async () => {
    const user = await userWithProfile();
    const grey = await callRoute(putPage, { method: "PUT", body: { accent: "#777777" }, headers: user.auth });
    expect(grey.status).toBe(400);
    expect(grey.body.message).toMatch(/4\.5:1/);
    const ok = await callRoute(putPage, {
      method: "PUT",
      body: { theme: "dark", accent: "#fde047" },
      headers: user.auth,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.page).toMatchObject({ theme: "dark", accent: "#fde047" });
    const res = await addLink(user, {
      title: "Sale",
      url: "https://example.com",
      startsAt: "2026-12-02T00:00:00Z",
      endsAt: "2026-12-01T00:00:00Z",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The end must come after the start.");
  });

  it("saves UTM presets by name (409 for a name already used) and deletes only the owner's", async () => {
    const user = await userWithProfile();
    const body = { name: "Instagram bio", utm: { source: "instagram", medium: "bio" } };
    expect((await callRoute(postPreset, { body, headers: user.auth })).status).toBe(201);
    expect((await callRoute(postPreset, { body, headers: user.auth })).status).toBe(409);
    const list = await callRoute(getPresets, { method: "GET", headers: user.auth });
    expect(list.body.presets).toEqual([expect.objectContaining({ name: "Instagram bio", utm: body.utm })]);

    const id = String((list.body.presets as { id: string }[])[0]?.id);
    const other = await userWithProfile();
    const stranger = await callRoute(deletePreset, { method: "DELETE", params: { id }, headers: other.auth });
    expect(stranger.status).toBe(404);
    expect((await callRoute(deletePreset, { method: "DELETE", params: { id }, headers: user.auth })).status).toBe(204);
    expect((await callRoute(getPresets, { method: "GET", headers: user.auth })).body.presets).toEqual([]);
  });

  it("fuzz: the link endpoints never answer a 5xx", async () => {
    const user = await userWithProfile();
    await fuzzJsonEndpoint(postLink, {
      headers: user.auth,
      fields: ["title", "url", "enabled", "startsAt", "endsAt", "utm", "openInBrowser"],
    });
    await fuzzJsonEndpoint(putPage, { headers: user.auth, fields: ["bio", "theme", "accent", "socials", "indexable"] });
  });
});

describe("the public page and its redirects", () => {
  it("shows live links only, without a script, and counts one view per visit (none for a crawler)", async () => {
    const user = await userWithProfile();
    await addLink(user, { title: "Visible", url: "https://example.com/a" });
    await addLink(user, { title: "Switched off", url: "https://example.com/b", enabled: false });
    await addLink(user, { title: "Later", url: "https://example.com/c", startsAt: "2099-01-01T00:00:00Z" });
    const res = await visit(publicPage, `/l/${user.username}`, { username: user.username });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Visible");
    expect(html).not.toContain("Switched off");
    expect(html).not.toContain("Later");
    expect(html).not.toMatch(/<script/i);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'; style-src 'sha256-/);

    await visit(
      publicPage,
      `/l/${user.username}`,
      { username: user.username },
      { "user-agent": "facebookexternalhit/1.1" },
    );
    await flushLinkEvents();
    const page = await db.linkPage.findFirstOrThrow({ where: { user: { username: user.username } } });
    expect(await db.linkEvent.count({ where: { pageId: page.id, kind: "view" } })).toBe(1);
  });

  it("a save shows at once: the page is never stale after an edit", async () => {
    const user = await userWithProfile();
    await visit(publicPage, `/l/${user.username}`, { username: user.username });
    await addLink(user, { title: "Fresh link", url: "https://example.com/fresh" });
    const html = await (await visit(publicPage, `/l/${user.username}`, { username: user.username })).text();
    expect(html).toContain("Fresh link");
  });

  it("switching a link off takes it down at once, though the redirect was just visited", async () => {
    const user = await userWithProfile();
    const link = (await addLink(user, { title: "Sale", url: "https://example.com/sale" })).body.link as { id: string };
    const params = { username: user.username, linkId: link.id };
    expect((await visit(redirect, `/l/${user.username}/${link.id}`, params)).status).toBe(302);
    const off = await callRoute(patchLink, {
      method: "PATCH",
      params: { id: link.id },
      body: { enabled: false },
      headers: user.auth,
    });
    expect(off.status).toBe(200);
    expect((await visit(redirect, `/l/${user.username}/${link.id}`, params)).status).toBe(404);
    const page = await visit(publicPage, `/l/${user.username}`, { username: user.username });
    expect(await page.text()).not.toContain("Sale");
  });

  it("answers 404 for an unknown user and an unknown or disabled link, never redirecting elsewhere", async () => {
    const missing = await visit(publicPage, "/l/nobody_here_x", { username: "nobody_here_x" });
    expect(missing.status).toBe(404);
    const user = await userWithProfile();
    const off = (await addLink(user, { title: "Off", url: "https://example.com", enabled: false })).body.link as {
      id: string;
    };
    const res = await visit(redirect, `/l/${user.username}/${off.id}`, { username: user.username, linkId: off.id });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    const wrong = await visit(redirect, `/l/${user.username}/https:evil.com`, {
      username: user.username,
      linkId: "https:evil.com",
    });
    expect(wrong.status).toBe(404);
  });

  it("redirects to the stored address with its UTM parameters and counts the click, but not a bot's", async () => {
    const user = await userWithProfile();
    const link = (
      await addLink(user, {
        title: "Shop",
        url: "https://shop.example.com/?ref=1",
        utm: { source: "instagram", campaign: "diwali" },
      })
    ).body.link as { id: string };
    const res = await visit(redirect, `/l/${user.username}/${link.id}?to=https://evil.com`, {
      username: user.username,
      linkId: link.id,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      "https://shop.example.com/?ref=1&utm_source=instagram&utm_campaign=diwali",
    );
    const bot = await visit(
      redirect,
      `/l/${user.username}/${link.id}`,
      { username: user.username, linkId: link.id },
      {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    );
    expect(bot.status).toBe(302);
    await flushLinkEvents();
    expect(await db.linkEvent.count({ where: { linkId: link.id, kind: "click" } })).toBe(1);
    const page = (await callRoute(getPage, { method: "GET", headers: user.auth })).body.page as {
      links: { clicks: number }[];
    };
    expect(page.links[0]?.clicks).toBe(1);
  });

  it("sends Instagram's Android browser to the phone's browser when the link asks for it", async () => {
    const user = await userWithProfile();
    const link = (await addLink(user, { title: "Buy", url: "https://shop.example.com/buy", openInBrowser: true })).body
      .link as { id: string };
    const android =
      "Mozilla/5.0 (Linux; Android 13; SM-S908E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (33/13; 480dpi; 1080x2115; samsung; SM-S908E; b0q; qcom; en_US; 548323757)";
    const res = await visit(
      redirect,
      `/l/${user.username}/${link.id}`,
      { username: user.username, linkId: link.id },
      {
        "user-agent": android,
      },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^intent:\/\/shop\.example\.com\/buy#Intent;scheme=https;/);
  });
});
