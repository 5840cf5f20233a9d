import { z } from "zod";
import { toneSchema } from "@/lib/bio/generate.schema";
import { graphemeLength } from "@/lib/bio/graphemes";

// `POST /api/bio/share`: description, tone, generatedBio. A share id is
// 16 URL-safe characters from 12 random bytes (96 bits): unguessable, short to paste.

export const MAX_SHARED_BIO = 300;
export const MAX_SHARED_DESCRIPTION = 2_000;
export const SHARE_NOT_FOUND_MESSAGE = "That shared bio was not found.";

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (s: string) => s.replace(CONTROL_CHARS, "").trim();

export const shareBioSchema = z.object({
  description: z
    .string({ error: "Please send the description the bio was made from." })
    .transform(clean)
    .refine((s) => s.length <= MAX_SHARED_DESCRIPTION, "Please keep the description under 2,000 characters.")
    .default(""),
  tone: toneSchema,
  generatedBio: z
    .string({ error: "Please send the bio to share." })
    .transform(clean)
    .refine((s) => s !== "", "Please send the bio to share.")
    .refine((s) => graphemeLength(s) <= MAX_SHARED_BIO, `A shared bio can be at most ${MAX_SHARED_BIO} characters.`),
});
export type ShareBioInput = z.infer<typeof shareBioSchema>;

export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export function isShareId(value: string): boolean {
  return SHARE_ID_PATTERN.test(value);
}

export const shareIdParamsSchema = z.object({ id: z.string().regex(SHARE_ID_PATTERN) });
