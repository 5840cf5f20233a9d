import "server-only";
import { storeMail } from "@/lib/db/mailbox";
import { env } from "@/lib/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps the mail in the dev
 * mailbox (admin dashboard) and prints it to the server log.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  await storeMail(mail);
  console.info(`[dev mailbox] To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
}
