import "@/lib/validation/zod-config";
import { z } from "zod";
import { graphemeLength } from "@/lib/bio/graphemes";
import { INDUSTRY_IDS } from "@/lib/hashtags/taxonomy";
import { frameFields } from "@/lib/tools/tool-fields";

// What the industry bio optimizer accepts: an industry of the picker and the bio as pasted
// (line breaks kept, control characters and markup dropped).

export const MAX_PASTED_BIO = 500;
const UNWANTED = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F<>{}[\]\\]/g;

export function cleanBio(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(UNWANTED, "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export const optimizeSchema = z.object({
  industry: z.enum(INDUSTRY_IDS, { error: "Please choose an industry from the list." }),
  bio: z
    .string({ error: "Please paste your bio." })
    .max(MAX_PASTED_BIO * 8, `Please keep your bio under ${MAX_PASTED_BIO} characters.`)
    .transform(cleanBio)
    .refine((s) => s !== "", "Please paste your bio.")
    .refine((s) => graphemeLength(s) <= MAX_PASTED_BIO, `Please keep your bio under ${MAX_PASTED_BIO} characters.`),
  ...frameFields,
});
export type OptimizeRequest = z.infer<typeof optimizeSchema>;
