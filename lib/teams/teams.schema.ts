import "@/lib/validation/zod-config";
import { z } from "zod";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, PLATFORMS, type Platform } from "@/lib/bio/types";
import { ASSIGNABLE_ROLES } from "./permissions";

// The inputs of the teams API. The same schemas check the team page's forms.

export const MAX_TEAM_NAME = 60;
export const MAX_BIO_TITLE = 80;
export const MAX_COMMENT = 1000;
export const MAX_OWNED_TEAMS = 10;
export const BIO_SOURCES = ["written", "generated", "template", "saved"] as const;

export const TEAM_MESSAGES = {
  teamName: "Please give your team a name.",
  teamNameLong: `Team names can be ${MAX_TEAM_NAME} characters at most.`,
  tooManyTeams: `You can own ${MAX_OWNED_TEAMS} teams at most.`,
  teamNotFound: "That team was not found.",
  memberNotFound: "That member was not found.",
  inviteNotFound: "That invitation was not found.",
  bioNotFound: "That bio was not found.",
  email: "Please enter a valid email address.",
  role: `Please choose a role: ${ASSIGNABLE_ROLES.join(", ")}.`,
  content: "Please write the bio first.",
  contentLong: (platform: Platform) =>
    `${platform.charAt(0).toUpperCase()}${platform.slice(1)} bios can be ${PLATFORM_LIMITS[platform]} characters at most.`,
  titleLong: `Titles can be ${MAX_BIO_TITLE} characters at most.`,
  platform: `Please choose a platform: ${PLATFORMS.join(", ")}.`,
  rejectComment: "Please add a comment saying what to change.",
  comment: "Please write a comment.",
  commentLong: `Comments can be ${MAX_COMMENT} characters at most.`,
  token: "This invitation link is not valid.",
  nothingToChange: "Send at least one field to change.",
} as const;

// Control characters (except tab and line breaks) are dropped; PostgreSQL refuses NUL.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

function text(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((s) => s.replace(CONTROL_CHARS, "").trim())
    .refine((s) => s !== "", required)
    .refine((s) => s.length <= max || graphemeLength(s) <= max, tooLong);
}

const teamName = text(TEAM_MESSAGES.teamName, MAX_TEAM_NAME, TEAM_MESSAGES.teamNameLong).transform((s) =>
  s.replace(/\s+/g, " "),
);

export const createTeamSchema = z.object({ name: teamName });
export const renameTeamSchema = createTeamSchema;

const role = z.enum(ASSIGNABLE_ROLES, { error: TEAM_MESSAGES.role });

export const emailInviteSchema = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.email })
    .trim()
    .max(254, TEAM_MESSAGES.email)
    .pipe(z.email({ error: TEAM_MESSAGES.email }))
    .transform((s) => s.toLowerCase()),
  role: role.default("editor"),
});
export type EmailInviteInput = z.infer<typeof emailInviteSchema>;

export const linkInviteSchema = z.object({ role: role.default("viewer") });

export const tokenSchema = z.object({
  token: z.string({ error: TEAM_MESSAGES.token }).trim().min(20, TEAM_MESSAGES.token).max(200, TEAM_MESSAGES.token),
});

export const changeRoleSchema = z.object({ role });

export const transferSchema = z.object({
  userId: z.string({ error: TEAM_MESSAGES.memberNotFound }).trim().min(1, TEAM_MESSAGES.memberNotFound).max(64),
});

const platform = z.enum(PLATFORMS, { error: TEAM_MESSAGES.platform });
const title = z
  .string()
  .transform((s) => s.replace(CONTROL_CHARS, "").trim())
  .refine((s) => s.length <= MAX_BIO_TITLE || graphemeLength(s) <= MAX_BIO_TITLE, TEAM_MESSAGES.titleLong);
// Long enough for any platform; the platform's own limit is checked once both are known.
const content = text(TEAM_MESSAGES.content, 1000, "That bio is far too long for any platform.");

/** The platform's limit in characters a person sees. */
export function contentFits(value: string, on: Platform): boolean {
  return graphemeLength(value) <= PLATFORM_LIMITS[on];
}

export const createBioSchema = z
  .object({
    title: title.default(""),
    content,
    platform: platform.default("instagram"),
    source: z.enum(BIO_SOURCES).catch("written").default("written"),
  })
  .refine((v) => contentFits(v.content, v.platform), {
    error: (issue) => TEAM_MESSAGES.contentLong((issue.input as { platform: Platform }).platform),
  });
export type CreateBioInput = z.infer<typeof createBioSchema>;

export const editBioSchema = z
  .object({ title: title.optional(), content: content.optional(), platform: platform.optional() })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.platform !== undefined, {
    error: TEAM_MESSAGES.nothingToChange,
  });
export type EditBioInput = z.infer<typeof editBioSchema>;

export const rejectSchema = z.object({
  comment: text(TEAM_MESSAGES.rejectComment, MAX_COMMENT, TEAM_MESSAGES.commentLong),
});

export const commentSchema = z.object({ body: text(TEAM_MESSAGES.comment, MAX_COMMENT, TEAM_MESSAGES.commentLong) });

/** Route ids: anything malformed is simply not found. */
export const idParam = z.string().trim().min(1).max(64);
export const teamParams = z.object({ teamId: idParam });
export const teamBioParams = z.object({ teamId: idParam, bioId: idParam });
export const teamMemberParams = z.object({ teamId: idParam, userId: idParam });
export const teamInviteParams = z.object({ teamId: idParam, inviteId: idParam });

export const teamVoiceSchema = z.object({
  voiceId: z
    .string({ error: "Please choose one of your saved voices." })
    .trim()
    .min(1, "Please choose one of your saved voices.")
    .max(64, "That brand voice was not found."),
});

export const markReadSchema = z.object({ ids: z.array(idParam).max(200).optional() });
