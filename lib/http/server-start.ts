import "server-only";
import { installPeerRecording } from "./client-ip";
import { verifyRateLimitStore } from "./rate-limit";

/**
 * What a server process does before it answers requests (called from
 * instrumentation.ts): record each connection's own address before anything
 * reads it, and refuse to start on a Redis too old for the rate limiter.
 */
export async function prepareServer(): Promise<void> {
  installPeerRecording();
  try {
    await verifyRateLimitStore();
  } catch (error) {
    // Next logs an error thrown from instrumentation but goes on serving: stop here instead.
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
