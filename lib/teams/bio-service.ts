import "server-only";
import type { Platform } from "@/lib/bio/types";
import {
  addComment,
  countTeamBios,
  createTeamBio,
  deleteTeamBio,
  getTeamBio,
  listComments,
  listTeamActivity,
  listTeamBios,
  updateTeamBio,
  type TeamBioRow,
} from "@/lib/db/team-bios";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { bioLabel, logActivity, notifyApprovers, notifyUsers } from "./notify";
import { requireAction, requireMember } from "./team-access";
import { contentFits, TEAM_MESSAGES, type CreateBioInput, type EditBioInput } from "./teams.schema";

// The team bio workflow: draft → review → approved, or back to draft with a comment.
// Moves are conditional updates on the current status, so two reviewers cannot both act.

export const MAX_TEAM_BIOS = 500;

/** Drafts and comments per member: generous for a person, a wall for a script. */
const WRITE_LIMIT = { name: "team-write", max: 120, windowMs: 10 * 60 * 1000 };
const WRITE_LIMIT_MESSAGE = "You're writing very quickly. Please wait a moment and try again.";

export const BIO_MESSAGES = {
  tooMany: `A team can keep ${MAX_TEAM_BIOS} bios at most. Delete some old ones first.`,
  submitDraftsOnly: "Only drafts can be submitted for review.",
  reviewOnly: "Only bios waiting for review can be approved or sent back.",
  ownBio: "You can't review your own bio: another owner or admin has to.",
  changed: "Someone changed this bio in the meantime. Reload and try again.",
} as const;

export type TeamBioView = ReturnType<typeof toView>;

function toView(bio: TeamBioRow) {
  return {
    id: bio.id,
    title: bio.title,
    content: bio.content,
    platform: bio.platform,
    source: bio.source,
    status: bio.status,
    author: bio.author,
    updatedBy: bio.updatedBy,
    comments: bio._count.comments,
    createdAt: bio.createdAt,
    updatedAt: bio.updatedAt,
  };
}

async function findBio(teamId: string, bioId: string) {
  const bio = await getTeamBio({ teamId, bioId });
  if (!bio) throw new AppError("NOT_FOUND", TEAM_MESSAGES.bioNotFound);
  return bio;
}

export async function listBios(userId: string, teamId: string) {
  await requireMember(userId, teamId);
  return (await listTeamBios({ teamId })).map(toView);
}

export async function createBio(userId: string, teamId: string, input: CreateBioInput) {
  await requireAction(userId, teamId, "createDraft");
  await enforceRateLimit(WRITE_LIMIT, userId, WRITE_LIMIT_MESSAGE);
  if ((await countTeamBios({ teamId })) >= MAX_TEAM_BIOS) throw new AppError("CONFLICT", BIO_MESSAGES.tooMany);
  const bio = await createTeamBio({ teamId, authorId: userId, ...input });
  await logActivity(teamId, userId, "bio.created", bioLabel(bio));
  return toView(bio);
}

/** Edits a bio. Drafts and bios in review keep their status; an approved bio goes back to review. */
export async function editBio(userId: string, teamId: string, bioId: string, input: EditBioInput) {
  await requireMember(userId, teamId);
  const bio = await findBio(teamId, bioId);
  const approved = bio.status === "approved";
  await requireAction(userId, teamId, approved ? "editApproved" : "createDraft");
  const platform = (input.platform ?? bio.platform) as Platform;
  const content = input.content ?? bio.content;
  if (!contentFits(content, platform)) throw new AppError("BAD_REQUEST", TEAM_MESSAGES.contentLong(platform));
  const ok = await updateTeamBio({
    teamId,
    bioId,
    from: bio.status,
    data: { ...input, updatedById: userId, ...(approved ? { status: "review" } : {}) },
  });
  if (!ok) throw new AppError("CONFLICT", BIO_MESSAGES.changed);
  const updated = await findBio(teamId, bioId);
  await logActivity(teamId, userId, approved ? "bio.reopened" : "bio.edited", bioLabel(updated));
  if (approved) {
    await notifyApprovers(teamId, userId, {
      bioId,
      kind: "review-requested",
      text: `An approved bio was edited and needs review again: “${bioLabel(updated)}”.`,
    });
  }
  return toView(updated);
}

export async function submitBio(userId: string, teamId: string, bioId: string) {
  await requireAction(userId, teamId, "submitForReview");
  const bio = await findBio(teamId, bioId);
  if (bio.status !== "draft") throw new AppError("CONFLICT", BIO_MESSAGES.submitDraftsOnly);
  if (!(await updateTeamBio({ teamId, bioId, from: "draft", data: { status: "review" } }))) {
    throw new AppError("CONFLICT", BIO_MESSAGES.changed);
  }
  await logActivity(teamId, userId, "bio.submitted", bioLabel(bio));
  await notifyApprovers(teamId, userId, {
    bioId,
    kind: "review-requested",
    text: `A bio is waiting for your review: “${bioLabel(bio)}”.`,
  });
  return toView({ ...bio, status: "review" });
}

async function reviewable(userId: string, teamId: string, bioId: string, action: "approve" | "reject") {
  const access = await requireAction(userId, teamId, action);
  const bio = await findBio(teamId, bioId);
  if (bio.status !== "review") throw new AppError("CONFLICT", BIO_MESSAGES.reviewOnly);
  // Four eyes: whoever wrote or last changed the text does not review it.
  if (bio.authorId === userId || bio.updatedById === userId) throw new AppError("FORBIDDEN", BIO_MESSAGES.ownBio);
  return { access, bio };
}

export async function approveBio(userId: string, teamId: string, bioId: string) {
  const { access, bio } = await reviewable(userId, teamId, bioId, "approve");
  if (!(await updateTeamBio({ teamId, bioId, from: "review", data: { status: "approved" } }))) {
    throw new AppError("CONFLICT", BIO_MESSAGES.changed);
  }
  await logActivity(teamId, userId, "bio.approved", bioLabel(bio));
  await notifyUsers([bio.authorId, bio.updatedById], userId, {
    teamId,
    bioId,
    kind: "approved",
    text: `Your bio “${bioLabel(bio)}” was approved in “${access.team.name}”.`,
  });
  return toView({ ...bio, status: "approved" });
}

/** Sends a bio in review back to draft; the comment saying what to change is required. */
export async function rejectBio(userId: string, teamId: string, bioId: string, comment: string) {
  const { access, bio } = await reviewable(userId, teamId, bioId, "reject");
  if (!(await updateTeamBio({ teamId, bioId, from: "review", data: { status: "draft" } }))) {
    throw new AppError("CONFLICT", BIO_MESSAGES.changed);
  }
  await addComment({ bioId, authorId: userId, body: comment, kind: "changes-requested" });
  await logActivity(teamId, userId, "bio.changes-requested", bioLabel(bio));
  await notifyUsers([bio.authorId, bio.updatedById], userId, {
    teamId,
    bioId,
    kind: "changes-requested",
    text: `Changes requested on “${bioLabel(bio)}” in “${access.team.name}”: ${comment.slice(0, 120)}`,
  });
  return toView({ ...bio, status: "draft", _count: { comments: bio._count.comments + 1 } });
}

export async function removeBio(userId: string, teamId: string, bioId: string) {
  await requireAction(userId, teamId, "deleteBio");
  const bio = await findBio(teamId, bioId);
  if (!(await deleteTeamBio({ teamId, bioId }))) throw new AppError("NOT_FOUND", TEAM_MESSAGES.bioNotFound);
  await logActivity(teamId, userId, "bio.deleted", bioLabel(bio));
}

export async function bioComments(userId: string, teamId: string, bioId: string) {
  await requireMember(userId, teamId);
  await findBio(teamId, bioId);
  return listComments({ teamId, bioId });
}

export async function commentOnBio(userId: string, teamId: string, bioId: string, body: string) {
  const access = await requireAction(userId, teamId, "comment");
  const bio = await findBio(teamId, bioId);
  await enforceRateLimit(WRITE_LIMIT, userId, WRITE_LIMIT_MESSAGE);
  const comment = await addComment({ bioId, authorId: userId, body });
  await logActivity(teamId, userId, "bio.commented", bioLabel(bio));
  await notifyUsers([bio.authorId], userId, {
    teamId,
    bioId,
    kind: "comment",
    text: `New comment on “${bioLabel(bio)}” in “${access.team.name}”.`,
  });
  return comment;
}

export async function teamActivity(userId: string, teamId: string) {
  await requireAction(userId, teamId, "seeActivity");
  return listTeamActivity({ teamId });
}
