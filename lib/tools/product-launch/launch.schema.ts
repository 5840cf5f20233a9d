import "@/lib/validation/zod-config";
import { z } from "zod";
import { dateField, frameFields, optionalText, requiredText } from "../tool-fields";

// The product launch tool's input. The product's name and its price are kept as typed.

export const LAUNCH_MESSAGES = {
  launchDate: "Please choose the launch date.",
  past: "The launch date has passed. Please choose today or a later date.",
  price: "Please enter the price as you sell it, like ₹1,499 or $29.",
} as const;

export const launchSchema = z.object({
  product: requiredText("the product's name", 40),
  whatsNew: requiredText("what is new", 70),
  launchDate: dateField(LAUNCH_MESSAGES.launchDate),
  price: optionalText("the price", 20).refine((p) => p === undefined || /\d/.test(p), LAUNCH_MESSAGES.price),
  preorder: z.boolean().catch(false),
  linkText: optionalText("the link text", 40),
  ...frameFields,
});

export type LaunchInput = z.infer<typeof launchSchema>;
