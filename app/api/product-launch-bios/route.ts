import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { launchSchema } from "@/lib/tools/product-launch/launch.schema";
import { launchTool } from "@/lib/tools/product-launch/launch-tool";
import { runTool } from "@/lib/tools/run-tool";
import { TOOL_BURST, TOOL_BURST_MESSAGE } from "@/lib/tools/tool-limits";

// POST /api/product-launch-bios – teaser, launch-day and after-launch bios for a product; spends one campaign bio
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(TOOL_BURST, viewer.id, TOOL_BURST_MESSAGE);
  const input = await parseJson(req, launchSchema, { maxBytes: 16 * 1024 });
  return json(await runTool(launchTool, { user: viewer, input, abortSignal: req.signal }));
});
