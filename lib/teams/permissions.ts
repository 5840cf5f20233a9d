// The team permission matrix: one table of role × action that every team check on the
// server reads (lib/teams/team-access.ts), that the pages read to show or hide controls,
// and that docs/teams.md renders in prose. Change a cell here and everything follows.

export const TEAM_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles an invitation or a role change may give: ownership only moves by transfer. */
export const ASSIGNABLE_ROLES = ["admin", "editor", "viewer"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const TEAM_ACTIONS = [
  "invite",
  "removeMember",
  "changeRole",
  "transferOwnership",
  "createDraft",
  "submitForReview",
  "approve",
  "reject",
  "editApproved",
  "deleteBio",
  "comment",
  "seeActivity",
  "deleteTeam",
  "renameTeam",
  "setTeamVoice",
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

export const ACTION_LABELS: Record<TeamAction, string> = {
  invite: "Invite members and manage invite links",
  removeMember: "Remove a member",
  changeRole: "Change a member's role",
  transferOwnership: "Transfer ownership",
  createDraft: "Create and edit drafts",
  submitForReview: "Submit a bio for review",
  approve: "Approve a bio",
  reject: "Send a bio back to draft with a comment",
  editApproved: "Edit an approved bio (it goes back to review)",
  deleteBio: "Delete a bio",
  comment: "Comment on a bio",
  seeActivity: "See the activity log",
  deleteTeam: "Delete the team",
  renameTeam: "Rename the team",
  setTeamVoice: "Set the team's brand voice",
};

const Y = true;
const N = false;

/** Every member can read the team's bios, comments and members; this table is what they may do. */
export const PERMISSIONS: Record<TeamRole, Record<TeamAction, boolean>> = {
  //        invite removeMember changeRole transfer createDraft submit approve reject editApproved deleteBio comment seeActivity deleteTeam renameTeam setTeamVoice
  owner: row(Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y),
  admin: row(Y, Y, Y, N, Y, Y, Y, Y, Y, Y, Y, Y, N, Y, Y),
  editor: row(N, N, N, N, Y, Y, N, N, Y, N, Y, Y, N, N, N),
  viewer: row(N, N, N, N, N, N, N, N, N, N, N, N, N, N, N),
};

function row(...cells: boolean[]): Record<TeamAction, boolean> {
  return Object.fromEntries(TEAM_ACTIONS.map((action, i) => [action, cells[i] === true])) as Record<
    TeamAction,
    boolean
  >;
}

export function can(role: TeamRole, action: TeamAction): boolean {
  return PERMISSIONS[role][action];
}

/** Owner 3, admin 2, editor 1, viewer 0: a member acts only on members ranked below them. */
export const ROLE_RANK: Record<TeamRole, number> = { owner: 3, admin: 2, editor: 1, viewer: 0 };

/** Whether `actor` may remove `target` or give them `newRole`: only below their own rank. */
export function outranks(actor: TeamRole, target: TeamRole): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target];
}

/** The roles `actor` may give (by invitation or role change): the assignable roles below their own, the owner all. */
export function assignableBy(actor: TeamRole): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => actor === "owner" || outranks(actor, role));
}

export function isTeamRole(value: string): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value);
}

/** The table as Markdown (docs/teams.md carries it; a unit test keeps the two equal). */
export function permissionTableMarkdown(): string {
  const head = `| Action | ${TEAM_ROLES.map((r) => ROLE_LABELS[r]).join(" | ")} |`;
  const rule = `| --- | ${TEAM_ROLES.map(() => ":---:").join(" | ")} |`;
  const rows = TEAM_ACTIONS.map(
    (action) =>
      `| ${ACTION_LABELS[action]} | ${TEAM_ROLES.map((r) => (PERMISSIONS[r][action] ? "yes" : "no")).join(" | ")} |`,
  );
  return [head, rule, ...rows].join("\n");
}
