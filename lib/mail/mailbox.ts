import "server-only";
import { ADMIN_MAILBOX_SIZE } from "@/lib/admin/admin.schema";
import { listMail } from "@/lib/db/mailbox";
import { env } from "@/lib/env";

/** Shown instead of a link that carries a secret token, to anyone but the mail's recipient. */
export const HIDDEN_LINK = "[link hidden: only its recipient may see it]";

const TOKEN_LINK = /\S*[?&]token=\S+/g;

/**
 * A mail as another account may see it: links carrying a token (password
 * reset) are replaced, since whoever holds one can take over the recipient's
 * account. The recipient sees their own mail unchanged.
 */
export function redactMailFor<T extends { to: string; text: string }>(mail: T, viewerEmail: string): T {
  if (mail.to.toLowerCase() === viewerEmail.toLowerCase()) return mail;
  return { ...mail, text: mail.text.replace(TOKEN_LINK, HIDDEN_LINK) };
}

/** The dev mailbox exists only outside production (a production server mails through SMTP_URL or not at all). */
export function devMailboxExists(): boolean {
  return env.NODE_ENV !== "production";
}

/** The latest dev-mailbox mails as an administrator may read them; null in production. */
export async function devMailboxFor(viewerEmail: string) {
  if (!devMailboxExists()) return null;
  const messages = await listMail({ take: ADMIN_MAILBOX_SIZE });
  return messages.map((mail) => redactMailFor(mail, viewerEmail));
}
