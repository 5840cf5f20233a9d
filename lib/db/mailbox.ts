import "server-only";
import { db } from "./client";

export const mailSelect = { id: true, to: true, subject: true, text: true, createdAt: true } as const;

export async function storeMail({ to, subject, text }: { to: string; subject: string; text: string }) {
  await db.mailMessage.create({ data: { to, subject, text }, select: { id: true } });
}

export async function listMail({ to, take = 50 }: { to?: string; take?: number } = {}) {
  return db.mailMessage.findMany({
    where: to ? { to } : {},
    orderBy: { createdAt: "desc" },
    take,
    select: mailSelect,
  });
}
