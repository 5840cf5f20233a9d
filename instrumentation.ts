// Runs once when a server process starts (`next start`, `next dev`), before it answers requests.
export async function register() {
  // Next.js sets NEXT_RUNTIME and removes the branch for the edge runtime at build time, which the
  // database drivers could not run in; it is read here, not through lib/env.ts, for that reason.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Queued events are written before a graceful stop.
  (await import("@/lib/track/flush-on-shutdown")).flushEventsOnShutdown();
  const { prepareAdministration } = await import("@/lib/admin/startup");
  try {
    await prepareAdministration();
  } catch (error) {
    // The database may be down at start: the app still starts and answers 503 until it is back.
    console.error("[admin setup] Skipped:", error instanceof Error ? error.message : String(error));
  }
}
