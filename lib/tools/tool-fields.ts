import "@/lib/validation/zod-config";
import { z } from "zod";
import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORMS } from "@/lib/bio/types";

// Field schemas shared by every tool's input: cleaned text, dates, the platform, the seed and
// what the frame adds to each request (the browser's date and locale). Importable by forms.

// Control characters, markup brackets and template braces never belong in a bio.
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F<>{}[\]\\]/g;

/** Trims, drops unwanted characters and collapses every run of whitespace to one space. */
export function cleanLine(value: string): string {
  return value.replace(UNWANTED, "").replace(/\s+/g, " ").trim();
}

const fits = (max: number) => (s: string) => s.length <= max || graphemeLength(s) <= max;

/** A required one-line text field: "Please enter …" when blank, "Please keep … under N characters." when long. */
export function requiredText(name: string, max: number) {
  return z
    .string({ error: `Please enter ${name}.` })
    .max(max * 8, `Please keep ${name} under ${max} characters.`)
    .transform(cleanLine)
    .refine((s) => s !== "", `Please enter ${name}.`)
    .refine(fits(max), `Please keep ${name} under ${max} characters.`);
}

/** An optional one-line text field: null, "" and blanks are "not given" (undefined). */
export function optionalText(name: string, max: number) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && cleanLine(v) === "") ? undefined : v),
    z
      .string({ error: `Please enter ${name} as text.` })
      .max(max * 8, `Please keep ${name} under ${max} characters.`)
      .transform(cleanLine)
      .refine(fits(max), `Please keep ${name} under ${max} characters.`)
      .optional(),
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as "YYYY-MM-DD" (what a date input sends), checked to exist. */
export function dateField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((s) => ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), message);
}

export const optionalDate = (message: string) =>
  z.preprocess((v) => (v === null || v === "" ? undefined : v), dateField(message).optional());

export const TOOL_PLATFORM_MESSAGE = `Please choose a platform: ${PLATFORMS.join(", ")}.`;

export const toolPlatformSchema = z.preprocess(
  (v) => (v === null || v === "" || v === undefined ? "instagram" : v),
  z.enum(PLATFORMS, { error: TOOL_PLATFORM_MESSAGE }),
);

/** Fields the frame sends with every tool's input. */
export const frameFields = {
  platform: toolPlatformSchema,
  /** A regenerate sends a new seed; the same seed gives the same built-in bios. */
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
  /** The browser's own date, so "ends tomorrow" is the user's tomorrow (checked against the server's clock). */
  today: dateField("today").optional().catch(undefined),
  /** The browser's language, for how dates are written ("Nov 30" or "30 Nov"). */
  locale: z
    .string()
    .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/)
    .max(35)
    .optional()
    .catch(undefined),
};
