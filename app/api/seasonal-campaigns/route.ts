import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { runTool } from "@/lib/tools/run-tool";
import { seasonalSchema } from "@/lib/tools/seasonal-campaigns/seasonal.schema";
import { seasonalTool } from "@/lib/tools/seasonal-campaigns/seasonal-tool";
import { TOOL_BURST, TOOL_BURST_MESSAGE } from "@/lib/tools/tool-limits";

// POST /api/seasonal-campaigns – angles and bios for up to three upcoming moments; spends one campaign bio
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(TOOL_BURST, viewer.id, TOOL_BURST_MESSAGE);
  const input = await parseJson(req, seasonalSchema, { maxBytes: 16 * 1024 });
  return json(await runTool(seasonalTool, { user: viewer, input, abortSignal: req.signal }));
});
