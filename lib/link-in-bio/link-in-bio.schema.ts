import { z } from "zod";
import { SOCIAL_KINDS } from "./socials";
import { THEME_IDS } from "./themes";
import { MAX_UTM_VALUE_LENGTH, UTM_FIELDS } from "./utm";

// The inputs of the link-in-bio API. The same schemas check the builder's
// forms. Rules that need more than a shape (address safety, contrast,
// schedules) are in link-url.ts, themes.ts and schedule.ts.

export const MAX_LINKS = 100;
export const MAX_PAGE_BIO = 300;
export const MAX_LINK_TITLE = 80;

export const LINK_MESSAGES = {
  title: "Please give the link a title.",
  titleLong: `Link titles can be ${MAX_LINK_TITLE} characters at most.`,
  tooMany: `A page can have ${MAX_LINKS} links at most.`,
  notFound: "That link was not found.",
  order: "Send every one of your links exactly once, in the new order.",
  noProfile: "Create your profile first: your link-in-bio page uses its name, photo and username.",
  presetTaken: "You already have a preset with that name.",
  presetNotFound: "That preset was not found.",
  date: "Please enter a valid date and time.",
} as const;

const utmValue = z
  .string()
  .trim()
  .max(MAX_UTM_VALUE_LENGTH, `UTM values can be ${MAX_UTM_VALUE_LENGTH} characters at most.`);
export const utmSchema = z.object(
  Object.fromEntries(UTM_FIELDS.map((f) => [f, utmValue.optional()])) as Record<
    (typeof UTM_FIELDS)[number],
    z.ZodOptional<typeof utmValue>
  >,
);

const moment = z
  .union([z.iso.datetime({ offset: true, message: LINK_MESSAGES.date }), z.null()])
  .transform((value) => (value === null ? null : new Date(value)));

export const linkInputSchema = z.object({
  title: z.string(LINK_MESSAGES.title).trim().min(1, LINK_MESSAGES.title).max(MAX_LINK_TITLE, LINK_MESSAGES.titleLong),
  url: z.string("Please enter the link's address.").max(4000, "This address is too long (2,000 characters at most)."),
  enabled: z.boolean().optional(),
  startsAt: moment.optional(),
  endsAt: moment.optional(),
  utm: utmSchema.optional(),
  openInBrowser: z.boolean().optional(),
});
export type LinkInput = z.infer<typeof linkInputSchema>;

export const linkPatchSchema = linkInputSchema.partial();
export type LinkPatch = z.infer<typeof linkPatchSchema>;

export const socialInputSchema = z.object({
  kind: z.enum(SOCIAL_KINDS, "Please pick one of the listed networks."),
  value: z.string().max(300, "That handle or address is too long."),
});

export const pageInputSchema = z.object({
  bio: z.string().max(2000).optional(),
  theme: z.enum(THEME_IDS, "Please pick one of the themes.").optional(),
  accent: z.union([z.string().max(20), z.null()]).optional(),
  socials: z.array(socialInputSchema).max(SOCIAL_KINDS.length, "Each network can be added once.").optional(),
  indexable: z.boolean().optional(),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const orderSchema = z.object({
  ids: z.array(z.string().max(40)).max(MAX_LINKS, LINK_MESSAGES.order),
});

export const presetInputSchema = z.object({
  name: z
    .string("Please name the preset.")
    .trim()
    .min(1, "Please name the preset.")
    .max(40, "Preset names can be 40 characters at most."),
  utm: utmSchema,
});

export const linkIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/, LINK_MESSAGES.notFound) });
