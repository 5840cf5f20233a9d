import "server-only";
import type { z } from "zod";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { runTool, type FrameInput, type ToolDefinition } from "./run-tool";

// Bursts are limited apart from the monthly allowance, for every tool on the frame: it stops a
// script hammering the engine, including on unlimited plans.
const TOOL_BURST = { name: "tool-generate", max: 30, windowMs: 60 * 1000 };
const TOOL_BURST_MESSAGE = "You're generating bios very quickly. Please wait a moment and try again.";

/** The POST handler of a tool on the frame: session, burst limit, zod, then `runTool`. */
export function toolRoute<S extends z.ZodType<FrameInput>>(schema: S, tool: ToolDefinition<z.infer<S>>) {
  return withAuth(async (req, { viewer }) => {
    await enforceRateLimit(TOOL_BURST, viewer.id, TOOL_BURST_MESSAGE);
    const input = await parseJson(req, schema, { maxBytes: 16 * 1024 });
    return json(await runTool(tool, { user: viewer, input, abortSignal: req.signal }));
  });
}
