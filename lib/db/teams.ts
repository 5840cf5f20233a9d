import "server-only";
import { cache } from "react";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

// Teams and their members. Membership is part of every `where`: a team is found through
// the asking user's membership, so another team's id finds nothing.

export const teamSelect = { id: true, name: true, ownerId: true, memberCount: true, createdAt: true } as const;

export type TeamRecord = { id: string; name: string; ownerId: string; memberCount: number; createdAt: Date };

export type Membership = { role: string; team: TeamRecord & { ownerPlan: string } };

/** The user's role in a team with the team itself, or null when they are not on it. */
export const getMembership = cache(async ({ teamId, userId }: { teamId: string; userId: string }) => {
  const row = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId } },
    select: { role: true, team: { select: { ...teamSelect, owner: { select: { subscriptionStatus: true } } } } },
  });
  if (!row) return null;
  const { owner, ...team } = row.team;
  return { role: row.role, team: { ...team, ownerPlan: owner.subscriptionStatus } } satisfies Membership;
});

export async function listTeamsOfUser({ userId }: { userId: string }) {
  const rows = await db.teamMember.findMany({
    where: { userId },
    select: { role: true, team: { select: teamSelect } },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  return rows.map((r) => ({ ...r.team, role: r.role }));
}

export async function countOwnedTeams({ userId }: { userId: string }): Promise<number> {
  return db.team.count({ where: { ownerId: userId } });
}

/** Teams the user owns that someone else is on: they block deleting the account. */
export async function listSharedOwnedTeams({ userId }: { userId: string }) {
  return db.team.findMany({ where: { ownerId: userId, memberCount: { gt: 1 } }, select: { id: true, name: true } });
}

export async function createTeam({ ownerId, name }: { ownerId: string; name: string }): Promise<TeamRecord> {
  return db.team.create({
    data: { name, ownerId, memberCount: 1, members: { create: { userId: ownerId, role: "owner" } } },
    select: teamSelect,
  });
}

export async function renameTeam({ teamId, name }: { teamId: string; name: string }) {
  await db.team.updateMany({ where: { id: teamId }, data: { name } });
}

export async function deleteTeam({ teamId }: { teamId: string }) {
  await db.team.deleteMany({ where: { id: teamId } });
}

export const memberSelect = {
  userId: true,
  role: true,
  createdAt: true,
  user: { select: { displayName: true, email: true, username: true } },
} as const;

export async function listMembers({ teamId }: { teamId: string }) {
  const rows = await db.teamMember.findMany({ where: { teamId }, select: memberSelect, orderBy: { createdAt: "asc" } });
  return rows.map(({ user, ...m }) => ({ ...m, ...user }));
}

/** The ids of members holding one of `roles` (the reviewers to notify, say). */
export async function listMemberIds({ teamId, roles }: { teamId: string; roles: readonly string[] }) {
  const rows = await db.teamMember.findMany({ where: { teamId, role: { in: [...roles] } }, select: { userId: true } });
  return rows.map((r) => r.userId);
}

export async function getMember({ teamId, userId }: { teamId: string; userId: string }) {
  const row = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } }, select: memberSelect });
  return row ? { ...row, ...row.user } : null;
}

/** Removes a member whose role is one of `roles` (never the owner); false when there was none. */
export async function removeMember({ teamId, userId, roles }: { teamId: string; userId: string; roles: string[] }) {
  return db.$transaction(async (tx) => {
    const gone = await tx.teamMember.deleteMany({
      where: { teamId, userId, role: { in: roles.filter((r) => r !== "owner") } },
    });
    if (gone.count === 0) return false;
    await tx.team.updateMany({ where: { id: teamId }, data: { memberCount: { decrement: 1 } } });
    return true;
  });
}

/** Gives a member whose role is one of `fromRoles` a new role; false when there was none. */
export async function setMemberRole({
  teamId,
  userId,
  fromRoles,
  role,
}: {
  teamId: string;
  userId: string;
  fromRoles: string[];
  role: string;
}) {
  const result = await db.teamMember.updateMany({
    where: { teamId, userId, role: { in: fromRoles.filter((r) => r !== "owner") } },
    data: { role },
  });
  return result.count === 1;
}

/** The owner becomes an admin and `toUserId` (already a member) the owner, at once. */
export async function transferOwnership({
  teamId,
  fromUserId,
  toUserId,
}: {
  teamId: string;
  fromUserId: string;
  toUserId: string;
}): Promise<boolean> {
  return db
    .$transaction(async (tx) => {
      const moved = await tx.team.updateMany({
        where: { id: teamId, ownerId: fromUserId },
        data: { ownerId: toUserId },
      });
      if (moved.count === 0) return false;
      const promoted = await tx.teamMember.updateMany({
        where: { teamId, userId: toUserId, role: { not: "owner" } },
        data: { role: "owner" },
      });
      if (promoted.count === 0) throw new TransferAborted();
      await tx.teamMember.updateMany({ where: { teamId, userId: fromUserId }, data: { role: "admin" } });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransferAborted) return false;
      throw error;
    });
}

class TransferAborted extends Error {}

export type JoinResult = "joined" | "already-member" | "team-full" | "invite-used";

/**
 * Adds a member in one transaction: a single-use invitation is spent, the seat is taken
 * with a conditional UPDATE of the team's member count (so parallel accepts cannot pass
 * `seatLimit`; null is unlimited), and the member row is written. Any refusal rolls all
 * of it back.
 */
export async function joinTeam({
  teamId,
  userId,
  role,
  seatLimit,
  spendInviteId,
}: {
  teamId: string;
  userId: string;
  role: string;
  seatLimit: number | null;
  spendInviteId?: string;
}): Promise<JoinResult> {
  try {
    return await db.$transaction(async (tx) => {
      const now = new Date();
      if (spendInviteId) {
        const spent = await tx.teamInvite.updateMany({
          where: { id: spendInviteId, usedAt: null, declinedAt: null, revokedAt: null },
          data: { usedAt: now },
        });
        if (spent.count === 0) throw new JoinRefused("invite-used");
      }
      const existing = await tx.teamMember.findUnique({
        where: { teamId_userId: { teamId, userId } },
        select: { id: true },
      });
      if (existing) throw new JoinRefused("already-member");
      const seat = await tx.team.updateMany({
        where: { id: teamId, ...(seatLimit === null ? {} : { memberCount: { lt: seatLimit } }) },
        data: { memberCount: { increment: 1 } },
      });
      if (seat.count === 0) throw new JoinRefused("team-full");
      await tx.teamMember.create({ data: { teamId, userId, role }, select: { id: true } });
      return "joined" as const;
    });
  } catch (error) {
    if (error instanceof JoinRefused) return error.result;
    if (isUniqueViolation(error)) return "already-member";
    throw error;
  }
}

class JoinRefused extends Error {
  constructor(readonly result: Exclude<JoinResult, "joined">) {
    super(result);
  }
}
