import { z } from "zod";

import { CONTACT_MESSAGE_MAX, CONTACT_REQUIRED_MESSAGE, CONTACT_SOURCES } from "./contact-copy";

// The contact form: email, country and source required, message optional.
// One message for every missing required field (CONTACT_REQUIRED_MESSAGE).

const SOURCE_VALUES = CONTACT_SOURCES.map((s) => s.value) as [string, ...string[]];

// NUL and other control characters (except tab and line breaks) are dropped before checks.
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

const required = (max: number) =>
  z
    .string({ error: CONTACT_REQUIRED_MESSAGE })
    .transform(clean)
    .pipe(z.string().trim().min(1, CONTACT_REQUIRED_MESSAGE).max(max, `Please keep this under ${max} characters.`));

export const contactSchema = z.object({
  email: required(254).pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.email({ error: "Please enter a valid email address." })),
  ),
  country: required(80),
  source: required(40).pipe(z.enum(SOURCE_VALUES, { error: CONTACT_REQUIRED_MESSAGE })),
  message: z
    .string({ error: "The message must be text." })
    .transform(clean)
    .pipe(
      z.string().trim().max(CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
    )
    .nullish()
    .transform((m) => m ?? ""),
});

export type ContactInput = z.infer<typeof contactSchema>;
