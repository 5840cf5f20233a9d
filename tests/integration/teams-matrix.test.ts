import { beforeAll, describe, expect, it } from "vitest";
import { GET as activityRoute } from "@/app/api/teams/[teamId]/activity/route";
import { POST as approveRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/approve/route";
import { POST as commentRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/comments/route";
import { POST as rejectRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/reject/route";
import { DELETE as deleteBioRoute, PATCH as editBioRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/route";
import { POST as submitRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/submit/route";
import { POST as createBioRoute } from "@/app/api/teams/[teamId]/bios/route";
import { POST as inviteRoute } from "@/app/api/teams/[teamId]/invites/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/teams/[teamId]/members/[userId]/route";
import { DELETE as deleteTeamRoute, GET as teamRoute, PATCH as renameRoute } from "@/app/api/teams/[teamId]/route";
import { PUT as setVoiceRoute } from "@/app/api/teams/[teamId]/voice/route";
import { POST as transferRoute } from "@/app/api/teams/[teamId]/transfer/route";
import { db } from "@/lib/db/client";
import { forbiddenMessage } from "@/lib/teams/team-access";
import { PERMISSIONS, TEAM_ACTIONS, TEAM_ROLES, type TeamAction, type TeamRole } from "@/lib/teams/permissions";
import { addMember, as, crewTeam, draft, inReview, registerCrew, type Crew } from "../support/teams";
import { registerUser } from "../support/users";

// Every cell of the permission table, both ways, through the real handlers: a role the
// table allows gets its 2xx and the change happens; any other role gets 403 and nothing changes.

let crew: Crew;
let teamId: string;

beforeAll(async () => {
  crew = await registerCrew();
  teamId = await crewTeam(crew);
}, 60_000);

const bioStatus = async (id: string) =>
  (await db.teamBio.findUnique({ where: { id }, select: { status: true } }))?.status;
const exists = async (id: string) => (await db.teamBio.count({ where: { id } })) === 1;

/** A member of the crew's team other than `actor` who may write drafts (the author of bios `actor` reviews). */
const otherAuthor = (actor: TeamRole) => (actor === "editor" ? crew.admin : crew.editor);

type Cell = (actor: TeamRole) => Promise<{ status: number; changed: boolean }>;

const CELLS: Record<TeamAction, Cell> = {
  invite: async (actor) => {
    const email = `invitee-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await as(crew[actor], inviteRoute, { teamId }, { email, role: "viewer" });
    return { status: res.status, changed: (await db.teamInvite.count({ where: { email } })) === 1 };
  },
  removeMember: async (actor) => {
    const target = await registerUser();
    await addMember(crew.owner, teamId, target, "viewer");
    const res = await as(crew[actor], removeRoute, { teamId, userId: target.user.id }, undefined, "DELETE");
    return {
      status: res.status,
      changed: (await db.teamMember.count({ where: { teamId, userId: target.user.id } })) === 0,
    };
  },
  changeRole: async (actor) => {
    const target = await registerUser();
    await addMember(crew.owner, teamId, target, "viewer");
    const res = await as(crew[actor], roleRoute, { teamId, userId: target.user.id }, { role: "editor" }, "PATCH");
    const row = await db.teamMember.findFirst({ where: { teamId, userId: target.user.id }, select: { role: true } });
    return { status: res.status, changed: row?.role === "editor" };
  },
  transferOwnership: async (actor) => {
    const own = await crewTeam(crew, "Transfer team");
    const res = await as(crew[actor], transferRoute, { teamId: own }, { userId: crew.editor.user.id });
    const team = await db.team.findUnique({ where: { id: own }, select: { ownerId: true } });
    return { status: res.status, changed: team?.ownerId === crew.editor.user.id };
  },
  createDraft: async (actor) => {
    const before = await db.teamBio.count({ where: { teamId } });
    const res = await as(crew[actor], createBioRoute, { teamId }, { content: "Coffee first, captions second." });
    return { status: res.status, changed: (await db.teamBio.count({ where: { teamId } })) === before + 1 };
  },
  submitForReview: async (actor) => {
    const bioId = await draft(otherAuthor(actor), teamId);
    const res = await as(crew[actor], submitRoute, { teamId, bioId });
    return { status: res.status, changed: (await bioStatus(bioId)) === "review" };
  },
  approve: async (actor) => {
    const bioId = await inReview(otherAuthor(actor), teamId);
    const res = await as(crew[actor], approveRoute, { teamId, bioId });
    return { status: res.status, changed: (await bioStatus(bioId)) === "approved" };
  },
  reject: async (actor) => {
    const bioId = await inReview(otherAuthor(actor), teamId);
    const res = await as(crew[actor], rejectRoute, { teamId, bioId }, { comment: "Shorter, please." });
    return { status: res.status, changed: (await bioStatus(bioId)) === "draft" };
  },
  editApproved: async (actor) => {
    const bioId = await inReview(crew.editor, teamId);
    expect((await as(crew.owner, approveRoute, { teamId, bioId })).status).toBe(200);
    const res = await as(crew[actor], editBioRoute, { teamId, bioId }, { content: "Fresh bakes daily." }, "PATCH");
    return { status: res.status, changed: (await bioStatus(bioId)) === "review" };
  },
  deleteBio: async (actor) => {
    const bioId = await draft(otherAuthor(actor), teamId);
    const res = await as(crew[actor], deleteBioRoute, { teamId, bioId }, undefined, "DELETE");
    return { status: res.status, changed: !(await exists(bioId)) };
  },
  comment: async (actor) => {
    const bioId = await draft(otherAuthor(actor), teamId);
    const res = await as(crew[actor], commentRoute, { teamId, bioId }, { body: "Love the emoji." });
    return { status: res.status, changed: (await db.teamBioComment.count({ where: { bioId } })) === 1 };
  },
  seeActivity: async (actor) => {
    const res = await as(crew[actor], activityRoute, { teamId }, undefined, "GET");
    return { status: res.status, changed: Array.isArray(res.body.activity) };
  },
  deleteTeam: async (actor) => {
    const own = await crewTeam(crew, "Doomed team");
    const res = await as(crew[actor], deleteTeamRoute, { teamId: own }, undefined, "DELETE");
    return { status: res.status, changed: (await db.team.count({ where: { id: own } })) === 0 };
  },
  renameTeam: async (actor) => {
    const name = `Renamed by ${actor} ${Math.random().toString(36).slice(2, 8)}`;
    const res = await as(crew[actor], renameRoute, { teamId }, { name }, "PATCH");
    const team = await db.team.findUnique({ where: { id: teamId }, select: { name: true } });
    return { status: res.status, changed: team?.name === name };
  },
  setTeamVoice: async (actor) => {
    const name = `Voice of ${actor} ${Math.random().toString(36).slice(2, 8)}`;
    const own = await db.brandVoice.create({
      data: { userId: crew[actor].user.id, name, samples: JSON.stringify(["We bake small batches of cookies daily."]) },
    });
    const res = await as(crew[actor], setVoiceRoute, { teamId }, { voiceId: own.id }, "PUT");
    const voice = await db.brandVoice.findUnique({ where: { teamId }, select: { name: true } });
    return { status: res.status, changed: voice?.name === name };
  },
};

const cells = TEAM_ROLES.flatMap((role) =>
  TEAM_ACTIONS.map((action) => ({ role, action, allowed: PERMISSIONS[role][action] })),
);

describe("team permission matrix", () => {
  it.each(cells)("$role may $action: $allowed", async ({ role, action, allowed }) => {
    const { status, changed } = await CELLS[action](role);
    if (allowed) {
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      expect(changed).toBe(true);
    } else {
      expect(status).toBe(403);
      expect(changed).toBe(false);
    }
  });

  it("names the role and the action when it refuses", async () => {
    const bioId = await inReview(crew.editor, teamId);
    const res = await as(crew.viewer, approveRoute, { teamId, bioId });
    expect(res.body.message).toBe(forbiddenMessage("viewer", "approve"));
    expect(res.body.message).toBe("Viewers can't approve a bio in this team.");
  });

  it("gives someone outside the team 404 for every team action, and 401 when signed out", async () => {
    const bioId = await draft(crew.editor, teamId);
    const calls = [
      () => as(crew.outsider, teamRoute, { teamId }, undefined, "GET"),
      () => as(crew.outsider, createBioRoute, { teamId }, { content: "Hi" }),
      () => as(crew.outsider, submitRoute, { teamId, bioId }),
      () => as(crew.outsider, approveRoute, { teamId, bioId }),
      () => as(crew.outsider, commentRoute, { teamId, bioId }, { body: "Hi" }),
      () => as(crew.outsider, editBioRoute, { teamId, bioId }, { content: "Mine now" }, "PATCH"),
      () => as(crew.outsider, deleteBioRoute, { teamId, bioId }, undefined, "DELETE"),
      () => as(crew.outsider, activityRoute, { teamId }, undefined, "GET"),
      () => as(crew.outsider, inviteRoute, { teamId }, { email: "x@example.com" }),
      () => as(crew.outsider, removeRoute, { teamId, userId: crew.viewer.user.id }, undefined, "DELETE"),
      () => as(crew.outsider, deleteTeamRoute, { teamId }, undefined, "DELETE"),
      () => as(crew.outsider, renameRoute, { teamId }, { name: "Mine now" }, "PATCH"),
      () => as(crew.outsider, setVoiceRoute, { teamId }, { voiceId: "abc" }, "PUT"),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("That team was not found.");
    }
    expect((await as(null, teamRoute, { teamId }, undefined, "GET")).status).toBe(401);
    expect(await exists(bioId)).toBe(true);
  });
});
