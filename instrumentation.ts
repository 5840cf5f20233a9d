// Runs once in each server process before it answers requests (`next start`,
// `next dev`). NEXT_RUNTIME is set by Next itself, not configuration; the
// Node.js-only work lives in a module the Edge build never sees.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareServer } = await import("./lib/http/server-start");
  await prepareServer();
}
