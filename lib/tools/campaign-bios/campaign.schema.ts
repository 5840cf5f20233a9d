import "@/lib/validation/zod-config";
import { z } from "zod";
import { frameFields, optionalDate, optionalText, requiredText } from "../tool-fields";

// The campaign generator's input: a goal, what is promoted (kept word for word), its dates,
// who it is for, the call to action and the link text.

export const GOALS = ["awareness", "sales", "signups", "event"] as const;
export type Goal = (typeof GOALS)[number];

export const GOAL_LABELS: Record<Goal, string> = {
  awareness: "Awareness",
  sales: "Sales",
  signups: "Sign-ups",
  event: "Event",
};

export const CAMPAIGN_MESSAGES = {
  goal: "Please choose a goal: awareness, sales, sign-ups or event.",
  endDate: "Please choose a valid end date.",
  startDate: "Please choose a valid start date.",
  eventDate: "Please choose the date of your event.",
  order: "The campaign can't end before it starts. Please check the dates.",
  past: "The end date has passed. Please choose today or a later date.",
} as const;

export const campaignSchema = z
  .object({
    goal: z.enum(GOALS, { error: CAMPAIGN_MESSAGES.goal }),
    offer: requiredText("what you're promoting", 60),
    brand: optionalText("your business name", 40),
    startDate: optionalDate(CAMPAIGN_MESSAGES.startDate),
    endDate: optionalDate(CAMPAIGN_MESSAGES.endDate),
    audience: optionalText("your audience", 40),
    cta: optionalText("the call to action", 30),
    linkText: optionalText("the link text", 40),
    ...frameFields,
  })
  .superRefine((input, ctx) => {
    if (input.goal === "event" && !input.endDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: CAMPAIGN_MESSAGES.eventDate });
    }
    if (input.startDate && input.endDate && input.startDate > input.endDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: CAMPAIGN_MESSAGES.order });
    }
  });

export type CampaignInput = z.infer<typeof campaignSchema>;
