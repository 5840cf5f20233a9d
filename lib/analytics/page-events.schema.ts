import { z } from "zod";

// Inputs of the first-party page analytics (docs/product.md#tracking).

export const MAX_EVENTS_PER_BATCH = 20;
export const MAX_METADATA_KEYS = 20;

const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, "").trim())
    .pipe(z.string().max(max));

const sessionId = z
  .string({ error: "A session id is required." })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "The session id is not valid.");

const eventName = z
  .string({ error: "Each event needs a name." })
  .regex(/^[A-Za-z][\w .:-]{0,63}$/, "An event name has letters, digits, spaces, dots, dashes or underscores.");

const path = z
  .string({ error: "Each event needs a path." })
  .max(300, "The path is too long.")
  .regex(/^\/[^\s\u0000-\u001f]*$/, "The path must start with a slash.");

const metadataValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

/** Plain keys only (no prototype keys), at most MAX_METADATA_KEYS of them. */
const metadata = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((record) => {
    const entries = Object.entries(record ?? {})
      .filter(([key, value]) => /^[A-Za-z][\w-]{0,39}$/.test(key) && metadataValue.safeParse(value).success)
      .slice(0, MAX_METADATA_KEYS);
    return Object.fromEntries(entries) as Record<string, string | number | boolean | null>;
  });

export const pageEventSchema = z.object({
  name: eventName,
  path,
  category: text(64).optional(),
  label: text(200).optional(),
  value: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  metadata,
});
export type PageEventInput = z.infer<typeof pageEventSchema>;

/** `POST /api/analytics/events`: one session's events, batched. */
export const pageEventBatchSchema = z.object({
  sessionId,
  events: z
    .array(pageEventSchema, { error: "Send a list of events." })
    .min(1, "Send at least one event.")
    .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at once.`),
});

/** `POST /api/analytics/track-feature-discovery`. */
export const featureDiscoverySchema = z.object({
  feature: z.string({ error: "Name the feature." }).regex(/^[A-Za-z0-9][\w-]{0,63}$/, "The feature name is not valid."),
  discoveryMethod: z
    .string({ error: "Say how the feature was discovered." })
    .regex(/^[A-Za-z0-9][\w-]{0,39}$/, "The discovery method is not valid."),
  usageCount: z.number({ error: "usageCount must be a number." }).int().min(0).max(1_000_000).default(1),
  sessionId,
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type FeatureDiscoveryInput = z.infer<typeof featureDiscoverySchema>;
