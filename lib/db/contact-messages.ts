import "server-only";
import { cache } from "react";
import { db } from "./client";
import { isUniqueViolation } from "./errors";

// Messages sent through the contact form, read by admins in the inbox.

export const contactMessageSelect = {
  id: true,
  email: true,
  country: true,
  source: true,
  message: true,
  readAt: true,
  createdAt: true,
} as const;

/**
 * Stores a message once per fingerprint: a double submit (same content within
 * the dedupe window) finds the first row and reports `created: false`.
 */
export async function createContactMessage({
  email,
  country,
  source,
  message,
  fingerprint,
  userId,
}: {
  email: string;
  country: string;
  source: string;
  message: string;
  fingerprint: string;
  userId?: string | null;
}): Promise<{ id: string; created: boolean }> {
  try {
    const row = await db.contactMessage.create({
      data: { email, country, source, message, fingerprint, userId: userId ?? null },
      select: { id: true },
    });
    return { id: row.id, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await db.contactMessage.findUnique({ where: { fingerprint }, select: { id: true } });
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}

/** The inbox, newest first, with the unread count. */
export const listContactMessages = cache(async ({ take = 50 }: { take?: number } = {}) => {
  const [messages, unread, total] = await Promise.all([
    db.contactMessage.findMany({ orderBy: { createdAt: "desc" }, take, select: contactMessageSelect }),
    db.contactMessage.count({ where: { readAt: null } }),
    db.contactMessage.count(),
  ]);
  return { messages, unread, total };
});

/** Marks one message read or unread; null when there is no such message. */
export async function setContactMessageRead({ id, read }: { id: string; read: boolean }) {
  const { count } = await db.contactMessage.updateMany({
    where: { id },
    data: { readAt: read ? new Date() : null },
  });
  if (count === 0) return null;
  return db.contactMessage.findUnique({ where: { id }, select: contactMessageSelect });
}
