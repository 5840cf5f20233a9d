import "server-only";
import { AppError } from "@/lib/http/errors";
import { daysBetween } from "../dates";
import type { ToolDefinition } from "../run-tool";
import { composePromo, keepsPromo } from "./compose-promo";
import { PROMO_MESSAGES, offerText, type PromoInput } from "./promo.schema";

export const promoTool: ToolDefinition<PromoInput> = {
  id: "promo-bios",
  quota: "campaign",
  check: (input, ctx) => {
    if (daysBetween(ctx.today, input.endDate) < 0) throw new AppError("BAD_REQUEST", PROMO_MESSAGES.past);
  },
  compose: composePromo,
  brief: () =>
    "Write promotional bios for a sale. Every bio states the discount and the code exactly as given, and says when the offer ends.",
  facts: (input, ctx) => ({
    offer: offerText(input),
    code: input.code,
    appliesTo: input.appliesTo,
    business: input.business,
    endDate: input.endDate,
    today: ctx.today,
    urgency: input.urgency,
  }),
  keeps: keepsPromo,
};
