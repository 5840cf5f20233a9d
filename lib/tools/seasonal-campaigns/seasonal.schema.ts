import "@/lib/validation/zod-config";
import { z } from "zod";
import { frameFields, optionalText, requiredText } from "../tool-fields";

// The seasonal tool's input: the business, up to three moments of the calendar (by key, such
// as "diwali-2026"), and an offer of the user's own, if any (kept word for word).

export const MAX_SEASONAL_MOMENTS = 3;
export const SEASONAL_MESSAGES = {
  moments: "Please choose at least one moment.",
  tooMany: `Please choose up to ${MAX_SEASONAL_MOMENTS} moments.`,
  unknown: "That moment is not in our calendar. Please choose one from the list.",
  past: "That moment has passed. Please choose an upcoming one.",
} as const;

export const seasonalSchema = z.object({
  business: requiredText("what your business offers", 60),
  brand: optionalText("your business name", 40),
  offer: optionalText("your offer", 60),
  moments: z
    .array(
      z
        .string()
        .max(60)
        .regex(/^[a-z0-9-]+-\d{4}$/, SEASONAL_MESSAGES.unknown),
      { error: SEASONAL_MESSAGES.moments },
    )
    .min(1, SEASONAL_MESSAGES.moments)
    .max(MAX_SEASONAL_MOMENTS, SEASONAL_MESSAGES.tooMany)
    .transform((keys) => [...new Set(keys)]),
  ...frameFields,
});

export type SeasonalInput = z.infer<typeof seasonalSchema>;
