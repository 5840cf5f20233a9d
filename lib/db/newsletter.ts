import "server-only";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

/** Adds an email to the newsletter; signing up twice is harmless. */
export async function subscribeToNewsletter({ email }: { email: string }): Promise<{ created: boolean }> {
  try {
    await db.newsletterSubscriber.create({ data: { email }, select: { id: true } });
    return { created: true };
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
}
