import { beforeAll, describe, expect, it } from "vitest";
import { GET as activityRoute } from "@/app/api/teams/[teamId]/activity/route";
import { POST as approveRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/approve/route";
import { GET as commentsRoute, POST as commentRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/comments/route";
import { POST as rejectRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/reject/route";
import { PATCH as editRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/route";
import { POST as submitRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/submit/route";
import { GET as biosRoute, POST as createBioRoute } from "@/app/api/teams/[teamId]/bios/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { as, crewTeam, draft, inReview, registerCrew, type Crew } from "../support/teams";

let crew: Crew;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  crew = await registerCrew();
  teamId = await crewTeam(crew);
  otherTeamId = await crewTeam(crew, "Other team");
}, 60_000);

const status = async (bioId: string, id = teamId) =>
  (
    (await as(crew.owner, biosRoute, { teamId: id }, undefined, "GET")).body.bios as { id: string; status: string }[]
  ).find((b) => b.id === bioId)?.status;

const notifications = async (user: Crew["owner"]) =>
  (await callRoute(notificationsRoute, { method: "GET", headers: user.auth })).body as {
    notifications: { id: string; kind: string; text: string; readAt: string | null }[];
    unread: number;
  };

describe("team bios: draft → review → approved", () => {
  it("runs the review round trip: reject with a required comment, fix, resubmit, approve", async () => {
    const bioId = await draft(crew.editor, teamId, "Vegan bakes from Pune");
    expect((await as(crew.editor, submitRoute, { teamId, bioId })).body.bio).toMatchObject({ status: "review" });
    expect((await notifications(crew.owner)).notifications[0]).toMatchObject({ kind: "review-requested" });

    const noComment = await as(crew.owner, rejectRoute, { teamId, bioId }, { comment: "   " });
    expect(noComment.status).toBe(400);
    expect(noComment.body.message).toBe("Please add a comment saying what to change.");
    expect(await status(bioId)).toBe("review");

    const rejected = await as(crew.owner, rejectRoute, { teamId, bioId }, { comment: "Add a call to action." });
    expect(rejected.body.bio).toMatchObject({ status: "draft" });
    const comments = await as(crew.editor, commentsRoute, { teamId, bioId }, undefined, "GET");
    expect(comments.body.comments).toEqual([
      expect.objectContaining({ body: "Add a call to action.", kind: "changes-requested" }),
    ]);
    const editorNotes = await notifications(crew.editor);
    expect(editorNotes.notifications[0]?.text).toMatch(/Changes requested on .*Add a call to action\./);

    const approveDraft = await as(crew.owner, approveRoute, { teamId, bioId });
    expect(approveDraft.status).toBe(409);
    await as(crew.editor, editRoute, { teamId, bioId }, { content: "Vegan bakes from Pune. Order via DM 👇" }, "PATCH");
    await as(crew.editor, submitRoute, { teamId, bioId });
    const approved = await as(crew.owner, approveRoute, { teamId, bioId });
    expect(approved.status).toBe(200);
    expect(approved.body.bio).toMatchObject({ status: "approved", content: "Vegan bakes from Pune. Order via DM 👇" });
    expect((await notifications(crew.editor)).notifications[0]).toMatchObject({ kind: "approved" });

    const log = await as(crew.owner, activityRoute, { teamId }, undefined, "GET");
    const actions = (log.body.activity as { action: string }[]).map((a) => a.action);
    expect(actions.slice(0, 5)).toEqual([
      "bio.approved",
      "bio.submitted",
      "bio.edited",
      "bio.changes-requested",
      "bio.submitted",
    ]);
  });

  it("never lets anyone approve or review their own bio, nor one they last edited", async () => {
    const own = await inReview(crew.admin, teamId);
    const res = await as(crew.admin, approveRoute, { teamId, bioId: own });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can't review your own bio: another owner or admin has to.");
    expect((await as(crew.admin, rejectRoute, { teamId, bioId: own }, { comment: "meh" })).status).toBe(403);

    const touched = await inReview(crew.editor, teamId);
    await as(crew.owner, editRoute, { teamId, bioId: touched }, { title: "Fixed typo" }, "PATCH");
    expect((await as(crew.owner, approveRoute, { teamId, bioId: touched })).status).toBe(403);
    expect((await as(crew.admin, approveRoute, { teamId, bioId: touched })).status).toBe(200);
  });

  it("sends an approved bio back to review when it is edited, and tells the approvers", async () => {
    const bioId = await inReview(crew.editor, teamId);
    await as(crew.owner, approveRoute, { teamId, bioId });
    const edited = await as(crew.editor, editRoute, { teamId, bioId }, { content: "New text" }, "PATCH");
    expect(edited.body.bio).toMatchObject({ status: "review", content: "New text" });
    expect((await notifications(crew.admin)).notifications[0]?.text).toMatch(/approved bio was edited/);
    const tooLong = await as(crew.editor, editRoute, { teamId, bioId }, { content: "x".repeat(151) }, "PATCH");
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Instagram bios can be 150 characters at most.");
  });

  it("only submits drafts, and moves a bio once when two reviewers act at the same time", async () => {
    const bioId = await inReview(crew.editor, teamId);
    expect((await as(crew.editor, submitRoute, { teamId, bioId })).body.message).toBe(
      "Only drafts can be submitted for review.",
    );
    const [a, b] = await Promise.all([
      as(crew.owner, approveRoute, { teamId, bioId }),
      as(crew.admin, rejectRoute, { teamId, bioId }, { comment: "No" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("keeps teams apart: a bio id of another team is not found through this one", async () => {
    const foreign = await draft(crew.editor, otherTeamId);
    for (const res of [
      await as(crew.owner, submitRoute, { teamId, bioId: foreign }),
      await as(crew.owner, editRoute, { teamId, bioId: foreign }, { content: "hijack" }, "PATCH"),
      await as(crew.owner, commentRoute, { teamId, bioId: foreign }, { body: "hi" }),
      await as(crew.owner, commentsRoute, { teamId, bioId: foreign }, undefined, "GET"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("That bio was not found.");
    }
    expect(await status(foreign, otherTeamId)).toBe("draft");
  });

  it("lets a user read and mark their notifications, and no one else's", async () => {
    const before = await notifications(crew.owner);
    expect(before.unread).toBeGreaterThan(0);
    const first = before.notifications[0]!;
    const foreign = await as(crew.viewer, readRoute, {}, { ids: [first.id] });
    expect(foreign.status).toBe(200);
    expect((await notifications(crew.owner)).unread).toBe(before.unread);
    expect((await as(crew.owner, readRoute, {}, { ids: [first.id] })).body.unread).toBe(before.unread - 1);
    expect((await as(crew.owner, readRoute, {}, {})).body.unread).toBe(0);
    expect((await callRoute(notificationsRoute, { method: "GET" })).status).toBe(401);
  });

  it("refuses hostile bio and comment input with a 4xx", async () => {
    const bioId = await draft(crew.editor, teamId);
    await fuzzJsonEndpoint(createBioRoute, {
      fields: ["title", "content", "platform", "source"],
      headers: crew.editor.auth,
      params: { teamId },
      runs: 25,
    });
    await fuzzJsonEndpoint(rejectRoute, {
      fields: ["comment"],
      headers: crew.owner.auth,
      params: { teamId, bioId },
      runs: 15,
    });
    const big = await as(crew.editor, commentRoute, { teamId, bioId }, { body: "y".repeat(1001) });
    expect(big.body.message).toBe("Comments can be 1000 characters at most.");
  });
});
