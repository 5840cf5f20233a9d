import { z } from "zod";

// `GET /api/templates?category=&q=&premium=`: every parameter optional; an unknown
// category simply matches nothing, a bad premium flag is a 400.

const premiumFlag = z
  .enum(["true", "false", "1", "0"], { message: "premium must be true or false." })
  .transform((value) => value === "true" || value === "1");

export const templateListSchema = z.object({
  category: z.string().trim().max(60, "That category is too long.").optional(),
  q: z.string().trim().max(200, "Search text can be at most 200 characters.").optional(),
  premium: premiumFlag.optional(),
});
export type TemplateListInput = z.infer<typeof templateListSchema>;

// Catalogue ids are kebab-case slugs; anything else (NUL bytes included, which PostgreSQL
// refuses in text) is simply not found, without a database round trip.
export const templateIdSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,120}$/, "Template not found."),
});

export const TEMPLATE_NOT_FOUND_MESSAGE = "Template not found.";
export const PREMIUM_TEMPLATE_MESSAGE = "This is a Premium template. Upgrade to Premium to use all premium templates.";
