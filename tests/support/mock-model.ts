import { MockLanguageModelV4 } from "ai/test";

// @ai-sdk/provider is not a direct dependency; the mock's own signature gives the type.
type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

/** A model's whole answer, as the AI SDK's mock returns it. */
export function modelAnswer(text: string): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 10, text: 10, reasoning: 0 },
    },
    warnings: [],
  };
}

/** A model that always answers `text`. */
export const mockModel = (text: string) => new MockLanguageModelV4({ doGenerate: async () => modelAnswer(text) });
