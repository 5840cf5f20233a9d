import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { campaignSchema } from "@/lib/tools/campaign-bios/campaign.schema";
import { campaignTool } from "@/lib/tools/campaign-bios/campaign-tool";
import { runTool } from "@/lib/tools/run-tool";
import { TOOL_BURST, TOOL_BURST_MESSAGE } from "@/lib/tools/tool-limits";

// POST /api/campaign-bios – bios for a campaign's goal, offer, dates and call to action; spends one campaign bio
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(TOOL_BURST, viewer.id, TOOL_BURST_MESSAGE);
  const input = await parseJson(req, campaignSchema, { maxBytes: 16 * 1024 });
  return json(await runTool(campaignTool, { user: viewer, input, abortSignal: req.signal }));
});
