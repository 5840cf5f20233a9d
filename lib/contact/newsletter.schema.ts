import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .max(254, "That email address is too long.")
    .pipe(z.email({ error: "Please enter a valid email address." })),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
