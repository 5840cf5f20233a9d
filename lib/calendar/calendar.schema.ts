import "@/lib/validation/zod-config";
import { z } from "zod";

// The inputs of the content calendar API. The same schemas check the calendar's forms.
// Rules that need today's date (the 30-day window) are in days.ts; status moves in status.ts.

export const CONTENT_TYPES = ["post", "story", "reel", "campaign"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  post: "Post",
  story: "Story",
  reel: "Reel",
  campaign: "Campaign",
};

export const STATUSES = ["planned", "scheduled", "published"] as const;
export type CalendarStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<CalendarStatus, string> = {
  planned: "Planned",
  scheduled: "Scheduled",
  published: "Published",
};

/** How far ahead a user may plan: today and the next 30 days. */
export const PLAN_DAYS_AHEAD = 30;
/** Items the list shows: the next 7 from today, 3 in the compact calendar. */
export const LIST_LIMITS = { full: 7, compact: 3 } as const;
export const MAX_ITEMS_PER_DAY = 10;
export const MAX_TITLE = 100;
export const MAX_DESCRIPTION = 1000;
export const MAX_BIO = 300;
export const MAX_HASHTAGS = 30;
export const MAX_SHORT_FIELD = 120;
/** Items one bulk reschedule may move. */
export const MAX_BULK = 100;

export const CALENDAR_MESSAGES = {
  contentType: "Please pick a content type: post, story, reel or campaign.",
  date: "Please pick a date as YYYY-MM-DD.",
  past: "That date is in the past. Please pick today or a later day.",
  tooFar: `You can plan up to ${PLAN_DAYS_AHEAD} days ahead.`,
  title: "Please give the content a title.",
  titleLong: `Titles can be ${MAX_TITLE} characters at most.`,
  descriptionLong: `Descriptions can be ${MAX_DESCRIPTION} characters at most.`,
  bioLong: `A bio can be ${MAX_BIO} characters at most.`,
  fieldLong: `Please keep this to ${MAX_SHORT_FIELD} characters.`,
  control: "Please remove the control characters from your text.",
  hashtag: "Hashtags are a # followed by letters, digits or underscores.",
  tooManyHashtags: `Up to ${MAX_HASHTAGS} hashtags per item.`,
  status: "Please pick a status: planned, scheduled or published.",
  dayFull: `A day can hold ${MAX_ITEMS_PER_DAY} items at most.`,
  notFound: "That calendar item was not found.",
  published: "A published item stays on the day it went out.",
  ids: `Please choose between 1 and ${MAX_BULK} of your items.`,
  timeframe: "Please pick a timeframe: week or month.",
} as const;

// Control characters (C0, C1, DEL) other than line breaks and tabs in longer texts.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_OR_BREAK = /\p{Cc}/u;

function text(max: number, longMessage: string, { multiline = false } = {}) {
  return z
    .string()
    .max(max * 4, longMessage)
    .trim()
    .max(max, longMessage)
    .refine((v) => !(multiline ? CONTROL : CONTROL_OR_BREAK).test(v), CALENDAR_MESSAGES.control);
}

export const contentTypeSchema = z.enum(CONTENT_TYPES, CALENDAR_MESSAGES.contentType);
export const statusSchema = z.enum(STATUSES, CALENDAR_MESSAGES.status);

/** A calendar day, "YYYY-MM-DD", that exists (no 31 February). */
export const daySchema = z
  .string(CALENDAR_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_MESSAGES.date)
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(v);
  }, CALENDAR_MESSAGES.date);

const HASHTAG = /^#[\p{L}\p{N}_]{1,60}$/u;
export const hashtagsSchema = z
  .array(z.string().trim().regex(HASHTAG, CALENDAR_MESSAGES.hashtag), CALENDAR_MESSAGES.hashtag)
  .max(MAX_HASHTAGS, CALENDAR_MESSAGES.tooManyHashtags)
  .transform((tags) => [...new Set(tags)]);

const shortField = text(MAX_SHORT_FIELD, CALENDAR_MESSAGES.fieldLong).optional().default("");

/** POST /api/content-calendar/plan: a bio for one planned piece of content. */
export const planRequestSchema = z.object({
  date: daySchema,
  contentType: contentTypeSchema,
  theme: shortField,
  description: text(MAX_DESCRIPTION, CALENDAR_MESSAGES.descriptionLong, { multiline: true }).optional().default(""),
  targetAudience: shortField,
  businessType: shortField,
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const TIMEFRAMES = { week: 7, month: PLAN_DAYS_AHEAD } as const;
export type Timeframe = keyof typeof TIMEFRAMES;

/** POST /api/content-calendar/suggestions: ideas for the coming week or month. */
export const suggestionsRequestSchema = z.object({
  contentType: contentTypeSchema,
  niche: shortField,
  timeframe: z.enum(["week", "month"], CALENDAR_MESSAGES.timeframe).optional().default("month"),
  businessType: shortField,
  targetAudience: shortField,
});
export type SuggestionsRequest = z.infer<typeof suggestionsRequestSchema>;

/** A new calendar item. */
export const itemInputSchema = z.object({
  date: daySchema,
  contentType: contentTypeSchema,
  title: z
    .string(CALENDAR_MESSAGES.title)
    .max(MAX_TITLE * 4, CALENDAR_MESSAGES.titleLong)
    .trim()
    .min(1, CALENDAR_MESSAGES.title)
    .max(MAX_TITLE, CALENDAR_MESSAGES.titleLong)
    .refine((v) => !CONTROL_OR_BREAK.test(v), CALENDAR_MESSAGES.control),
  description: text(MAX_DESCRIPTION, CALENDAR_MESSAGES.descriptionLong, { multiline: true }).optional().default(""),
  bio: text(MAX_BIO, CALENDAR_MESSAGES.bioLong, { multiline: true }).optional().default(""),
  hashtags: hashtagsSchema.optional().default([]),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/** A change to one item: reschedule, move its status, or edit its text. */
export const itemPatchSchema = z.object({
  date: daySchema.optional(),
  status: statusSchema.optional(),
  contentType: contentTypeSchema.optional(),
  title: itemInputSchema.shape.title.optional(),
  description: text(MAX_DESCRIPTION, CALENDAR_MESSAGES.descriptionLong, { multiline: true }).optional(),
  bio: text(MAX_BIO, CALENDAR_MESSAGES.bioLong, { multiline: true }).optional(),
  hashtags: hashtagsSchema.optional(),
});
export type ItemPatch = z.infer<typeof itemPatchSchema>;

/** Move several items by the same number of days. */
export const bulkRescheduleSchema = z.object({
  ids: z
    .array(z.string().min(1).max(64), CALENDAR_MESSAGES.ids)
    .min(1, CALENDAR_MESSAGES.ids)
    .max(MAX_BULK, CALENDAR_MESSAGES.ids),
  shiftDays: z
    .number("Please say by how many days to move them.")
    .int("Please move by whole days.")
    .min(-PLAN_DAYS_AHEAD, CALENDAR_MESSAGES.tooFar)
    .max(PLAN_DAYS_AHEAD, CALENDAR_MESSAGES.tooFar),
});

/** Copy an item onto another day (the same day when none is given). */
export const duplicateSchema = z.object({ date: daySchema.optional() });

export const itemIdParamSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** An item as the API and the calendar pages see it. */
export interface CalendarItemView {
  id: string;
  date: string;
  contentType: ContentType;
  title: string;
  description: string;
  bio: string;
  hashtags: string[];
  status: CalendarStatus;
  createdAt: string;
}

export interface CalendarSuggestion {
  title: string;
  description: string;
  suggestedBio: string;
  engagementHooks: string[];
  /** 0–100: how close the moment behind the idea is; null for an idea tied to no date. */
  trendRelevance: number | null;
  /** Why the number is what it is. */
  trendReason: string;
  /** The day the idea fits best, when it is tied to a moment. */
  date: string | null;
  contentType: ContentType;
  hashtags: string[];
}
