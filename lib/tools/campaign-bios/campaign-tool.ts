import "server-only";
import { AppError } from "@/lib/http/errors";
import { daysBetween } from "../dates";
import type { ToolDefinition } from "../run-tool";
import { composeCampaign, namesOffer } from "./compose-campaign";
import { CAMPAIGN_MESSAGES, type CampaignInput } from "./campaign.schema";

export const campaignTool: ToolDefinition<CampaignInput> = {
  id: "campaign-bio-generator",
  quota: "campaign",
  check: (input, ctx) => {
    if (input.endDate && daysBetween(ctx.today, input.endDate) < 0)
      throw new AppError("BAD_REQUEST", CAMPAIGN_MESSAGES.past);
  },
  compose: composeCampaign,
  brief: (input) =>
    `Write bios for a ${input.goal} campaign. Every bio names what is promoted exactly as given${input.endDate ? " and says when it ends (or when the event is)" : ""}, and closes with the call to action.`,
  facts: (input, ctx) => ({
    goal: input.goal,
    promoting: input.offer,
    brand: input.brand,
    startDate: input.startDate,
    endDate: input.endDate,
    today: ctx.today,
    audience: input.audience,
    callToAction: input.cta,
    linkText: input.linkText,
  }),
  keeps: (bio, input) => namesOffer(bio, input.offer),
  allowContact: true,
};
