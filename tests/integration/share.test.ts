import { describe, expect, it } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import { getPublicShare } from "@/lib/db/shares";
import { initials } from "@/lib/share/initials";
import { isShareId, SHARE_ID_PATTERN } from "@/lib/share/share.schema";
import { shareDescription, shareMetadata } from "@/lib/share/share-meta";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const BIO = "Pastry chef in Lisbon 🥐\nSourdough at dawn, surf by noon\nDM for orders";
const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(share, { path: "/api/bio/share", body, headers });

describe("POST /api/bio/share", () => {
  it("needs a signed-in user", async () => {
    const res = await post({ description: "chef", tone: "funny", generatedBio: BIO });
    expect(res.status).toBe(401);
  });

  it("answers 201 with an unguessable id that the public page can load, without private fields", async () => {
    const { auth, email } = await registerUser({ displayName: "Ana Lima" });
    const first = await post({ description: "pastry chef", tone: "Funny", generatedBio: BIO }, auth);
    const second = await post({ description: "pastry chef", tone: "funny", generatedBio: BIO }, auth);
    expect(first.status).toBe(201);
    const id = String(first.body.shareableId);
    expect(id).toMatch(SHARE_ID_PATTERN);
    expect(second.body.shareableId).not.toBe(id);

    const shared = await getPublicShare({ id });
    expect(shared).toMatchObject({ id, bio: BIO, tone: "funny", creator: { displayName: "Ana Lima" } });
    expect(JSON.stringify(shared)).not.toContain(email);
    expect(JSON.stringify(shared)).not.toMatch(/isAdmin|subscriptionStatus|passwordHash/);
  });

  it("refuses a blank bio, a missing tone and an over-long bio with clear messages", async () => {
    const { auth } = await registerUser();
    const blank = await post({ description: "x", tone: "bold", generatedBio: "  \u0000 " }, auth);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please send the bio to share.");
    const noTone = await post({ description: "x", generatedBio: BIO }, auth);
    expect(noTone.status).toBe(400);
    expect(noTone.body.message).toBe("Please select a tone for your bio!");
    const long = await post({ description: "x", tone: "bold", generatedBio: "a".repeat(301) }, auth);
    expect(long.status).toBe(400);
  });

  it("keeps HTML in a bio as text and never answers hostile input with a 5xx", async () => {
    const { auth } = await registerUser({ displayName: 'Ana "The Baker" & Co' });
    const res = await post(
      { description: "<b>x</b>", tone: "bold", generatedBio: '<img src=x onerror="alert(1)">' },
      auth,
    );
    expect(res.status).toBe(201);
    const shared = await getPublicShare({ id: String(res.body.shareableId) });
    expect(shared?.bio).toBe('<img src=x onerror="alert(1)">');
    await fuzzJsonEndpoint(share, { fields: ["description", "tone", "generatedBio"], headers: auth, runs: 20 });
  });
});

describe("share ids and link previews", () => {
  it("only 16 URL-safe characters are share ids", () => {
    expect(isShareId("abcdEFGH1234_-xy")).toBe(true);
    expect(isShareId("short")).toBe(false);
    expect(isShareId("abcdEFGH1234_-x\u0000")).toBe(false);
    expect(isShareId("../../etc/passwd00")).toBe(false);
  });

  it("an unknown id is not found", async () => {
    expect(await getPublicShare({ id: "AAAAAAAAAAAAAAAA" })).toBeNull();
  });

  it("a preview shows the tone, the creator and the bio on one line", () => {
    const meta = shareMetadata(
      { id: "abcdEFGH1234_-xy", bio: BIO, tone: "funny", creator: { displayName: "Ana" } },
      "/instagram/share/abcdEFGH1234_-xy",
    );
    expect(meta.title).toBe("A funny bio by Ana");
    expect(meta.description).toBe("Pastry chef in Lisbon 🥐 · Sourdough at dawn, surf by noon · DM for orders");
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
    expect(meta.openGraph).toMatchObject({ siteName: "BioStudio", url: "/instagram/share/abcdEFGH1234_-xy" });
    expect(shareDescription("x".repeat(500)).length).toBe(200);
  });
});

describe("avatar initials", () => {
  it("take the first letter or digit of the first two words", () => {
    expect(initials("Meera Rao")).toBe("MR");
    expect(initials('Meera "M" Rao')).toBe("MM");
    expect(initials("ana")).toBe("A");
    expect(initials("  ✨ 🌿 ")).toBe("?");
    expect(initials("Élodie 9lives")).toBe("É9");
  });
});
