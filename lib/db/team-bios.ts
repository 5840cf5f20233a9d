import "server-only";
import { db } from "./client";

// A team's bios, their comments and the team's activity log. Every query names the
// team, so a bio id from another team finds nothing.

const person = { select: { id: true, displayName: true } } as const;

export const teamBioSelect = {
  id: true,
  teamId: true,
  title: true,
  content: true,
  platform: true,
  source: true,
  status: true,
  authorId: true,
  updatedById: true,
  createdAt: true,
  updatedAt: true,
  author: person,
  updatedBy: person,
  _count: { select: { comments: true } },
} as const;

export async function listTeamBios({ teamId }: { teamId: string }) {
  return db.teamBio.findMany({ where: { teamId }, select: teamBioSelect, orderBy: { updatedAt: "desc" }, take: 500 });
}

export async function countTeamBios({ teamId }: { teamId: string }) {
  return db.teamBio.count({ where: { teamId } });
}

export async function getTeamBio({ teamId, bioId }: { teamId: string; bioId: string }) {
  return db.teamBio.findFirst({ where: { id: bioId, teamId }, select: teamBioSelect });
}

export type TeamBioRow = NonNullable<Awaited<ReturnType<typeof getTeamBio>>>;

export async function createTeamBio(data: {
  teamId: string;
  authorId: string;
  title: string;
  content: string;
  platform: string;
  source: string;
}) {
  return db.teamBio.create({ data: { ...data, updatedById: data.authorId, status: "draft" }, select: teamBioSelect });
}

/**
 * Changes a bio only while its status is still `from` (a conditional UPDATE, so two
 * reviewers cannot both move it); false when it was not.
 */
export async function updateTeamBio({
  teamId,
  bioId,
  from,
  data,
}: {
  teamId: string;
  bioId: string;
  from: string;
  data: { title?: string; content?: string; platform?: string; status?: string; updatedById?: string };
}): Promise<boolean> {
  const result = await db.teamBio.updateMany({ where: { id: bioId, teamId, status: from }, data });
  return result.count === 1;
}

export async function deleteTeamBio({ teamId, bioId }: { teamId: string; bioId: string }) {
  const result = await db.teamBio.deleteMany({ where: { id: bioId, teamId } });
  return result.count === 1;
}

const commentSelect = { id: true, body: true, kind: true, createdAt: true, author: person } as const;

export async function listComments({ teamId, bioId }: { teamId: string; bioId: string }) {
  return db.teamBioComment.findMany({
    where: { bioId, bio: { teamId } },
    select: commentSelect,
    orderBy: { createdAt: "asc" },
    take: 500,
  });
}

export async function addComment(data: { bioId: string; authorId: string; body: string; kind?: string }) {
  return db.teamBioComment.create({ data, select: commentSelect });
}

export async function recordTeamActivity(data: { teamId: string; actorId: string; action: string; subject: string }) {
  await db.teamActivity.create({ data, select: { id: true } });
}

export async function listTeamActivity({ teamId, take = 100 }: { teamId: string; take?: number }) {
  return db.teamActivity.findMany({
    where: { teamId },
    select: { id: true, action: true, subject: true, createdAt: true, actor: person },
    orderBy: { createdAt: "desc" },
    take,
  });
}

/** What the user wrote and did in teams (for the data export). */
export async function collectTeamRecords({ userId }: { userId: string }) {
  const [teamMemberships, teamBios, teamBioComments, teamActivity] = await Promise.all([
    db.teamMember.findMany({
      where: { userId },
      select: { role: true, createdAt: true, team: { select: { id: true, name: true } } },
    }),
    db.teamBio.findMany({
      where: { OR: [{ authorId: userId }, { updatedById: userId }] },
      select: { id: true, teamId: true, title: true, content: true, platform: true, status: true, createdAt: true },
      take: 10_000,
    }),
    db.teamBioComment.findMany({
      where: { authorId: userId },
      select: { id: true, bioId: true, body: true, kind: true, createdAt: true },
      take: 10_000,
    }),
    db.teamActivity.findMany({
      where: { actorId: userId },
      select: { id: true, teamId: true, action: true, subject: true, createdAt: true },
      take: 10_000,
    }),
  ]);
  return { teamMemberships, teamBios, teamBioComments, teamActivity };
}
