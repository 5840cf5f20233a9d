import "server-only";
import { getTeamVoice } from "@/lib/db/brand-voices";
import { listOpenInvites } from "@/lib/db/team-invites";
import {
  countOwnedTeams,
  createTeam,
  deleteTeam,
  getMember,
  listMembers,
  listTeamsOfUser,
  removeMember,
  setMemberRole,
  transferOwnership,
} from "@/lib/db/teams";
import { AppError } from "@/lib/http/errors";
import { toSavedVoice } from "@/lib/voice/saved-voices";
import { notifyUsers, logActivity } from "./notify";
import {
  assignableBy,
  can,
  isTeamRole,
  outranks,
  ROLE_LABELS,
  ROLE_RANK,
  TEAM_ACTIONS,
  TEAM_ROLES,
  type AssignableRole,
  type TeamAction,
  type TeamRole,
} from "./permissions";
import { requireAction, requireMember } from "./team-access";
import { MAX_OWNED_TEAMS, TEAM_MESSAGES } from "./teams.schema";

export const MEMBER_MESSAGES = {
  ownerLeaves: "You own this team. Transfer ownership or delete the team before you leave it.",
  onlyBelow: "You can only manage members whose role is below yours.",
  ownRole: "You can't change your own role.",
  roleNotYours: "You can't give a role as high as your own.",
  transferSelf: "You already own this team.",
} as const;

export async function listMyTeams(userId: string) {
  return listTeamsOfUser({ userId });
}

export async function createTeamFor(userId: string, name: string) {
  if ((await countOwnedTeams({ userId })) >= MAX_OWNED_TEAMS)
    throw new AppError("CONFLICT", TEAM_MESSAGES.tooManyTeams);
  const team = await createTeam({ ownerId: userId, name });
  await logActivity(team.id, userId, "team.created", team.name);
  return { ...team, role: "owner" as const };
}

/** A team as one of its members sees it: members, what they may do, and (for inviters) open invitations. */
export async function getTeamView(userId: string, teamId: string) {
  const access = await requireMember(userId, teamId);
  const [members, invites, voice] = await Promise.all([
    listMembers({ teamId }),
    can(access.role, "invite") ? listOpenInvites({ teamId, now: new Date() }) : Promise.resolve([]),
    getTeamVoice({ teamId }),
  ]);
  const permissions = Object.fromEntries(TEAM_ACTIONS.map((a) => [a, can(access.role, a)])) as Record<
    TeamAction,
    boolean
  >;
  return {
    team: { ...access.team, role: access.role },
    permissions,
    assignableRoles: can(access.role, "invite") ? assignableBy(access.role) : [],
    members: members
      .map((m) => ({
        userId: m.userId,
        role: m.role,
        displayName: m.displayName,
        username: m.username,
        // Addresses are for the people who manage members.
        email: can(access.role, "invite") || m.userId === userId ? m.email : null,
        joinedAt: m.createdAt,
      }))
      .sort((a, b) => rank(b.role) - rank(a.role)),
    invites: invites.map((i) => ({
      id: i.id,
      kind: i.kind,
      email: i.email,
      role: i.role,
      expiresAt: i.expiresAt,
      createdAt: i.createdAt,
      invitedByName: i.invitedByName,
    })),
    voice: voice ? toSavedVoice(voice) : null,
  };
}

const rank = (role: string) => (isTeamRole(role) ? ROLE_RANK[role] : -1);

async function targetMember(teamId: string, userId: string) {
  const member = await getMember({ teamId, userId });
  if (!member || !isTeamRole(member.role)) throw new AppError("NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  return { ...member, role: member.role };
}

/** Roles strictly below `actor`'s: the only ones a query may touch on their behalf. */
const rolesBelow = (actor: TeamRole) => TEAM_ROLES.filter((r) => outranks(actor, r));

export async function leaveTeam(userId: string, teamId: string) {
  const access = await requireMember(userId, teamId);
  if (access.role === "owner") throw new AppError("CONFLICT", MEMBER_MESSAGES.ownerLeaves);
  const me = await getMember({ teamId, userId });
  if (!(await removeMember({ teamId, userId, roles: [access.role] }))) {
    throw new AppError("NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  await logActivity(teamId, userId, "member.left", me?.displayName ?? "");
}

export async function removeTeamMember(actorId: string, teamId: string, userId: string) {
  if (actorId === userId) return leaveTeam(actorId, teamId);
  const access = await requireAction(actorId, teamId, "removeMember");
  const target = await targetMember(teamId, userId);
  if (!outranks(access.role, target.role)) throw new AppError("FORBIDDEN", MEMBER_MESSAGES.onlyBelow);
  if (!(await removeMember({ teamId, userId, roles: rolesBelow(access.role) }))) {
    throw new AppError("NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  await logActivity(teamId, actorId, "member.removed", target.displayName);
  await notifyUsers([userId], actorId, {
    teamId,
    kind: "member-removed",
    text: `You were removed from the team “${access.team.name}”.`,
  });
}

export async function changeMemberRole(actorId: string, teamId: string, userId: string, role: AssignableRole) {
  const access = await requireAction(actorId, teamId, "changeRole");
  if (actorId === userId) throw new AppError("FORBIDDEN", MEMBER_MESSAGES.ownRole);
  const target = await targetMember(teamId, userId);
  if (!outranks(access.role, target.role)) throw new AppError("FORBIDDEN", MEMBER_MESSAGES.onlyBelow);
  if (!assignableBy(access.role).includes(role)) throw new AppError("FORBIDDEN", MEMBER_MESSAGES.roleNotYours);
  if (!(await setMemberRole({ teamId, userId, fromRoles: rolesBelow(access.role), role }))) {
    throw new AppError("NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  await logActivity(teamId, actorId, "member.role-changed", `${target.displayName}: ${ROLE_LABELS[role]}`);
  await notifyUsers([userId], actorId, {
    teamId,
    kind: "role-changed",
    text: `You are now ${/^[aeiou]/.test(role) ? "an" : "a"} ${role} in “${access.team.name}”.`,
  });
}

export async function transferTeam(actorId: string, teamId: string, userId: string) {
  const access = await requireAction(actorId, teamId, "transferOwnership");
  if (actorId === userId) throw new AppError("BAD_REQUEST", MEMBER_MESSAGES.transferSelf);
  const target = await targetMember(teamId, userId);
  if (!(await transferOwnership({ teamId, fromUserId: actorId, toUserId: userId }))) {
    throw new AppError("NOT_FOUND", TEAM_MESSAGES.memberNotFound);
  }
  await logActivity(teamId, actorId, "team.ownership-transferred", target.displayName);
  await notifyUsers([userId], actorId, {
    teamId,
    kind: "ownership",
    text: `You now own the team “${access.team.name}”.`,
  });
}

export async function deleteTeamAs(actorId: string, teamId: string) {
  await requireAction(actorId, teamId, "deleteTeam");
  await deleteTeam({ teamId });
}
