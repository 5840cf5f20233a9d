import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { promoSchema } from "@/lib/tools/promo-bios/promo.schema";
import { promoTool } from "@/lib/tools/promo-bios/promo-tool";
import { runTool } from "@/lib/tools/run-tool";
import { TOOL_BURST, TOOL_BURST_MESSAGE } from "@/lib/tools/tool-limits";

// POST /api/promo-bios – bios for a sale that state the offer and code exactly as entered; spends one campaign bio
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(TOOL_BURST, viewer.id, TOOL_BURST_MESSAGE);
  const input = await parseJson(req, promoSchema, { maxBytes: 16 * 1024 });
  return json(await runTool(promoTool, { user: viewer, input, abortSignal: req.signal }));
});
