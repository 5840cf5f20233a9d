import { createHash } from "node:crypto";
import type { ContactInput } from "./contact.schema";

/** Two identical messages within one 10-minute window count as one (a double submit). */
export const CONTACT_DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export function contactFingerprint(input: ContactInput, at: Date = new Date()): string {
  const bucket = Math.floor(at.getTime() / CONTACT_DEDUPE_WINDOW_MS);
  const normalized = [input.email, input.country, input.source, input.message]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, " "))
    .join("\u0001");
  return createHash("sha256").update(`${normalized}\u0001${bucket}`).digest("hex");
}
