import "server-only";
import { db } from "./client";

// Team invitations. Only token hashes are stored; an invitation is found by its hash
// (the accept page) or through its team (the team's own pending list).

const inviteSelect = {
  id: true,
  teamId: true,
  kind: true,
  email: true,
  role: true,
  expiresAt: true,
  usedAt: true,
  declinedAt: true,
  revokedAt: true,
  createdAt: true,
} as const;

export type InviteRecord = {
  id: string;
  teamId: string;
  kind: string;
  email: string | null;
  role: string;
  expiresAt: Date | null;
  usedAt: Date | null;
  declinedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

const open = (now: Date) => ({
  usedAt: null,
  declinedAt: null,
  revokedAt: null,
  OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
});

export async function createInvite(data: {
  teamId: string;
  kind: "email" | "link";
  email?: string;
  role: string;
  tokenHash: string;
  invitedById: string;
  expiresAt?: Date;
}): Promise<InviteRecord> {
  return db.teamInvite.create({ data, select: inviteSelect });
}

/** Email invitations still waiting for an answer, and the live invite links, newest first. */
export async function listOpenInvites({ teamId, now }: { teamId: string; now: Date }) {
  const rows = await db.teamInvite.findMany({
    where: { teamId, ...open(now) },
    select: { ...inviteSelect, invitedBy: { select: { displayName: true } } },
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  return rows.map(({ invitedBy, ...r }) => ({ ...r, invitedByName: invitedBy?.displayName ?? null }));
}

/** Open email invitations: each holds a seat until it is answered or expires. */
export async function countOpenEmailInvites({ teamId, now }: { teamId: string; now: Date }) {
  return db.teamInvite.count({ where: { teamId, kind: "email", ...open(now) } });
}

export async function findOpenEmailInvite({ teamId, email, now }: { teamId: string; email: string; now: Date }) {
  return db.teamInvite.findFirst({ where: { teamId, kind: "email", email, ...open(now) }, select: inviteSelect });
}

/** An invitation by its token's hash, with what the accept page shows about the team. */
export async function findInviteByHash({ tokenHash }: { tokenHash: string }) {
  const row = await db.teamInvite.findUnique({
    where: { tokenHash },
    select: {
      ...inviteSelect,
      team: { select: { name: true, ownerId: true, owner: { select: { subscriptionStatus: true } } } },
      invitedBy: { select: { displayName: true } },
    },
  });
  if (!row) return null;
  const { team, invitedBy, ...invite } = row;
  return {
    ...invite,
    teamName: team.name,
    ownerPlan: team.owner.subscriptionStatus,
    invitedByName: invitedBy?.displayName ?? null,
  };
}

/** Revokes one open invitation of the team; false when there is none. */
export async function revokeInvite({ teamId, inviteId }: { teamId: string; inviteId: string }) {
  const result = await db.teamInvite.updateMany({
    where: { id: inviteId, teamId, usedAt: null, declinedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return result.count === 1;
}

/** Revokes every live invite link of the team (a new link replaces the old one). */
export async function revokeInviteLinks({ teamId }: { teamId: string }) {
  await db.teamInvite.updateMany({ where: { teamId, kind: "link", revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Marks an open email invitation declined; false when it was already answered or revoked. */
export async function declineInvite({ inviteId }: { inviteId: string }) {
  const result = await db.teamInvite.updateMany({
    where: { id: inviteId, kind: "email", usedAt: null, declinedAt: null, revokedAt: null },
    data: { declinedAt: new Date() },
  });
  return result.count === 1;
}

/** Email invitations addressed to the user's address (for the data export). */
export async function listInvitesToEmail({ email }: { email: string }) {
  return db.teamInvite.findMany({
    where: { email },
    select: { ...inviteSelect, team: { select: { name: true } } },
    take: 1000,
  });
}
