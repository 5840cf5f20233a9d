import "@/lib/validation/zod-config";
import { z } from "zod";
import { cleanBio } from "@/lib/industry/industry.schema";
import { requiredText, toolPlatformSchema } from "@/lib/tools/tool-fields";

// What the brand voice generator accepts: sample posts or bios (each a separate entry or one
// text with blank lines between samples) and what the user does, for the bios.

export const MAX_SAMPLES_TEXT = 5000;
export const SAMPLES_MESSAGE = "Please paste at least one post or bio of 40 characters or more.";

const samples = z
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
  );

export const voiceSchema = z.object({
  samples,
  about: requiredText("what you do", 100),
  platform: toolPlatformSchema,
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
});
export type VoiceRequest = z.infer<typeof voiceSchema>;

// ── Saved voices ────────────────────────────────────────────────────────────

export const MAX_VOICE_NAME = 60;
export const MAX_SAVED_VOICES = 20;

export const VOICE_MESSAGES = {
  notFound: "That brand voice was not found.",
  tooMany: `You can keep up to ${MAX_SAVED_VOICES} brand voices. Please delete one first.`,
} as const;

const voiceName = requiredText("a name for the voice", MAX_VOICE_NAME);

/** `POST /api/brand-voices`: the samples are measured again on the server, so a saved voice is always a measure. */
export const saveVoiceSchema = z.object({ name: voiceName, samples });
export type SaveVoiceInput = z.infer<typeof saveVoiceSchema>;

export const renameVoiceSchema = z.object({ name: voiceName });

/** Route id and the generator's `voiceId`: anything malformed is simply not found. */
export const voiceIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+$/i);
export const voiceParams = z.object({ id: voiceIdSchema });
