import "server-only";
import { storeMail } from "@/lib/db/mailbox";
import { env } from "@/lib/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How mail leaves the app: SMTP when SMTP_URL is set; otherwise, outside
 * production only, the dev mailbox (admin dashboard and server log). A
 * production server without SMTP_URL sends no mail at all.
 */
export type MailDelivery = "smtp" | "dev-mailbox" | "none";

export function mailDelivery(): MailDelivery {
  if (env.SMTP_URL) return "smtp";
  return env.NODE_ENV === "production" ? "none" : "dev-mailbox";
}

export class MailUnavailableError extends Error {
  constructor() {
    super("No mail was sent: SMTP_URL is not set on this production server.");
  }
}

export async function sendMail(mail: Mail): Promise<void> {
  const delivery = mailDelivery();
  if (delivery === "none") throw new MailUnavailableError();
  if (delivery === "smtp") {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  await storeMail(mail);
  console.info(`[dev mailbox] To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
}
