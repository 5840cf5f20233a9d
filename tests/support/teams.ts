import { POST as acceptRoute } from "@/app/api/teams/invites/accept/route";
import { POST as linkRoute } from "@/app/api/teams/[teamId]/invite-link/route";
import { POST as createTeamRoute } from "@/app/api/teams/route";
import { POST as createBioRoute } from "@/app/api/teams/[teamId]/bios/route";
import { POST as submitRoute } from "@/app/api/teams/[teamId]/bios/[bioId]/submit/route";
import { db } from "@/lib/db/client";
import { joinTeam } from "@/lib/db/teams";
import { callRoute, type RouteHandler } from "./call-route";
import { registerUser } from "./users";

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** Calls a team handler as `user` with route params. */
export function as(
  user: TestUser | null,
  handler: RouteHandler<Record<string, string>>,
  params: Record<string, string>,
  body?: unknown,
  method = "POST",
) {
  return callRoute(handler, { method, params, body, headers: user ? user.auth : {} });
}

export async function setPlan(user: TestUser, plan: string) {
  await db.user.update({ where: { id: user.user.id }, data: { subscriptionStatus: plan }, select: { id: true } });
}

export async function createTeam(owner: TestUser, name = "Acme Social") {
  const res = await callRoute(createTeamRoute, { body: { name }, headers: owner.auth });
  if (res.status !== 201) throw new Error(`create team: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.team as { id: string }).id;
}

/** A fresh invite link of `role`, made by `by`; returns its token. */
export async function inviteLinkToken(by: TestUser, teamId: string, role: string) {
  const res = await as(by, linkRoute, { teamId }, { role });
  if (res.status !== 201) throw new Error(`invite link: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(String((res.body.invite as { url: string }).url)).searchParams.get("token") ?? "";
}

export async function join(user: TestUser, token: string) {
  return callRoute(acceptRoute, { body: { token }, headers: user.auth });
}

/** Adds `user` to the team with `role` as an accepted invitation would (without the invite rate limit). */
export async function addMember(_owner: TestUser, teamId: string, user: TestUser, role: string) {
  const result = await joinTeam({ teamId, userId: user.user.id, role, seatLimit: null });
  if (result !== "joined") throw new Error(`join: ${result}`);
}

export type Crew = { owner: TestUser; admin: TestUser; editor: TestUser; viewer: TestUser; outsider: TestUser };

export async function registerCrew(): Promise<Crew> {
  const [owner, admin, editor, viewer, outsider] = await Promise.all(
    ["Olivia Owner", "Adam Admin", "Edith Editor", "Victor Viewer", "Oscar Outsider"].map((displayName) =>
      registerUser({ displayName }),
    ),
  );
  await setPlan(owner!, "premium");
  return { owner: owner!, admin: admin!, editor: editor!, viewer: viewer!, outsider: outsider! };
}

/** A team (owned by the crew's premium owner) with one member of each role. */
export async function crewTeam(crew: Crew, name = "Acme Social") {
  const teamId = await createTeam(crew.owner, name);
  for (const role of ["admin", "editor", "viewer"] as const) await addMember(crew.owner, teamId, crew[role], role);
  return teamId;
}

export async function draft(author: TestUser, teamId: string, content = "Vegan bakes from Pune 🍰 Fresh daily.") {
  const res = await as(author, createBioRoute, { teamId }, { title: "Spring", content });
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.bio as { id: string }).id;
}

export async function inReview(author: TestUser, teamId: string) {
  const bioId = await draft(author, teamId);
  const res = await as(author, submitRoute, { teamId, bioId });
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return bioId;
}
