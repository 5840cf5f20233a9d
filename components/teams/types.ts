import type { AssignableRole, TeamAction, TeamRole } from "@/lib/teams/permissions";

// What the team page hands its client components: plain values, dates as ISO strings.

export type TeamSummary = { id: string; name: string; role: string; memberCount: number };

export type TeamInfo = {
  id: string;
  name: string;
  role: TeamRole;
  ownerId: string;
  memberCount: number;
  seatLimit: number | null;
  plan: string;
};

export type MemberView = {
  userId: string;
  role: string;
  displayName: string;
  username: string | null;
  email: string | null;
  joinedAt: string;
};

export type InviteView = {
  id: string;
  kind: string;
  email: string | null;
  role: string;
  expiresAt: string | null;
  createdAt: string;
  invitedByName: string | null;
};

export type Person = { id: string; displayName: string } | null;

export type BioView = {
  id: string;
  title: string;
  content: string;
  platform: string;
  source: string;
  status: string;
  author: Person;
  updatedBy: Person;
  comments: number;
  updatedAt: string;
};

export type ActivityView = { id: string; action: string; subject: string; createdAt: string; actor: Person };

export type Permissions = Record<TeamAction, boolean>;

export type VoiceView = { id: string; name: string; summary: string };

export type WorkspaceData = {
  viewerId: string;
  teams: TeamSummary[];
  team: TeamInfo;
  permissions: Permissions;
  assignableRoles: AssignableRole[];
  members: MemberView[];
  invites: InviteView[];
  bios: BioView[];
  activity: ActivityView[] | null;
  /** The team's brand voice; null when none is set. */
  voice: VoiceView | null;
  /** The viewer's own saved voices, offered to owners and admins to set as the team's. */
  myVoices: VoiceView[];
};
