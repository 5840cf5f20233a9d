import "@/lib/validation/zod-config";
import { z } from "zod";
import { graphemeLength } from "@/lib/bio/graphemes";
import { optionalText, toolPlatformSchema } from "./tool-fields";

// Saving one bio from a tool's results into the user's saved bios.

export const MAX_SAVED_BIO = 1000;
export const SAVE_BIO_MESSAGE = "Please choose a bio to save.";
export const SAVE_TOOL_MESSAGE = "That tool does not exist.";

export const saveToolBioSchema = z.object({
  bio: z
    .string({ error: SAVE_BIO_MESSAGE })
    .max(MAX_SAVED_BIO * 4, SAVE_BIO_MESSAGE)
    .transform((s) => s.trim())
    .refine((s) => s !== "" && graphemeLength(s) <= MAX_SAVED_BIO, SAVE_BIO_MESSAGE),
  platform: toolPlatformSchema,
  tool: z.string({ error: SAVE_TOOL_MESSAGE }).max(80, SAVE_TOOL_MESSAGE),
  /** What the bio was for, e.g. the group's title ("Diwali", "Launch day"). */
  note: optionalText("a note", 120),
});

export type SaveToolBioInput = z.infer<typeof saveToolBioSchema>;
