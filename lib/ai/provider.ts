import "server-only";

import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

// The one place that decides which model answers a use case. Everything that wants a model
// asks `getModel`; a null answer means "no AI configured: use the built-in composer".

export type AiUseCase = "bio" | "suggestions";

export interface AiConfig {
  NODE_ENV: "development" | "test" | "production";
  OPENAI_API_KEY?: string | undefined;
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL: string;
}

export type AiBackend =
  | { kind: "none"; reason: string }
  | { kind: "openai-compatible"; baseURL: string; apiKey?: string | undefined; model: string }
  | { kind: "openai"; apiKey: string; model: string };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

function isLoopback(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Which backend the configuration names. A base URL wins over an OpenAI key: whoever set it
 * pointed us at their own server on purpose. Under test only a loopback server is allowed,
 * so a developer's real key in the environment can never make a test reach the network.
 */
export function resolveBackend(config: AiConfig): AiBackend {
  const model = config.AI_MODEL;
  if (config.AI_BASE_URL) {
    if (config.NODE_ENV === "test" && !isLoopback(config.AI_BASE_URL)) {
      return { kind: "none", reason: "non-loopback AI_BASE_URL ignored under test" };
    }
    return { kind: "openai-compatible", baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model };
  }
  if (config.OPENAI_API_KEY) {
    if (config.NODE_ENV === "test") return { kind: "none", reason: "OpenAI is never called under test" };
    return { kind: "openai", apiKey: config.OPENAI_API_KEY, model };
  }
  return { kind: "none", reason: "no AI provider configured" };
}

/** A model for a backend; chat completions for compatible servers (Ollama, LM Studio, vLLM). */
export function createModel(backend: AiBackend): LanguageModel | null {
  switch (backend.kind) {
    case "none":
      return null;
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: backend.baseURL.replace(/\/+$/, ""),
        apiKey: backend.apiKey,
        // Ollama, LM Studio and vLLM accept json_schema response formats; servers that do
        // not still get the schema in the prompt, and the answer is validated either way.
        supportsStructuredOutputs: true,
      }).chatModel(backend.model);
    case "openai":
      return createOpenAI({ apiKey: backend.apiKey })(backend.model);
  }
}

// The same model serves both use cases today; the parameter keeps callers honest about why
// they want one, so a cheaper model for suggestions is a change here only.
const cache = new Map<AiUseCase, LanguageModel | null>();
let testOverride: { model: LanguageModel | null } | undefined;

export function getModel(useCase: AiUseCase): LanguageModel | null {
  if (testOverride) return testOverride.model;
  if (!cache.has(useCase)) cache.set(useCase, createModel(resolveBackend(env)));
  return cache.get(useCase) ?? null;
}

/** Test hook: every `getModel` call answers `model` (null: no AI) until `resetModelForTests`. */
export function setModelForTests(model: LanguageModel | null): void {
  if (env.NODE_ENV !== "test") throw new Error("setModelForTests is only available under test");
  testOverride = { model };
}

export function resetModelForTests(): void {
  testOverride = undefined;
  cache.clear();
}

/** Short, secret-free description of the configured backend, for logs and health checks. */
export function describeBackend(backend: AiBackend = resolveBackend(env)): string {
  switch (backend.kind) {
    case "none":
      return `none (${backend.reason})`;
    case "openai-compatible": {
      // Only the host: a base URL may carry credentials in its user-info or query.
      const host = URL.canParse(backend.baseURL) ? new URL(backend.baseURL).host : "invalid URL";
      return `openai-compatible ${host} model ${backend.model}`;
    }
    case "openai":
      return `openai model ${backend.model}`;
  }
}
