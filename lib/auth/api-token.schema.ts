import "@/lib/validation/zod-config";
import { z } from "zod";

// Personal API tokens managed in account settings: the form and the API share these.

export const API_TOKEN_NAME_MAX = 50;
/** A soft cap on live tokens per person: enough for every script and integration. */
export const API_TOKENS_MAX = 25;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Please give the token a name.",
  nameTooLong: `Token names have at most ${API_TOKEN_NAME_MAX} characters.`,
  nameInvalid: "The name contains characters we can't use.",
  tooMany: `You have ${API_TOKENS_MAX} tokens already. Revoke one you no longer use first.`,
  notFound: "We couldn't find that token.",
  revoked: "The token has been revoked. Apps using it can no longer sign in with it.",
} as const;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong)
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), API_TOKEN_MESSAGES.nameInvalid),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

/** The route segment: a malformed id is simply not found. */
export const apiTokenIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/) });

/** One token as its owner sees it (dates as ISO strings on the wire). */
export interface ApiTokenView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
}
