// Next.js calls register() once when a server starts.
export async function register() {
  // Node.js only (NEXT_RUNTIME is set by Next itself): queued events are written before a graceful stop.
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("./lib/track/flush-on-shutdown")).flushEventsOnShutdown();
}
