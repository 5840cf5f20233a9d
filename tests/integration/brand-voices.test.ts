import { describe, expect, it } from "vitest";
import { DELETE as deleteVoiceRoute, PATCH as renameVoiceRoute } from "@/app/api/brand-voices/[id]/route";
import { GET as listVoicesRoute, POST as saveVoiceRoute } from "@/app/api/brand-voices/route";
import { POST as generateRoute } from "@/app/api/bio/generate/route";
import { DELETE as clearTeamVoiceRoute, PUT as setTeamVoiceRoute } from "@/app/api/teams/[teamId]/voice/route";
import { GET as activityRoute } from "@/app/api/teams/[teamId]/activity/route";
import { GET as teamRoute, PATCH as renameTeamRoute } from "@/app/api/teams/[teamId]/route";
import { quotaPeriod } from "@/lib/config/plans";
import { db } from "@/lib/db/client";
import { getUsageCount } from "@/lib/db/usage";
import { MAX_SAVED_VOICES, VOICE_MESSAGES } from "@/lib/voice/voice.schema";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { as, crewTeam, registerCrew } from "../support/teams";
import { registerUser } from "../support/users";

// Saved brand voices (save, list, rename, delete; another user's is 404), the generator
// writing in a saved voice (only one the user owns or their team's), a team's voice, and
// renaming a team.

type Auth = Record<string, string>;

const FORMAL = [
  "We provide professional accounting services to small and medium enterprises.",
  "Our team is committed to delivering accurate reports and dependable advice.",
  "Established in 2009, we ensure excellence in every engagement with our clients.",
].join("\n\n");
const PLAYFUL = [
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #bakinglife #cookies",
  "Love you all sooo much ❤️ thanks for the vibes! #cookies",
].join("\n\n");
const DESCRIPTION = "Small-batch cookie bakery in Leeds, baking with butter and brown sugar";

const save = (auth: Auth, body: unknown) =>
  callRoute(saveVoiceRoute, { path: "/api/brand-voices", body, headers: auth });
const list = (auth: Auth) => callRoute(listVoicesRoute, { method: "GET", path: "/api/brand-voices", headers: auth });
const generate = (auth: Auth, body: Record<string, unknown>) =>
  callRoute(generateRoute, {
    path: "/api/bio/generate",
    body: { description: DESCRIPTION, tone: "bold", ...body },
    headers: auth,
  });

async function savedVoice(auth: Auth, name: string, samples = PLAYFUL) {
  const res = await save(auth, { name, samples });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.voice as { id: string }).id;
}

const bioUses = (userId: string) => getUsageCount({ userId, feature: "bio", period: quotaPeriod() });

describe("/api/brand-voices", () => {
  it("needs a session", async () => {
    expect((await save({}, { name: "x", samples: PLAYFUL })).status).toBe(401);
    expect((await list({})).status).toBe(401);
  });

  it("saves a measured voice, lists, renames and deletes it", async () => {
    const { auth } = await registerUser();
    const res = await save(auth, { name: "  Bakery   voice ", samples: PLAYFUL });
    expect(res.status).toBe(201);
    const voice = res.body.voice as { id: string; name: string; summary: string };
    expect(voice.name).toBe("Bakery voice");
    expect(voice.summary).toMatch(/^Casual · /);

    expect((await list(auth)).body.voices).toEqual([expect.objectContaining({ id: voice.id, name: "Bakery voice" })]);
    const renamed = await callRoute(renameVoiceRoute, {
      method: "PATCH",
      params: { id: voice.id },
      body: { name: "Cookie voice" },
      headers: auth,
    });
    expect(renamed.status).toBe(200);
    expect((await list(auth)).body.voices).toEqual([expect.objectContaining({ name: "Cookie voice" })]);

    const gone = await callRoute(deleteVoiceRoute, { method: "DELETE", params: { id: voice.id }, headers: auth });
    expect(gone.status).toBe(204);
    expect((await list(auth)).body.voices).toEqual([]);
  });

  it("refuses bad input with a message and caps the number of voices", async () => {
    const { auth, user } = await registerUser();
    expect((await save(auth, { name: "", samples: PLAYFUL })).body.message).toBe("Please enter a name for the voice.");
    expect((await save(auth, { name: "Short", samples: "too short" })).status).toBe(400);
    await db.brandVoice.createMany({
      data: Array.from({ length: MAX_SAVED_VOICES }, (_, i) => ({ userId: user.id, name: `V${i}`, samples: "[]" })),
    });
    const over = await save(auth, { name: "One more", samples: PLAYFUL });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(VOICE_MESSAGES.tooMany);
  });

  it("IDOR: another user's voice is 404 to rename, delete or write with, and stays as it was", async () => {
    const alice = await registerUser();
    const mallory = await registerUser();
    const id = await savedVoice(alice.auth, "Alice's voice");
    const rename = await callRoute(renameVoiceRoute, {
      method: "PATCH",
      params: { id },
      body: { name: "Mine" },
      headers: mallory.auth,
    });
    expect(rename.status).toBe(404);
    expect(rename.body.message).toBe(VOICE_MESSAGES.notFound);
    expect(
      (await callRoute(deleteVoiceRoute, { method: "DELETE", params: { id }, headers: mallory.auth })).status,
    ).toBe(404);
    expect((await list(mallory.auth)).body.voices).toEqual([]);

    const refused = await generate(mallory.auth, { voiceId: id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(VOICE_MESSAGES.notFound);
    expect(await bioUses(mallory.user.id)).toBe(0);
    expect(await db.brandVoice.findUnique({ where: { id }, select: { name: true } })).toEqual({
      name: "Alice's voice",
    });
    expect((await generate(mallory.auth, { voiceId: "../../etc" })).status).toBe(400);
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth } = await registerUser();
    await fuzzJsonEndpoint(saveVoiceRoute, { headers: auth, fields: ["name", "samples"], runs: 20 });
    const id = await savedVoice(auth, "Fuzzed");
    await fuzzJsonEndpoint(renameVoiceRoute, { headers: auth, fields: ["name"], params: { id }, runs: 20 });
  });
});

describe("POST /api/bio/generate with a brand voice", () => {
  it("writes the bios in the chosen voice: a formal and a playful voice differ", async () => {
    const { auth } = await registerUser();
    const formal = await savedVoice(auth, "Formal", FORMAL);
    const playful = await savedVoice(auth, "Playful", PLAYFUL);
    const a = await generate(auth, { voiceId: formal, seed: 5 });
    const b = await generate(auth, { voiceId: playful, seed: 5 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.voice).toEqual({ id: formal, name: "Formal" });
    const emoji = /\p{Extended_Pictographic}/u;
    expect((a.body.variations as string[]).some((bio) => emoji.test(bio))).toBe(false);
    expect((b.body.variations as string[]).some((bio) => emoji.test(bio))).toBe(true);
    expect(a.body.tone).toBe("professional");
    expect(b.body.tone).toBe("funny");
  });
});

describe("a team's brand voice and name", () => {
  it("owners and admins set a copy of their voice; every member writes with it; outsiders get 404", async () => {
    const crew = await registerCrew();
    const teamId = await crewTeam(crew, "Voice team");
    const own = await savedVoice(crew.admin.auth, "House style", FORMAL);

    const set = await as(crew.admin, setTeamVoiceRoute, { teamId }, { voiceId: own }, "PUT");
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const teamVoiceId = (set.body.voice as { id: string }).id;
    expect(teamVoiceId).not.toBe(own);

    // Someone else's voice cannot be made the team's.
    const theirs = await savedVoice(crew.outsider.auth, "Not yours");
    expect((await as(crew.owner, setTeamVoiceRoute, { teamId }, { voiceId: theirs }, "PUT")).status).toBe(404);

    const view = await as(crew.viewer, teamRoute, { teamId }, undefined, "GET");
    expect(view.body.voice).toEqual(expect.objectContaining({ id: teamVoiceId, name: "House style" }));
    expect((await list(crew.viewer.auth)).body.voices).toEqual([
      expect.objectContaining({ id: teamVoiceId, teamName: "Voice team" }),
    ]);
    expect((await generate(crew.viewer.auth, { voiceId: teamVoiceId })).status).toBe(200);
    expect((await generate(crew.outsider.auth, { voiceId: teamVoiceId })).status).toBe(404);

    // The admin deleting their own copy leaves the team's.
    await callRoute(deleteVoiceRoute, { method: "DELETE", params: { id: own }, headers: crew.admin.auth });
    expect((await generate(crew.editor.auth, { voiceId: teamVoiceId })).status).toBe(200);

    expect((await as(crew.owner, clearTeamVoiceRoute, { teamId }, undefined, "DELETE")).status).toBe(204);
    expect((await as(crew.owner, teamRoute, { teamId }, undefined, "GET")).body.voice).toBeNull();
    expect((await generate(crew.viewer.auth, { voiceId: teamVoiceId })).status).toBe(404);
  });

  it("renames the team with validation and a line in the activity log", async () => {
    const crew = await registerCrew();
    const teamId = await crewTeam(crew, "Old name");
    const blank = await as(crew.owner, renameTeamRoute, { teamId }, { name: "   " }, "PATCH");
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please give your team a name.");
    const long = await as(crew.owner, renameTeamRoute, { teamId }, { name: "x".repeat(61) }, "PATCH");
    expect(long.body.message).toBe("Team names can be 60 characters at most.");

    const res = await as(crew.admin, renameTeamRoute, { teamId }, { name: " New   name " }, "PATCH");
    expect(res.status).toBe(200);
    expect(res.body.team).toEqual({ id: teamId, name: "New name" });
    const activity = (await as(crew.owner, activityRoute, { teamId }, undefined, "GET")).body.activity as {
      action: string;
      subject: string;
    }[];
    expect(activity).toContainEqual(
      expect.objectContaining({ action: "team.renamed", subject: "“Old name” → “New name”" }),
    );
    await fuzzJsonEndpoint(renameTeamRoute, {
      headers: crew.owner.auth,
      fields: ["name"],
      params: { teamId },
      runs: 15,
    });
  });
});
