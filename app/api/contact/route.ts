import { after } from "next/server";
import { createContactMessage } from "@/lib/db/contact-messages";
import { env } from "@/lib/env";
import { handle, optionalViewerId } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { clientIp, enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { sendMail } from "@/lib/mail/send-mail";
import { contactFingerprint } from "@/lib/contact/contact-fingerprint";
import { CONTACT_SOURCES, CONTACT_SUCCESS_MESSAGE } from "@/lib/contact/contact-copy";
import { contactSchema } from "@/lib/contact/contact.schema";

const LIMIT = { name: "contact", max: 10, windowMs: 60 * 60 * 1000 };

// POST /api/contact – store a contact message (a double submit is stored once) and mail support
export const POST = handle(async (req) => {
  await enforceRateLimit(LIMIT, clientIp(req), "You've sent several messages already. Please try again later.");
  const input = await parseJson(req, contactSchema, { maxBytes: 16 * 1024 });
  const viewerId = await optionalViewerId(req);
  const { id, created } = await createContactMessage({
    ...input,
    fingerprint: contactFingerprint(input),
    userId: viewerId,
  });
  if (created) {
    // The visitor's answer does not wait for the mail server; a mail failure is logged, the message is kept.
    const mail = () =>
      sendMail({
        to: env.SUPPORT_EMAIL,
        subject: `Contact form: ${input.email}`,
        text: [
          `From: ${input.email}`,
          `Country: ${input.country}`,
          `Heard about us via: ${CONTACT_SOURCES.find((s) => s.value === input.source)?.label ?? input.source}`,
          "",
          input.message || "(no message)",
        ].join("\n"),
      }).catch((error: unknown) => console.error("Contact mail failed", { id, error: String(error) }));
    try {
      after(mail);
    } catch {
      // Outside a request scope (scripts, tests): send before answering.
      await mail();
    }
  }
  return json({ id, message: CONTACT_SUCCESS_MESSAGE }, created ? 201 : 200);
});
