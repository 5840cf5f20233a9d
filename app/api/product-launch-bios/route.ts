import { launchSchema } from "@/lib/tools/product-launch/launch.schema";
import { launchTool } from "@/lib/tools/product-launch/launch-tool";
import { toolRoute } from "@/lib/tools/tool-route";

// POST /api/product-launch-bios – teaser, launch-day and after-launch bios for a product; spends one campaign generation
export const POST = toolRoute(launchSchema, launchTool);
