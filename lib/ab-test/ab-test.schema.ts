import { z } from "zod";
import { MAX_VARIANTS, MIN_VARIANTS } from "./assign";

// The inputs of the A/B test API; the builder's form uses the same rules.

export const AB_TEST_KINDS = ["page", "sequential"] as const;
export type AbTestKind = (typeof AB_TEST_KINDS)[number];
export const MAX_TEST_NAME = 60;
/** A sequential test's bios go into the Instagram bio, which holds 150 characters. */
export const MAX_SEQUENTIAL_BIO = 150;

export const AB_MESSAGES = {
  kind: "Choose what to test: your page's bio or your Instagram bio.",
  variants: `Add ${MIN_VARIANTS} to ${MAX_VARIANTS} bios to compare.`,
  blank: "Each variant needs a bio.",
  same: "Each variant needs a different bio.",
  notFound: "That A/B test was not found.",
  variantNotFound: "That variant is not part of this test.",
  running: "This test has already ended.",
  noNext: "This was the last bio of the test. Stop the test to compare them.",
} as const;

export const createAbTestSchema = z.object({
  kind: z.enum(AB_TEST_KINDS, { message: AB_MESSAGES.kind }),
  name: z
    .string({ message: "The test's name must be text." })
    .trim()
    .max(MAX_TEST_NAME, `Test names can be ${MAX_TEST_NAME} characters at most.`)
    .optional(),
  variants: z
    .array(z.string({ message: AB_MESSAGES.blank }).max(2000, "Bios can be 2,000 characters at most."), {
      message: AB_MESSAGES.variants,
    })
    .min(MIN_VARIANTS, AB_MESSAGES.variants)
    .max(MAX_VARIANTS, AB_MESSAGES.variants),
});
export type CreateAbTestInput = z.infer<typeof createAbTestSchema>;

export const promoteSchema = z.object({
  variantId: z.string({ message: AB_MESSAGES.variantNotFound }).regex(/^[a-z0-9]{10,40}$/, AB_MESSAGES.variantNotFound),
});

export const abTestIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/) });
