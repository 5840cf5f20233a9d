// Runs once in each server process before it answers requests (`next start`,
// `next dev`). NEXT_RUNTIME is set by Next itself, not configuration.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerRecording } = await import("./lib/http/client-ip");
  const { verifyRateLimitStore } = await import("./lib/http/rate-limit");
  // Record each connection's own address before anything reads it (rate limits).
  installPeerRecording();
  try {
    await verifyRateLimitStore();
  } catch (error) {
    // Next logs an error thrown here but goes on serving: a Redis too old for
    // the limiter must stop the start instead.
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
