import "@/lib/validation/zod-config";
import { z } from "zod";
import { dateField, frameFields, optionalText } from "../tool-fields";

// The promo tool's input. The offer is kept exactly as typed: the bios repeat the number and
// the code character for character.

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export const CURRENCIES = { INR: "₹", USD: "$", GBP: "£", EUR: "€" } as const;
export type Currency = keyof typeof CURRENCIES;
export const URGENCIES = ["gentle", "standard", "high"] as const;
export type Urgency = (typeof URGENCIES)[number];

export const PROMO_MESSAGES = {
  percent: "Please enter the discount as a percentage from 1 to 100, like 20.",
  amount: "Please enter the discount as an amount, like 500 or 9.99.",
  code: "Please use only letters, numbers, - and _ in the code (up to 20).",
  endDate: "Please choose the date the offer ends.",
  past: "The end date has passed. Please choose today or a later date.",
  kind: "Please choose a percentage or an amount off.",
} as const;

const PERCENT = /^(?:100|[1-9]\d?(?:\.\d{1,2})?|0\.\d{1,2})$/;
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export const promoSchema = z
  .object({
    kind: z.enum(DISCOUNT_KINDS, { error: PROMO_MESSAGES.kind }),
    value: z
      .union([z.string().max(40), z.number()], { error: PROMO_MESSAGES.amount })
      .transform((v) => String(v).trim().replace(/%$/, "").trim()),
    currency: z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]).catch("USD"),
    code: z.preprocess(
      (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
      z
        .string({ error: PROMO_MESSAGES.code })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,20}$/, PROMO_MESSAGES.code)
        .optional(),
    ),
    endDate: dateField(PROMO_MESSAGES.endDate),
    urgency: z.enum(URGENCIES).catch("standard"),
    business: optionalText("what you sell", 40),
    appliesTo: optionalText("what the offer covers", 40),
    ...frameFields,
  })
  .superRefine((input, ctx) => {
    const ok =
      input.kind === "percent"
        ? PERCENT.test(input.value)
        : AMOUNT.test(input.value) && Number(input.value.replace(",", ".")) > 0;
    if (!ok) ctx.addIssue({ code: "custom", path: ["value"], message: PROMO_MESSAGES[input.kind] });
  });

export type PromoInput = z.infer<typeof promoSchema>;

/** "20% off" or "₹500 off", the number exactly as typed. */
export function offerText(input: Pick<PromoInput, "kind" | "value" | "currency">): string {
  return input.kind === "percent" ? `${input.value}% off` : `${CURRENCIES[input.currency]}${input.value} off`;
}

/** The part of the offer every bio must carry: "20%" or "₹500". */
export function offerAmount(input: Pick<PromoInput, "kind" | "value" | "currency">): string {
  return input.kind === "percent" ? `${input.value}%` : `${CURRENCIES[input.currency]}${input.value}`;
}
