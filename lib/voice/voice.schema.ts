import "@/lib/validation/zod-config";
import { z } from "zod";
import { cleanBio } from "@/lib/industry/industry.schema";
import { requiredText, toolPlatformSchema } from "@/lib/tools/tool-fields";

// What the brand voice generator accepts: sample posts or bios (each a separate entry or one
// text with blank lines between samples) and what the user does, for the bios.

export const MAX_SAMPLES_TEXT = 5000;
export const SAMPLES_MESSAGE = "Please paste at least one post or bio of 40 characters or more.";

export const voiceSchema = z.object({
  samples: z
    .string({ error: SAMPLES_MESSAGE })
    .max(MAX_SAMPLES_TEXT * 4, `Please keep your samples under ${MAX_SAMPLES_TEXT} characters.`)
    .transform((s) =>
      s
        .replace(/\r\n?/g, "\n")
        .split(/\n\s*\n/)
        .map(cleanBio)
        .filter(Boolean),
    )
    .refine((list) => list.join("").length >= 40, SAMPLES_MESSAGE)
    .refine(
      (list) => list.join("\n").length <= MAX_SAMPLES_TEXT,
      `Please keep your samples under ${MAX_SAMPLES_TEXT} characters.`,
    ),
  about: requiredText("what you do", 100),
  platform: toolPlatformSchema,
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
});
export type VoiceRequest = z.infer<typeof voiceSchema>;
