import "@/lib/validation/zod-config";
import { z } from "zod";
import { pageNumberSchema, recordIdParamSchema } from "@/lib/validation/common";
import { graphemeLength } from "./graphemes";
import { PLATFORMS, TONES } from "./types";

// Inputs of the generator APIs (generate, related bios, description ideas) and of the
// bio history. Unknown fields are dropped (zod objects strip them). The messages of
// generate are the product's own words (docs/product.md#generator), shown as they are by the form.

export const MAX_DESCRIPTION_LENGTH = 2_000;
export const MAX_ORIGINAL_BIO_LENGTH = 500;
export const MAX_CATEGORY_LENGTH = 40;
export const MAX_SEED = 2_147_483_647;
// The same numbers as lib/bio/related.ts (5 per request, at most 10), repeated rather than
// imported so that a form using this schema does not bundle the composer.
const DEFAULT_RELATED_COUNT = 5;
const MAX_RELATED_COUNT = 10;
export const BIOS_PAGE_SIZE = 20;
export const MAX_BIO_SEARCH = 100;

export const DESCRIPTION_REQUIRED_MESSAGE = "Please enter a description to generate your bio!";
export const DESCRIPTION_TOO_LONG_MESSAGE = "Please keep your description under 2,000 characters.";
export const TONE_REQUIRED_MESSAGE = "Please select a tone for your bio!";
export const PLATFORM_MESSAGE = `Please choose a platform: ${PLATFORMS.join(", ")}.`;
export const BIO_NOT_FOUND_MESSAGE = "That bio was not found.";

// NUL and other control characters have no place in a description, and PostgreSQL refuses
// NUL in text columns: dropped before the blank check, so "\u0000" counts as blank.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Limits count what a person sees as characters (emoji are one), like the bio limits. */
const withinCharacters = (max: number) => (s: string) => s.length <= max || graphemeLength(s) <= max;

function text(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform((s) => s.replace(CONTROL_CHARS, "").trim())
    .refine(withinCharacters(max), tooLongMessage);
}

const description = text(DESCRIPTION_REQUIRED_MESSAGE, MAX_DESCRIPTION_LENGTH, DESCRIPTION_TOO_LONG_MESSAGE).refine(
  (s) => s !== "",
  DESCRIPTION_REQUIRED_MESSAGE,
);

/** " Funny " is funny; anything else that is not one of the eight tones asks for a tone. */
export const toneSchema = z
  .string({ error: TONE_REQUIRED_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(TONES, { error: TONE_REQUIRED_MESSAGE }));

// null and "" mean "not chosen", as a form's empty select sends them.
const blankToUndefined = (v: unknown) => (v === null || v === "" ? undefined : v);

export const platformSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: PLATFORM_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PLATFORMS, { error: PLATFORM_MESSAGE }))
    .default("instagram"),
);

/** Same seed, same bios. Optional: without one the server picks a fresh seed per request. */
export const seedSchema = z.preprocess(
  blankToUndefined,
  z
    .number({ error: "The seed must be a whole number." })
    .int("The seed must be a whole number.")
    .min(0, "The seed must be zero or more.")
    .max(MAX_SEED, `The seed must be at most ${MAX_SEED}.`)
    .optional(),
);

export const VOICE_NOT_FOUND_MESSAGE = "That brand voice was not found.";

/** A saved brand voice's id (optional): the bios are written in that voice. */
export const voiceIdField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VOICE_NOT_FOUND_MESSAGE })
    .trim()
    .max(40, VOICE_NOT_FOUND_MESSAGE)
    .regex(/^[a-z0-9]+$/i, VOICE_NOT_FOUND_MESSAGE)
    .optional(),
);

export const AVOID_MESSAGE = `Send at most 3 bios to leave out, each under ${MAX_ORIGINAL_BIO_LENGTH} characters.`;

/** The bios on screen when the user asks again (optional): the new three repeat none of them. */
const avoidField = z.preprocess(
  blankToUndefined,
  z
    .array(z.string({ error: AVOID_MESSAGE }).max(MAX_ORIGINAL_BIO_LENGTH, AVOID_MESSAGE), { error: AVOID_MESSAGE })
    .max(3, AVOID_MESSAGE)
    .optional(),
);

/** `POST /api/bio/generate` and the generator form. */
export const generateBioSchema = z.object({
  description,
  tone: toneSchema,
  platform: platformSchema,
  seed: seedSchema,
  voiceId: voiceIdField,
  avoid: avoidField,
});
export type GenerateBioInput = z.infer<typeof generateBioSchema>;

/** `POST /api/bio/related-suggestions`: other takes on a bio the user already has. */
export const relatedSuggestionsSchema = z.object({
  originalBio: text(
    "Please send the bio to find related ideas for.",
    MAX_ORIGINAL_BIO_LENGTH,
    `Please keep the bio under ${MAX_ORIGINAL_BIO_LENGTH} characters.`,
  ),
  category: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "The category must be text." })
      .trim()
      .toLowerCase()
      .max(MAX_CATEGORY_LENGTH, `Please keep the category under ${MAX_CATEGORY_LENGTH} characters.`)
      .default("general"),
  ),
  tone: toneSchema,
  count: z.preprocess(
    blankToUndefined,
    z
      .number({ error: `The count must be a whole number from 1 to ${MAX_RELATED_COUNT}.` })
      .int(`The count must be a whole number from 1 to ${MAX_RELATED_COUNT}.`)
      .min(1, `The count must be a whole number from 1 to ${MAX_RELATED_COUNT}.`)
      .max(MAX_RELATED_COUNT, `The count must be a whole number from 1 to ${MAX_RELATED_COUNT}.`)
      .default(DEFAULT_RELATED_COUNT),
  ),
  seed: seedSchema,
});
export type RelatedSuggestionsInput = z.infer<typeof relatedSuggestionsSchema>;

/** `POST /api/bio/description-suggestions`: ideas to complete a description being typed. */
export const descriptionSuggestionsSchema = z.object({
  description: text(
    "Please enter a description to get suggestions.",
    MAX_DESCRIPTION_LENGTH,
    DESCRIPTION_TOO_LONG_MESSAGE,
  ),
});
export type DescriptionSuggestionsInput = z.infer<typeof descriptionSuggestionsSchema>;

// ── Bio history ─────────────────────────────────────────────────────────────

/** `GET /api/bios?q=&favorite=&page=`: a blank search means every bio. */
export const bioListSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_BIO_SEARCH, `Search for at most ${MAX_BIO_SEARCH} characters.`)
    .optional()
    .transform((q) => q || undefined),
  favorite: z
    .enum(["true", "false"], { error: "favorite must be true or false." })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  page: pageNumberSchema,
});
export type BioListInput = z.infer<typeof bioListSchema>;

/** Route parameter of `/api/bios/{id}`; anything malformed is simply not found. */
export const bioIdSchema = recordIdParamSchema(BIO_NOT_FOUND_MESSAGE);

/** `PATCH /api/bios/{id}`. */
export const bioFavoriteSchema = z.object({
  favorite: z.boolean({ error: "favorite must be true or false." }),
});
export type BioFavoriteInput = z.infer<typeof bioFavoriteSchema>;
