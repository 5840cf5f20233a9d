import "server-only";
import { composeOptimized } from "@/lib/industry/compose-optimized";
import { industryName } from "@/lib/industry/industry-names";
import type { OptimizeRequest } from "@/lib/industry/industry.schema";
import type { ToolDefinition } from "../run-tool";

const numbers = (text: string) => text.match(/\d[\d,.]*/g) ?? [];

/** The industry bio optimizer on the tool runner: one "industry" use per run. */
export const industryTool: ToolDefinition<OptimizeRequest> = {
  id: "industry-bio-optimizer",
  quota: "industry",
  compose: composeOptimized,
  allowContact: true,
  brief: (input) =>
    `Rewrite the user's bio so it reads as a strong ${industryName(input.industry)} bio: clear role, niche keywords, a call to action and a contact route. Keep every fact from the bio; never invent a number, a credential, an award or a client.`,
  facts: (input) => ({ industry: industryName(input.industry), bio: input.bio }),
  // A number the user never wrote is invented proof.
  keeps: (bio, input) => numbers(bio).every((n) => input.bio.includes(n)),
};
