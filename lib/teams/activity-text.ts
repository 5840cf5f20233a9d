// How the activity log and its entries read ("Edith submitted “Spring” for review").

const VERBS: Record<string, string> = {
  "team.created": "created the team",
  "member.invited": "invited",
  "member.joined": "joined the team",
  "member.left": "left the team",
  "member.removed": "removed",
  "member.role-changed": "changed the role of",
  "team.ownership-transferred": "handed the team over to",
  "team.renamed": "renamed the team",
  "team.voice-set": "set the team's brand voice to",
  "team.voice-cleared": "cleared the team's brand voice",
  "invite.link-created": "created an invite link for the role",
  "invite.revoked": "revoked an invitation",
  "invite.declined": "declined an invitation",
  "bio.created": "drafted",
  "bio.edited": "edited",
  "bio.submitted": "submitted for review",
  "bio.approved": "approved",
  "bio.changes-requested": "requested changes on",
  "bio.reopened": "edited the approved bio, back to review:",
  "bio.deleted": "deleted",
  "bio.commented": "commented on",
};

/** One log line without its actor: "submitted for review “Spring launch”". */
export function describeActivity(action: string, subject: string): string {
  const verb = VERBS[action] ?? action;
  if (!subject || action === "member.joined" || action === "member.left" || action === "invite.declined") return verb;
  const quoted =
    action.startsWith("bio.") || action === "team.created" || action === "team.voice-set" ? `“${subject}”` : subject;
  return `${verb} ${quoted}`;
}
