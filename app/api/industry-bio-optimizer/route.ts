import { optimizeSchema } from "@/lib/industry/industry.schema";
import { industryTool } from "@/lib/tools/industry-bio-optimizer/industry-tool";
import { toolRoute } from "@/lib/tools/tool-route";

// POST /api/industry-bio-optimizer – a bio checked against what strong bios in an industry carry, then rewritten; spends one industry optimization
export const POST = toolRoute(optimizeSchema, industryTool);
