import "server-only";
import { AppError } from "@/lib/http/errors";
import { daysBetween } from "../dates";
import type { ToolDefinition } from "../run-tool";
import { composeLaunch } from "./compose-launch";
import { LAUNCH_MESSAGES, type LaunchInput } from "./launch.schema";

export const launchTool: ToolDefinition<LaunchInput> = {
  id: "product-launch",
  quota: "campaign",
  check: (input, ctx) => {
    if (daysBetween(ctx.today, input.launchDate) < 0) throw new AppError("BAD_REQUEST", LAUNCH_MESSAGES.past);
  },
  compose: composeLaunch,
  brief: () =>
    "Write product launch bios in three groups: a teaser before the launch date, launch day, and after the launch. Keep the product name and the price exactly as given.",
  facts: (input, ctx) => ({
    product: input.product,
    whatsNew: input.whatsNew,
    launchDate: input.launchDate,
    today: ctx.today,
    price: input.price,
    preorder: input.preorder ? "pre-orders are open" : undefined,
    linkText: input.linkText,
  }),
  keeps: (bio, input) => bio.includes(input.product.replace(/[.!]+$/u, "")),
  allowContact: true,
};
