import "server-only";
import { createNotifications } from "@/lib/db/notifications";
import { recordTeamActivity } from "@/lib/db/team-bios";
import { listMemberIds } from "@/lib/db/teams";
import { can, TEAM_ROLES } from "./permissions";

// Side effects of team actions: a line in the activity log and in-app notifications.

export type ActivityAction =
  | "team.created"
  | "member.invited"
  | "member.joined"
  | "member.left"
  | "member.removed"
  | "member.role-changed"
  | "team.ownership-transferred"
  | "team.renamed"
  | "team.voice-set"
  | "team.voice-cleared"
  | "invite.link-created"
  | "invite.revoked"
  | "invite.declined"
  | "bio.created"
  | "bio.edited"
  | "bio.submitted"
  | "bio.approved"
  | "bio.changes-requested"
  | "bio.reopened"
  | "bio.deleted"
  | "bio.commented";

export async function logActivity(teamId: string, actorId: string, action: ActivityAction, subject = "") {
  await recordTeamActivity({ teamId, actorId, action, subject: subject.slice(0, 200) });
}

/** Notifies `userIds` (without the person who acted). */
export async function notifyUsers(
  userIds: (string | null | undefined)[],
  actorId: string,
  note: { teamId: string; bioId?: string; kind: string; text: string },
) {
  const targets = [...new Set(userIds.filter((id): id is string => !!id && id !== actorId))];
  await createNotifications(targets.map((userId) => ({ userId, ...note })));
}

/** Notifies the members whose role may approve bios (the table decides who). */
export async function notifyApprovers(
  teamId: string,
  actorId: string,
  note: { bioId?: string; kind: string; text: string },
) {
  const ids = await listMemberIds({ teamId, roles: TEAM_ROLES.filter((role) => can(role, "approve")) });
  await notifyUsers(ids, actorId, { teamId, ...note });
}

/** "“Spring launch”" or, for a bio without a title, its first words. */
export function bioLabel(bio: { title: string; content: string }): string {
  const text = bio.title || bio.content;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
