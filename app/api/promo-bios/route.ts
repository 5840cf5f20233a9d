import { promoSchema } from "@/lib/tools/promo-bios/promo.schema";
import { promoTool } from "@/lib/tools/promo-bios/promo-tool";
import { toolRoute } from "@/lib/tools/tool-route";

// POST /api/promo-bios – bios for a sale that state the offer and code exactly as entered; spends one campaign generation
export const POST = toolRoute(promoSchema, promoTool);
