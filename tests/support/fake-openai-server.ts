import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

// A small OpenAI-compatible chat-completions server on 127.0.0.1 (random port) for tests:
// it answers like Ollama, LM Studio or vLLM do, so the real provider code runs end to end
// without the network. Each test scripts the replies it needs.

export type FakeReply =
  /** A normal answer; JSON or SSE following the request's `stream` flag. */
  | { content: string; delayMs?: number; chunkSize?: number }
  /** An error status with an OpenAI-style error body. */
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Never answers; the client has to give up. */
  | { hang: true };

const chatRequestSchema = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.unknown() })),
  stream: z.boolean().optional(),
  response_format: z.unknown().optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

export interface FakeOpenAIServer {
  /** Base URL including /v1, as AI_BASE_URL would be set. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Requests whose connection the client closed before the answer was complete. */
  abortedCount: () => number;
  /** Replies are used in order; the last one repeats. A function sees each request. */
  respondWith: (...replies: (FakeReply | ((req: RecordedRequest) => FakeReply))[]) => void;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

async function writeSse(res: ServerResponse, model: string, content: string, size: number) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(model, { role: "assistant", content: "" }, null));
  for (let i = 0; i < content.length; i += size) {
    send(chunk(model, { content: content.slice(i, i + size) }, null));
    await sleep(1);
  }
  send(chunk(model, {}, "stop"));
  res.end("data: [DONE]\n\n");
}

export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  let replies: (FakeReply | ((req: RecordedRequest) => FakeReply))[] = [{ content: "" }];
  let aborted = 0;

  const server = createServer(async (req, res) => {
    let finished = false;
    res.on("finish", () => (finished = true));
    res.on("close", () => {
      if (!finished) aborted++;
    });

    const parsed = chatRequestSchema.safeParse(parseJson(await readBody(req)));
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions") || !parsed.success) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      return;
    }
    const recorded: RecordedRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body: parsed.data,
    };
    requests.push(recorded);
    const next = replies.length > 1 ? replies.shift() : replies[0];
    const reply = typeof next === "function" ? next(recorded) : (next ?? { content: "" });

    if ("hang" in reply) return;
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? `status ${reply.status}`, type: "server_error", code: null },
        }),
      );
      return;
    }
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    if (parsed.data.stream) {
      await writeSse(res, parsed.data.model, reply.content, reply.chunkSize ?? 8);
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(completion(parsed.data.model, reply.content)));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    abortedCount: () => aborted,
    respondWith: (...next) => {
      replies = next.length > 0 ? next : [{ content: "" }];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The JSON a model returns for the bio schema. */
export function biosJson(bios: string[]): string {
  return JSON.stringify({ bios });
}
