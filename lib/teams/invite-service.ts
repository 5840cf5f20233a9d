import "server-only";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { href } from "@/lib/config/paths";
import {
  countOpenEmailInvites,
  createInvite,
  declineInvite,
  findInviteByHash,
  findOpenEmailInvite,
  revokeInvite,
  revokeInviteLinks,
} from "@/lib/db/team-invites";
import { joinTeam, listMembers } from "@/lib/db/teams";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { MailUnavailableError, sendMail } from "@/lib/mail/send-mail";
import { logActivity, notifyApprovers } from "./notify";
import { assignableBy, isTeamRole, type AssignableRole } from "./permissions";
import { requireAction, seatLimitFor, seatLimitMessage } from "./team-access";
import { TEAM_MESSAGES, type EmailInviteInput } from "./teams.schema";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITE_MESSAGES = {
  alreadyMember: "That person is already on the team.",
  youAreMember: "You're already on this team.",
  invalid: "This invitation is not valid any more. Ask the team for a new one.",
  expired: "This invitation has expired. Ask the team for a new one.",
  used: "This invitation has already been used.",
  declined: "This invitation was declined.",
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  mailUnavailable:
    "Invitations by email are unavailable: this site cannot send mail yet. Share an invite link instead.",
  tooMany: "You've sent a lot of invitations in a short time. Please wait a while before sending more.",
  full: (limit: number) =>
    `This team is full: free teams have up to ${limit} members. Its owner can upgrade to Premium for unlimited members.`,
} as const;

const INVITE_LIMIT = { name: "team-invite", max: 30, windowMs: 60 * 60 * 1000 };

/** "m***@example.com": enough for the right person to recognise their address. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

const inviteUrl = (token: string) => `${env.APP_URL}${href("team-join", { token })}`;

function checkRole(actorRole: Parameters<typeof assignableBy>[0], role: AssignableRole) {
  if (!assignableBy(actorRole).includes(role))
    throw new AppError("FORBIDDEN", "You can't invite someone as a role as high as your own.");
}

/** Invites by email: a single-use link that expires in 7 days. An open invitation holds a seat. */
export async function inviteByEmail(actorId: string, teamId: string, input: EmailInviteInput) {
  const access = await requireAction(actorId, teamId, "invite");
  checkRole(access.role, input.role);
  const now = new Date();
  const members = await listMembers({ teamId });
  if (members.some((m) => m.email.toLowerCase() === input.email)) {
    throw new AppError("CONFLICT", INVITE_MESSAGES.alreadyMember);
  }
  // Inviting the same address again sends a fresh link in place of the old one.
  const previous = await findOpenEmailInvite({ teamId, email: input.email, now });
  const limit = access.team.seatLimit;
  if (limit !== null && !previous) {
    const open = await countOpenEmailInvites({ teamId, now });
    if (access.team.memberCount + open >= limit) throw new AppError("CONFLICT", seatLimitMessage(limit));
  }
  await enforceRateLimit(INVITE_LIMIT, actorId, INVITE_MESSAGES.tooMany);
  const token = newToken();
  const invite = await createInvite({
    teamId,
    kind: "email",
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedById: actorId,
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
  });
  const inviter = members.find((m) => m.userId === actorId)?.displayName ?? "A teammate";
  try {
    await sendMail({
      to: input.email,
      subject: `${inviter} invited you to “${access.team.name}” on BioStudio`,
      text: [
        "Hi,",
        "",
        `${inviter} invited you to join the team “${access.team.name}” on BioStudio as ${/^[aeiou]/.test(input.role) ? "an" : "a"} ${input.role}.`,
        `Accept or decline here: ${inviteUrl(token)}`,
        "",
        "The link works once and expires in 7 days. If you don't know this team, ignore this mail.",
        "",
        "— BioStudio, Bengaluru",
      ].join("\n"),
    });
  } catch (error) {
    await revokeInvite({ teamId, inviteId: invite.id });
    if (error instanceof MailUnavailableError)
      throw new AppError("SERVICE_UNAVAILABLE", INVITE_MESSAGES.mailUnavailable);
    throw error;
  }
  if (previous) await revokeInvite({ teamId, inviteId: previous.id });
  await logActivity(teamId, actorId, "member.invited", input.email);
  return { id: invite.id, kind: invite.kind, email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
}

/** A reusable invite link (the previous one stops working). The link is shown once: only its hash is kept. */
export async function createInviteLink(actorId: string, teamId: string, role: AssignableRole) {
  const access = await requireAction(actorId, teamId, "invite");
  checkRole(access.role, role);
  await enforceRateLimit(INVITE_LIMIT, actorId, INVITE_MESSAGES.tooMany);
  await revokeInviteLinks({ teamId });
  const token = newToken();
  const invite = await createInvite({ teamId, kind: "link", role, tokenHash: hashToken(token), invitedById: actorId });
  await logActivity(teamId, actorId, "invite.link-created", role);
  return { id: invite.id, kind: invite.kind, role: invite.role, url: inviteUrl(token) };
}

export async function revokeTeamInvite(actorId: string, teamId: string, inviteId: string) {
  await requireAction(actorId, teamId, "invite");
  if (!(await revokeInvite({ teamId, inviteId }))) throw new AppError("NOT_FOUND", TEAM_MESSAGES.inviteNotFound);
  await logActivity(teamId, actorId, "invite.revoked");
}

export type InviteState = "open" | "expired" | "used" | "declined" | "wrong-account";

/** What the accept page shows for a token; null when the token names nothing live. */
export async function previewInvite(viewer: { id: string; email: string }, token: string) {
  const invite = await findInviteByHash({ tokenHash: hashToken(token) });
  if (!invite || invite.revokedAt) return null;
  return {
    teamId: invite.teamId,
    teamName: invite.teamName,
    invitedByName: invite.invitedByName,
    role: invite.role,
    kind: invite.kind,
    email: invite.email ? maskEmail(invite.email) : null,
    state: inviteState(invite, viewer.email),
  };
}

function inviteState(
  invite: { kind: string; email: string | null; expiresAt: Date | null; usedAt: Date | null; declinedAt: Date | null },
  viewerEmail: string,
): InviteState {
  if (invite.usedAt) return "used";
  if (invite.declinedAt) return "declined";
  if (invite.expiresAt && invite.expiresAt.getTime() <= Date.now()) return "expired";
  if (invite.kind === "email" && invite.email?.toLowerCase() !== viewerEmail.toLowerCase()) return "wrong-account";
  return "open";
}

async function openInvite(viewer: { id: string; email: string }, token: string) {
  const invite = await findInviteByHash({ tokenHash: hashToken(token) });
  if (!invite || invite.revokedAt || !isTeamRole(invite.role)) throw new AppError("NOT_FOUND", INVITE_MESSAGES.invalid);
  const state = inviteState(invite, viewer.email);
  if (state === "used") throw new AppError("CONFLICT", INVITE_MESSAGES.used);
  if (state === "declined") throw new AppError("CONFLICT", INVITE_MESSAGES.declined);
  if (state === "expired") throw new AppError("CONFLICT", INVITE_MESSAGES.expired);
  if (state === "wrong-account") {
    throw new AppError("FORBIDDEN", INVITE_MESSAGES.wrongAccount(maskEmail(invite.email ?? "")));
  }
  return invite;
}

/** Joins the team with the invitation's role; the seat limit holds under parallel accepts. */
export async function acceptInvite(viewer: { id: string; email: string; displayName: string }, token: string) {
  const invite = await openInvite(viewer, token);
  const limit = seatLimitFor(invite.ownerPlan);
  const result = await joinTeam({
    teamId: invite.teamId,
    userId: viewer.id,
    role: invite.role,
    seatLimit: limit,
    spendInviteId: invite.kind === "email" ? invite.id : undefined,
  });
  if (result === "already-member") throw new AppError("CONFLICT", INVITE_MESSAGES.youAreMember);
  if (result === "invite-used") throw new AppError("CONFLICT", INVITE_MESSAGES.used);
  if (result === "team-full") throw new AppError("CONFLICT", INVITE_MESSAGES.full(limit ?? 0));
  await logActivity(invite.teamId, viewer.id, "member.joined", viewer.displayName);
  await notifyApprovers(invite.teamId, viewer.id, {
    kind: "member-joined",
    text: `${viewer.displayName} joined “${invite.teamName}” as ${/^[aeiou]/.test(invite.role) ? "an" : "a"} ${invite.role}.`,
  });
  return { teamId: invite.teamId, teamName: invite.teamName, role: invite.role };
}

/** Declines an email invitation (its seat frees up); an invite link needs no answer. */
export async function declineTeamInvite(viewer: { id: string; email: string; displayName: string }, token: string) {
  const invite = await openInvite(viewer, token);
  if (invite.kind !== "email") return;
  if (!(await declineInvite({ inviteId: invite.id }))) throw new AppError("CONFLICT", INVITE_MESSAGES.used);
  await logActivity(invite.teamId, viewer.id, "invite.declined", viewer.displayName);
}
