import "@/lib/validation/zod-config";
import { z } from "zod";
import { optionalText, requiredText } from "@/lib/tools/tool-fields";
import { banVerdict } from "./banned";
import { toTag } from "./generate-hashtags";
import { INDUSTRY_IDS } from "./taxonomy";

// What the hashtag generator accepts: an industry from the curated taxonomy, the niche and place
// as the user types them, tags to check; and a set to save. Importable by the form.

export const INDUSTRY_MESSAGE = "Please choose an industry from the list.";
export const SAVE_SET_MESSAGE = "A saved set holds 5 to 10 hashtags.";
export const MAX_SAVED_SETS = 50;

export const HASHTAG_MESSAGES = {
  notFound: "That hashtag set does not exist.",
  tooMany: `You can keep up to ${MAX_SAVED_SETS} hashtag sets. Please delete one first.`,
};

const industry = z.enum(INDUSTRY_IDS, { error: INDUSTRY_MESSAGE });

export const hashtagRequestSchema = z.object({
  industry,
  niche: optionalText("your niche", 80),
  location: optionalText("a location", 80),
  check: optionalText("the hashtags to check", 400),
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
});
export type HashtagRequest = z.infer<typeof hashtagRequestSchema>;

const tag = z
  .string({ error: SAVE_SET_MESSAGE })
  .max(40, SAVE_SET_MESSAGE)
  .transform((s) => `#${toTag(s)}`)
  .refine((s) => s.length >= 3 && s.length <= 31, SAVE_SET_MESSAGE)
  .superRefine((s, ctx) => {
    const verdict = banVerdict(s);
    if (verdict) ctx.addIssue({ code: "custom", message: `${s} can't be saved: ${verdict.reason}` });
  });

export const saveSetSchema = z.object({
  industry,
  label: requiredText("a name for the set", 80),
  tags: z
    .array(tag, { error: SAVE_SET_MESSAGE })
    .min(5, SAVE_SET_MESSAGE)
    .max(10, SAVE_SET_MESSAGE)
    .transform((tags) => [...new Set(tags)])
    .refine((tags) => tags.length >= 5, SAVE_SET_MESSAGE),
});
export type SaveSetInput = z.infer<typeof saveSetSchema>;

export const setIdSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+$/i),
});
