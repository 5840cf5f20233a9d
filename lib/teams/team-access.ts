import "server-only";
import { getMembership } from "@/lib/db/teams";
import { planFor } from "@/lib/config/plans";
import { AppError } from "@/lib/http/errors";
import { ACTION_LABELS, can, isTeamRole, ROLE_LABELS, type TeamAction, type TeamRole } from "./permissions";
import { TEAM_MESSAGES } from "./teams.schema";

// The one gate of every team action: someone outside the team gets 404 (the team's
// existence is not told), a member whose role lacks the action 403. It reads the
// permission table in ./permissions.ts and nothing else.

export type TeamAccess = {
  role: TeamRole;
  team: { id: string; name: string; ownerId: string; memberCount: number; seatLimit: number | null; plan: string };
};

export async function requireMember(userId: string, teamId: string): Promise<TeamAccess> {
  const membership = await getMembership({ teamId, userId });
  if (!membership || !isTeamRole(membership.role)) throw new AppError("NOT_FOUND", TEAM_MESSAGES.teamNotFound);
  const plan = planFor(membership.team.ownerPlan);
  const { ownerPlan: _ownerPlan, createdAt: _createdAt, ...team } = membership.team;
  return { role: membership.role, team: { ...team, seatLimit: plan.teamMembers, plan: plan.name } };
}

export async function requireAction(userId: string, teamId: string, action: TeamAction): Promise<TeamAccess> {
  const access = await requireMember(userId, teamId);
  if (!can(access.role, action)) throw new AppError("FORBIDDEN", forbiddenMessage(access.role, action));
  return access;
}

export function forbiddenMessage(role: TeamRole, action: TeamAction): string {
  const label = ACTION_LABELS[action].replace(/ \(.*\)$/, "");
  return `${ROLE_LABELS[role]}s can't ${label.charAt(0).toLowerCase()}${label.slice(1)} in this team.`;
}

/** The seat limit of a team whose owner is on `ownerPlan` (null: unlimited). */
export function seatLimitFor(ownerPlan: string): number | null {
  return planFor(ownerPlan).teamMembers;
}

export function seatLimitMessage(limit: number): string {
  return `Free teams have up to ${limit} members, pending invitations included. Upgrade to Premium for unlimited members.`;
}
