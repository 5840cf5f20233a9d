// Runs once in each server process before it answers requests (`next start`,
// `next dev`). NEXT_RUNTIME is set by Next itself, not configuration; the
// Node.js-only work lives in modules the Edge build never sees (the database
// drivers could not run there).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Each request's socket address is recorded; a Redis too old for the limiter stops the start.
  const { prepareServer } = await import("./lib/http/server-start");
  await prepareServer();
  // Queued events are written before a graceful stop.
  (await import("./lib/track/flush-on-shutdown")).flushEventsOnShutdown();
  const { prepareAdministration } = await import("./lib/admin/startup");
  try {
    await prepareAdministration();
  } catch (error) {
    // The database may be down at start: the app still starts and answers 503 until it is back.
    console.error("[admin setup] Skipped:", error instanceof Error ? error.message : String(error));
  }
}
