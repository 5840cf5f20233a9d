import { describe, expect, it } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as declineRoute } from "@/app/api/teams/invites/decline/route";
import { DELETE as revokeRoute } from "@/app/api/teams/[teamId]/invites/[inviteId]/route";
import { POST as inviteRoute } from "@/app/api/teams/[teamId]/invites/route";
import { POST as leaveRoute } from "@/app/api/teams/[teamId]/leave/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/teams/[teamId]/members/[userId]/route";
import { GET as teamRoute } from "@/app/api/teams/[teamId]/route";
import { POST as transferRoute } from "@/app/api/teams/[teamId]/transfer/route";
import { GET as listTeamsRoute, POST as createTeamRoute } from "@/app/api/teams/route";
import { db } from "@/lib/db/client";
import { listMail } from "@/lib/db/mailbox";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { addMember, as, createTeam, inviteLinkToken, join, setPlan } from "../support/teams";
import { registerUser } from "../support/users";

const invite = (by: Awaited<ReturnType<typeof registerUser>>, teamId: string, email: string, role = "editor") =>
  as(by, inviteRoute, { teamId }, { email, role });

/** The token of the newest invitation mail to `email`, read from the dev mailbox. */
async function mailedToken(email: string) {
  const [mail] = await listMail({ to: email, take: 1 });
  expect(mail?.subject).toMatch(/invited you to/);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
  return new URL(link).searchParams.get("token") ?? "";
}

describe("teams: invitations", () => {
  it("invites by email: a mail with a single-use link that only its addressee can accept", async () => {
    const owner = await registerUser({ displayName: "Olivia" });
    const teamId = await createTeam(owner, "Pune Bakes");
    const editor = await registerUser({ displayName: "Edith" });
    const stranger = await registerUser();

    const res = await invite(owner, teamId, editor.email.toUpperCase(), "editor");
    expect(res.status).toBe(201);
    const token = await mailedToken(editor.email);
    expect(token.length).toBeGreaterThan(30);
    expect(JSON.stringify(res.body)).not.toContain(token);

    const wrong = await join(stranger, token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(
      /^This invitation was sent to u\*\*\*@example\.com\. Sign in with that address to accept it\.$/,
    );

    const ok = await join(editor, token);
    expect(ok.status).toBe(200);
    expect(ok.body.team).toMatchObject({ teamId, teamName: "Pune Bakes", role: "editor" });
    const again = await join(editor, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This invitation has already been used.");

    const team = await as(editor, teamRoute, { teamId }, undefined, "GET");
    expect(team.body.team).toMatchObject({ role: "editor", memberCount: 2 });
  });

  it("refuses an expired invitation and one that was declined or revoked", async () => {
    const owner = await registerUser();
    const teamId = await createTeam(owner);
    const late = await registerUser();
    await invite(owner, teamId, late.email);
    const token = await mailedToken(late.email);
    await db.teamInvite.updateMany({ where: { email: late.email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await join(late, token);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("This invitation has expired. Ask the team for a new one.");

    const shy = await registerUser();
    await invite(owner, teamId, shy.email);
    const shyToken = await mailedToken(shy.email);
    expect((await callRoute(declineRoute, { body: { token: shyToken }, headers: shy.auth })).status).toBe(204);
    expect((await join(shy, shyToken)).body.message).toBe("This invitation was declined.");

    const linkToken = await inviteLinkToken(owner, teamId, "viewer");
    const view = await as(owner, teamRoute, { teamId }, undefined, "GET");
    const link = (view.body.invites as { id: string; kind: string }[]).find((i) => i.kind === "link");
    expect((await as(owner, revokeRoute, { teamId, inviteId: link!.id }, undefined, "DELETE")).status).toBe(204);
    const revoked = await join(await registerUser(), linkToken);
    expect(revoked.status).toBe(404);
    expect((await join(late, "not-a-real-token-but-long-enough")).status).toBe(404);
  });

  it("holds a free team to 3 members, pending invitations included; premium has no limit", async () => {
    const owner = await registerUser();
    const teamId = await createTeam(owner);
    expect((await invite(owner, teamId, `a-${Date.now()}@example.com`)).status).toBe(201);
    expect((await invite(owner, teamId, `b-${Date.now()}@example.com`)).status).toBe(201);
    const fourth = await invite(owner, teamId, `c-${Date.now()}@example.com`);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      "Free teams have up to 3 members, pending invitations included. Upgrade to Premium for unlimited members.",
    );
    await setPlan(owner, "premium");
    expect((await invite(owner, teamId, `c-${Date.now()}@example.com`)).status).toBe(201);
  });

  it("lets exactly one of 5 parallel accepts take the last seat", async () => {
    const owner = await registerUser();
    const teamId = await createTeam(owner);
    await addMember(owner, teamId, await registerUser(), "editor");
    const token = await inviteLinkToken(owner, teamId, "viewer");
    const joiners = await Promise.all(Array.from({ length: 5 }, () => registerUser()));
    const results = await Promise.all(joiners.map((u) => join(u, token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toMatch(/This team is full: free teams have up to 3/);
    const team = await db.team.findUnique({ where: { id: teamId }, select: { memberCount: true } });
    expect(team?.memberCount).toBe(3);
    expect(await db.teamMember.count({ where: { teamId } })).toBe(3);
  });

  it("manages members: change role, remove, leave, transfer ownership; the owner cannot simply leave", async () => {
    const owner = await registerUser({ displayName: "Olivia" });
    await setPlan(owner, "premium");
    const teamId = await createTeam(owner);
    const [admin, editor, viewer] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    await addMember(owner, teamId, admin, "admin");
    await addMember(owner, teamId, editor, "editor");
    await addMember(owner, teamId, viewer, "viewer");

    // An admin manages the roles below their own, never another admin or the owner.
    expect((await as(admin, roleRoute, { teamId, userId: viewer.user.id }, { role: "editor" }, "PATCH")).status).toBe(
      200,
    );
    expect((await as(admin, roleRoute, { teamId, userId: viewer.user.id }, { role: "admin" }, "PATCH")).status).toBe(
      403,
    );
    expect((await as(admin, removeRoute, { teamId, userId: owner.user.id }, undefined, "DELETE")).status).toBe(403);
    expect((await as(admin, roleRoute, { teamId, userId: admin.user.id }, { role: "viewer" }, "PATCH")).status).toBe(
      403,
    );
    const bad = await as(owner, roleRoute, { teamId, userId: viewer.user.id }, { role: "owner" }, "PATCH");
    expect(bad.status).toBe(400);

    expect((await as(owner, leaveRoute, { teamId })).body.message).toBe(
      "You own this team. Transfer ownership or delete the team before you leave it.",
    );
    expect((await as(editor, leaveRoute, { teamId })).status).toBe(204);
    expect((await as(editor, teamRoute, { teamId }, undefined, "GET")).status).toBe(404);

    expect((await as(owner, transferRoute, { teamId }, { userId: admin.user.id })).status).toBe(200);
    const view = await as(owner, teamRoute, { teamId }, undefined, "GET");
    expect(view.body.team).toMatchObject({ role: "admin", ownerId: admin.user.id, memberCount: 3 });
    expect((await as(admin, removeRoute, { teamId, userId: owner.user.id }, undefined, "DELETE")).status).toBe(204);
    const notes = await db.notification.findMany({ where: { userId: admin.user.id }, select: { kind: true } });
    expect(notes.map((n) => n.kind)).toContain("ownership");
  });

  it("blocks account deletion while the user owns a team with other members", async () => {
    const owner = await registerUser();
    const teamId = await createTeam(owner, "Keep Me");
    const member = await registerUser();
    await addMember(owner, teamId, member, "editor");
    const del = (u: typeof owner) =>
      callRoute(deleteAccountRoute, {
        method: "DELETE",
        body: { password: u.password, confirm: "DELETE" },
        headers: u.auth,
      });
    const refused = await del(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "You own the team “Keep Me”, which has other members. Transfer ownership or delete the team first.",
    );
    // A member may go: the team keeps its owner and loses a seat holder.
    expect((await del(member)).status).toBe(200);
    expect((await db.team.findUnique({ where: { id: teamId }, select: { memberCount: true } }))?.memberCount).toBe(1);
    expect((await del(owner)).status).toBe(200);
    expect(await db.team.count({ where: { id: teamId } })).toBe(0);
  });

  it("lists the user's teams and refuses bad input with a clear message", async () => {
    const user = await registerUser();
    expect((await callRoute(createTeamRoute, { body: { name: "  " }, headers: user.auth })).body.message).toBe(
      "Please give your team a name.",
    );
    expect(
      (await callRoute(createTeamRoute, { body: { name: "x".repeat(61) }, headers: user.auth })).body.message,
    ).toBe("Team names can be 60 characters at most.");
    const teamId = await createTeam(user, "Night\u0000 Owls");
    const list = await callRoute(listTeamsRoute, { method: "GET", headers: user.auth });
    expect(list.body.teams).toEqual([expect.objectContaining({ id: teamId, name: "Night Owls", role: "owner" })]);
    expect((await invite(user, teamId, "not an email")).body.message).toBe("Please enter a valid email address.");
    await fuzzJsonEndpoint(inviteRoute, {
      fields: ["email", "role"],
      headers: user.auth,
      params: { teamId },
      runs: 40,
    });
  });
});
