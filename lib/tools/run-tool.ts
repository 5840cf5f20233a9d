import "server-only";
import { randomInt } from "node:crypto";
import type { Platform } from "@/lib/bio/types";
import { limitFor, type MeteredFeature } from "@/lib/config/plans";
import { AppError } from "@/lib/http/errors";
import { remaining, spend, type QuotaUser } from "@/lib/account/quota";
import { writeWithAi } from "./ai-writer";
import { resolveToday } from "./dates";
import type { ToolAnswer, ToolGroup } from "./tool-types";

// The one server-side run of any tool on the tool frame: the quota is spent first (one
// conditional UPDATE, so parallel requests cannot overspend), then the built-in composer
// writes, then a configured AI model may rewrite; any failure gives the use back.

/** What the frame adds to every tool's input (see `frameFields`). */
export interface FrameInput {
  platform: Platform;
  seed?: number | undefined;
  today?: string | undefined;
  locale?: string | undefined;
}

export interface ToolContext {
  platform: Platform;
  seed: number;
  /** The user's calendar day, "YYYY-MM-DD". */
  today: string;
  locale?: string | undefined;
}

export interface ToolDefinition<I extends FrameInput> {
  /** The registry id of the tool's page (lib/config/routes.ts). */
  id: string;
  /** The allowance one run spends (lib/config/plans.ts). */
  quota: MeteredFeature;
  /** Refuses input that cannot make sense on the user's date (an end date gone by), before anything is spent. */
  check?: (input: I, ctx: ToolContext) => void;
  /** The built-in engine: always answers, offline and deterministic for a seed. */
  compose: (input: I, ctx: ToolContext) => ToolGroup[];
  /** For the AI path: what the model is asked to do, in a sentence or two. Without it, only the composer writes. */
  brief?: (input: I, ctx: ToolContext) => string;
  /** The facts the model gets (quoted as data, never as instructions). */
  facts?: (input: I, ctx: ToolContext) => Record<string, string | undefined>;
  /** An AI bio that drops or changes what must survive (an offer, a code, a date) is not used. */
  keeps?: (bio: string, input: I, ctx: ToolContext) => boolean;
  /** The user's own link may appear in a bio. */
  allowContact?: boolean;
}

export async function runTool<I extends FrameInput>(
  tool: ToolDefinition<I>,
  { user, input, abortSignal, now = new Date() }: { user: QuotaUser; input: I; abortSignal?: AbortSignal; now?: Date },
): Promise<ToolAnswer> {
  const ctx: ToolContext = {
    platform: input.platform,
    seed: input.seed ?? randomInt(0, 2_147_483_647),
    today: resolveToday(input.today, now),
    locale: input.locale,
  };
  tool.check?.(input, ctx);
  const { refund } = await spend(user, tool.quota, now);

  let written: { groups: ToolGroup[]; engine: ToolAnswer["engine"] };
  try {
    const groups = tool.compose(input, ctx);
    if (groups.length === 0 || groups.some((g) => g.bios.length === 0)) {
      throw new AppError(
        "BAD_REQUEST",
        "We couldn't write bios from these details. Please shorten them and try again.",
      );
    }
    written = await writeWithAi(tool, input, ctx, groups, { abortSignal });
  } catch (error) {
    await refund().catch((refundError: unknown) =>
      console.error("[tools] quota refund failed", { tool: tool.id, userId: user.id, error: String(refundError) }),
    );
    throw error;
  }

  return {
    groups: written.groups,
    platform: ctx.platform,
    engine: written.engine,
    remaining: await remaining(user, tool.quota, now),
    limit: limitFor(user.subscriptionStatus, tool.quota),
  };
}
