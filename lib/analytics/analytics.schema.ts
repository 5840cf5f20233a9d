import { z } from "zod";

// Query parameters of the analytics page, GET /api/analytics/summary and the CSV export.
// Days are "YYYY-MM-DD"; the API also takes a full ISO date-time and uses its day.

const DAY_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const dateParam = z.string().max(40).regex(DAY_OR_DATE_TIME, { error: "Dates must look like 2026-11-26." }).optional();

export const summaryQuerySchema = z.object({
  from: dateParam,
  to: dateParam,
  tz: z.string().max(64).optional(),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const RANGE_CHOICES = ["7", "30", "90", "custom"] as const;

/** The page's own parameters: a preset or a custom range. Bad values fall back to the default. */
export const pageQuerySchema = z.object({
  range: z.enum(RANGE_CHOICES).catch("30"),
  from: z.string().max(10).optional().catch(undefined),
  to: z.string().max(10).optional().catch(undefined),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
