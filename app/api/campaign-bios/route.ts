import { campaignSchema } from "@/lib/tools/campaign-bios/campaign.schema";
import { campaignTool } from "@/lib/tools/campaign-bios/campaign-tool";
import { toolRoute } from "@/lib/tools/tool-route";

// POST /api/campaign-bios – bios for a campaign's goal, offer, dates and call to action; spends one campaign generation
export const POST = toolRoute(campaignSchema, campaignTool);
