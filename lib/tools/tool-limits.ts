// Bursts are limited apart from the monthly allowance, for every tool on the frame: it stops a
// script hammering the engine, including on unlimited plans.
export const TOOL_BURST = { name: "tool-generate", max: 30, windowMs: 60 * 1000 };
export const TOOL_BURST_MESSAGE = "You're generating bios very quickly. Please wait a moment and try again.";
