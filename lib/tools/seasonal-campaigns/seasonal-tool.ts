import "server-only";
import { momentByKey } from "@/lib/moments/upcoming";
import type { MomentOccurrence } from "@/lib/moments/moment-types";
import { AppError } from "@/lib/http/errors";
import { daysBetween } from "../dates";
import type { ToolContext, ToolDefinition } from "../run-tool";
import { composeSeasonal } from "./compose-seasonal";
import { SEASONAL_MESSAGES, type SeasonalInput } from "./seasonal.schema";

/** The chosen moments, soonest first; an unknown or past one is a 400. */
function resolveMoments(input: SeasonalInput, ctx: ToolContext): MomentOccurrence[] {
  return input.moments
    .map((key) => {
      const moment = momentByKey(key);
      if (!moment) throw new AppError("BAD_REQUEST", SEASONAL_MESSAGES.unknown);
      if (daysBetween(ctx.today, moment.date) < 0) throw new AppError("BAD_REQUEST", SEASONAL_MESSAGES.past);
      return moment;
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

export const seasonalTool: ToolDefinition<SeasonalInput> = {
  id: "seasonal-campaigns",
  quota: "campaign",
  check: (input, ctx) => void resolveMoments(input, ctx),
  compose: (input, ctx) => composeSeasonal(input, resolveMoments(input, ctx), ctx),
  brief: () =>
    "Write seasonal campaign bios: each group is one moment (a festival, holiday or shopping day). Tie the business to the moment and its date. Mention an offer only if one is given, exactly as given.",
  facts: (input, ctx) => ({
    business: input.business,
    brand: input.brand,
    offer: input.offer,
    today: ctx.today,
    moments: resolveMoments(input, ctx)
      .map((m) => `${m.name} on ${m.date}`)
      .join("; "),
  }),
  keeps: (bio, input) => !input.offer || bio.includes(input.offer.replace(/[.!]+$/u, "")),
};
