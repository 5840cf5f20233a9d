import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { POST as share } from "@/app/api/bio/share/route";
import { GET as sharePage } from "@/app/instagram/share/[id]/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { db } from "@/lib/db/client";
import { updateUserAccess } from "@/lib/db/users";
import { forgetSharesOf } from "@/lib/share/share-pages";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// The share page, GET /instagram/share/{id}: one HTML document kept in memory per share, read
// again at most once a second, forgotten at once when the creator's profile or account changes.

afterEach(() => vi.restoreAllMocks());

async function newShare(displayName: string, bio = "Clay, kiln and calm 🏺") {
  const user = await registerUser({ displayName });
  const res = await callRoute(share, {
    path: "/api/bio/share",
    body: { description: "potter", tone: "bold", generatedBio: bio },
    headers: user.auth,
  });
  expect(res.status).toBe(201);
  return { user, id: String(res.body.shareableId) };
}

const visit = (id: string, headers: Record<string, string> = {}) =>
  callRoute(sharePage, { method: "GET", path: `/instagram/share/${id}`, params: { id }, headers });

const html = (res: Awaited<ReturnType<typeof visit>>) => String(res.body.raw ?? "");

describe("GET /instagram/share/{id}", () => {
  it("answers the bio as escaped HTML with its own policy, and 304 to a browser that has it", async () => {
    const { id } = await newShare('Ria "Quotes" & Co', '<img src=x onerror="alert(1)">\nLine two');
    const res = await visit(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'; style-src 'sha256-/);
    const page = html(res);
    expect(page).toContain("<h1>Ria &quot;Quotes&quot; &amp; Co</h1>");
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;\nLine two");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain(`src="/api/share/${id}/seen"`);

    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await visit(id, { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("is read from the database at most once a second while visitors keep coming", async () => {
    const { user, id } = await newShare("Kept Kiran");
    expect(html(await visit(id))).toContain("Kept Kiran");
    // A change that no writer announced (a hand edit in the database) waits for the second to pass.
    await db.user.update({ where: { id: user.user.id }, data: { displayName: "Edited Kiran" } });
    expect(html(await visit(id))).toContain("Kept Kiran");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 1_500);
    expect(html(await visit(id))).toContain("Edited Kiran");
  });

  it("shows a new profile name on the next visit and goes dark at once when the account is disabled or deleted", async () => {
    const { user, id } = await newShare("Nila Before");
    expect(html(await visit(id))).toContain("Nila Before");

    const username = `nila${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const profile = await callRoute(createProfile, {
      path: "/api/profile",
      body: { username, displayName: "Nila After" },
      headers: user.auth,
    });
    expect(profile.status).toBe(201);
    const renamed = html(await visit(id));
    expect(renamed).toContain("Nila After");
    expect(renamed).toContain(`@${username}`);

    await updateUserAccess({ userId: user.user.id, disabled: true });
    await forgetSharesOf(user.user.id);
    expect((await visit(id)).status).toBe(404);
    await updateUserAccess({ userId: user.user.id, disabled: false });
    await forgetSharesOf(user.user.id);
    expect((await visit(id)).status).toBe(200);

    const deleted = await callRoute(deleteAccount, {
      method: "DELETE",
      path: "/api/account",
      body: { password: user.password, confirm: "DELETE" },
      headers: user.auth,
    });
    expect(deleted.status).toBe(200);
    expect((await visit(id)).status).toBe(404);
  });

  it("answers an unknown or malformed id with a page that says so and is not indexed", async () => {
    for (const id of ["AAAAAAAAAAAAAAAA", "not-an-id", "x".repeat(300)]) {
      const res = await visit(id);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(html(res)).toContain("This shared bio is not here");
      expect(html(res)).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });
});
