import "server-only";
import { voicesOf } from "@/lib/voice/saved-voices";
import { listBios, teamActivity } from "./bio-service";
import { can } from "./permissions";
import { getTeamView, listMyTeams } from "./team-service";

type Plain<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

/** Dates become ISO strings: what a client component receives. */
function plain<T>(value: T): Plain<T> {
  return JSON.parse(JSON.stringify(value)) as Plain<T>;
}

/**
 * Everything the team page shows for one of the viewer's teams (`wanted`, else their
 * first); null when they are on no team.
 */
export async function loadWorkspace(viewerId: string, wanted?: string) {
  const teams = await listMyTeams(viewerId);
  const current = teams.find((t) => t.id === wanted) ?? teams[0];
  if (!current) return null;
  const view = await getTeamView(viewerId, current.id);
  const [bios, activity, myVoices] = await Promise.all([
    listBios(viewerId, current.id),
    can(view.team.role, "seeActivity") ? teamActivity(viewerId, current.id) : Promise.resolve(null),
    // The voices an owner or admin may set as the team's: their own saved ones.
    can(view.team.role, "setTeamVoice") ? voicesOf(viewerId) : Promise.resolve([]),
  ]);
  return {
    viewerId,
    teams: teams.map(({ id, name, role, memberCount }) => ({ id, name, role, memberCount })),
    team: view.team,
    permissions: view.permissions,
    assignableRoles: view.assignableRoles,
    members: plain(view.members),
    invites: plain(view.invites),
    bios: plain(bios),
    activity: activity && plain(activity),
    voice: view.voice && { id: view.voice.id, name: view.voice.name, summary: view.voice.summary },
    myVoices: myVoices.map(({ id, name, summary }) => ({ id, name, summary })),
  };
}
