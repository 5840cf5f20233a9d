import { seasonalSchema } from "@/lib/tools/seasonal-campaigns/seasonal.schema";
import { seasonalTool } from "@/lib/tools/seasonal-campaigns/seasonal-tool";
import { toolRoute } from "@/lib/tools/tool-route";

// POST /api/seasonal-campaigns – angles and bios for up to three upcoming moments; spends one campaign generation
export const POST = toolRoute(seasonalSchema, seasonalTool);
