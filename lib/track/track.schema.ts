import { z } from "zod";

// `POST /api/track` (docs/product.md#tracking): bioId (a saved bio's id or a shareableId),
// event, source, userAgent, metadata. Metadata carries a timestamp, plus bioLength and
// hasEmojis for created, a referrer for view, clickType for click, conversionType for
// conversion. Unknown fields are dropped.

export const TRACK_EVENTS = ["created", "view", "click", "conversion"] as const;
export type TrackEventName = (typeof TRACK_EVENTS)[number];

const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(CONTROL_CHARS, "").trim())
    .pipe(z.string().max(max, `Keep it under ${max} characters.`));

const slug = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .regex(/^[A-Za-z0-9][\w.-]{0,39}$/, `${what} may use letters, digits, dots, dashes and underscores.`);

export const trackMetadataSchema = z
  .object({
    timestamp: z.union([text(40), z.number().finite()], { error: "The timestamp must be a date string or a number." }),
    bioLength: z.number({ error: "bioLength must be a number." }).int().min(0).max(10_000),
    hasEmojis: z.boolean({ error: "hasEmojis must be true or false." }),
    referrer: text(500),
    clickType: slug("clickType"),
    conversionType: slug("conversionType"),
  })
  .partial()
  .transform(
    (m) =>
      Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined && v !== "")) as Record<
        string,
        string | number | boolean
      >,
  );
export type TrackMetadataInput = z.infer<typeof trackMetadataSchema>;

export const trackSchema = z.object({
  bioId: z
    .string({ error: "Please send the id of the bio." })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "That bio id is not valid."),
  event: z.enum(TRACK_EVENTS, { error: "The event must be created, view, click or conversion." }),
  source: slug("The source").default("web"),
  userAgent: text(500).optional(),
  metadata: trackMetadataSchema.optional().transform((m) => m ?? {}),
});
export type TrackInput = z.infer<typeof trackSchema>;
