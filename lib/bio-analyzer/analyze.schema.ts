import { z } from "zod";
import { PLATFORMS, TONES } from "@/lib/bio/types";

// The bio analyzer's input, shared by the API (JSON or a plain form post), the page's
// query string and the form.

export const MAX_ANALYZED_BIO = 2_000;
export const MAX_NICHE = 300;

export const ANALYZE_MESSAGES = {
  bio: "Please paste a bio to analyse.",
  bioLong: `Please keep the bio under ${MAX_ANALYZED_BIO.toLocaleString("en-US")} characters.`,
  platform: `Please choose a platform: ${PLATFORMS.join(", ")}.`,
  niche: `Please keep your niche under ${MAX_NICHE} characters.`,
  tone: `Please choose a tone: ${TONES.join(", ")}.`,
  control: "The text contains characters we can't use.",
} as const;

// Line breaks and tabs belong in a bio; other control characters (NUL first) never do.
const hasControl = (v: string) => /\p{Cc}/u.test(v.replace(/[\n\r\t]/g, ""));

export const analyzeBioSchema = z.object({
  bio: z
    .string({ message: ANALYZE_MESSAGES.bio })
    .max(MAX_ANALYZED_BIO, ANALYZE_MESSAGES.bioLong)
    .refine((v) => !hasControl(v), ANALYZE_MESSAGES.control)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, ANALYZE_MESSAGES.bio),
  platform: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "instagram" : v),
    z.enum(PLATFORMS, { message: ANALYZE_MESSAGES.platform }),
  ),
  niche: z
    .string({ message: "The niche must be text." })
    .max(MAX_NICHE, ANALYZE_MESSAGES.niche)
    .refine((v) => !hasControl(v), ANALYZE_MESSAGES.control)
    .transform((v) => v.trim())
    .optional(),
  tone: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "casual" : v),
    z.enum(TONES, { message: ANALYZE_MESSAGES.tone }),
  ),
});

export type AnalyzeBioInput = z.infer<typeof analyzeBioSchema>;
