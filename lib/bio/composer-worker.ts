import { parentPort } from "node:worker_threads";
import { composeBios } from "./compose";
import type { BioRequest } from "./types";

// The composer on its own thread (lib/bio/composer-thread.ts): one request in, its bios out.

export type ComposerMessage = { id: number; req: BioRequest };
export type ComposerReply = { id: number; result: ReturnType<typeof composeBios> } | { id: number; error: string };

const port = parentPort;
port?.on("message", ({ id, req }: ComposerMessage) => {
  let reply: ComposerReply;
  try {
    reply = { id, result: composeBios(req) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
