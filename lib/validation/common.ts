import "@/lib/validation/zod-config";
import { z } from "zod";

// Shapes several endpoints accept alike.

/** `?page=` of a paged list: a whole number from 1, 1 when absent. */
export const pageNumberSchema = z.coerce
  .number({ error: "The page must be a number." })
  .int("The page must be a whole number.")
  .min(1, "Pages start at 1.")
  .max(100_000, "That page does not exist.")
  .default(1);

/** A route's `{id}` parameter; anything malformed is simply not found (`message`). */
export function recordIdParamSchema(message: string) {
  return z.object({ id: z.string().trim().min(1, message).max(64, message) });
}
