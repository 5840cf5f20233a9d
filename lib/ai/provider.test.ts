import { Output, generateText, streamText } from "ai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type AiConfig, createModel, describeBackend, getModel, resetModelForTests, resolveBackend } from "./provider";
import { type FakeOpenAIServer, startFakeOpenAIServer } from "@/tests/support/fake-openai-server";

const base: AiConfig = { NODE_ENV: "production", AI_MODEL: "gpt-4o-mini" };

describe("resolveBackend", () => {
  it("uses no AI when nothing is configured", () => {
    expect(resolveBackend(base).kind).toBe("none");
  });

  it("uses OpenAI when OPENAI_API_KEY is set", () => {
    expect(resolveBackend({ ...base, OPENAI_API_KEY: "sk-test" })).toEqual({
      kind: "openai",
      apiKey: "sk-test",
      model: "gpt-4o-mini",
    });
  });

  it("prefers an OpenAI-compatible server and never sends it the OpenAI key", () => {
    const backend = resolveBackend({
      ...base,
      OPENAI_API_KEY: "sk-openai",
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_API_KEY: "ollama",
      AI_MODEL: "llama3.2",
    });
    expect(backend).toEqual({
      kind: "openai-compatible",
      baseURL: "http://localhost:11434/v1",
      apiKey: "ollama",
      model: "llama3.2",
    });
  });

  it("never reaches the network under test", () => {
    const test = { ...base, NODE_ENV: "test" } as const;
    expect(resolveBackend({ ...test, OPENAI_API_KEY: "sk-real" }).kind).toBe("none");
    expect(resolveBackend({ ...test, AI_BASE_URL: "https://api.example.com/v1" }).kind).toBe("none");
    expect(resolveBackend({ ...test, AI_BASE_URL: "http://127.0.0.1:9999/v1" }).kind).toBe("openai-compatible");
  });

  it("describes a backend without secrets", () => {
    const text = describeBackend(
      resolveBackend({ ...base, AI_BASE_URL: "http://user:pw@gpu-box:8000/v1?key=s3cret", AI_API_KEY: "k3y" }),
    );
    expect(text).toBe("openai-compatible gpu-box:8000 model gpt-4o-mini");
    expect(describeBackend(resolveBackend({ ...base, OPENAI_API_KEY: "sk-live" }))).not.toMatch(/sk-live/);
  });
});

describe("createModel", () => {
  it("builds a Responses-API model for OpenAI and a chat model for compatible servers", () => {
    const openai = createModel({ kind: "openai", apiKey: "sk-test", model: "gpt-4o-mini" });
    const compatible = createModel({ kind: "openai-compatible", baseURL: "http://127.0.0.1:1/v1", model: "m" });
    expect(typeof openai === "object" && openai?.provider).toMatch(/^openai/);
    expect(typeof compatible === "object" && compatible?.provider).toMatch(/^openai-compatible\.chat/);
    expect(createModel({ kind: "none", reason: "x" })).toBeNull();
  });
});

describe("getModel", () => {
  afterEach(() => resetModelForTests());

  it("answers null under test when nothing is injected", () => {
    expect(getModel("bio")).toBeNull();
    expect(getModel("suggestions")).toBeNull();
  });
});

describe("a compatible server over HTTP", () => {
  let server: FakeOpenAIServer;
  const schema = z.object({ bios: z.array(z.string()).length(3) });
  const answer = JSON.stringify({ bios: ["One ✨", "Two", "Three"] });

  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(() => server.close());

  const model = () =>
    createModel({ kind: "openai-compatible", baseURL: server.baseURL, apiKey: "local-key", model: "llama3.2" });

  it("speaks non-streaming JSON chat completions with a JSON schema", async () => {
    server.respondWith({ content: answer });
    const m = model();
    if (!m) throw new Error("no model");
    const { output } = await generateText({ model: m, prompt: "hi", output: Output.object({ schema }) });
    expect(output.bios).toEqual(["One ✨", "Two", "Three"]);
    const request = server.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer local-key");
    expect(request?.body.model).toBe("llama3.2");
    expect(request?.body.stream).toBeFalsy();
    expect(JSON.stringify(request?.body.response_format)).toMatch(/json_schema/);
  });

  it("speaks streaming SSE chat completions", async () => {
    server.respondWith({ content: answer, chunkSize: 5 });
    const m = model();
    if (!m) throw new Error("no model");
    const result = streamText({ model: m, prompt: "hi", output: Output.object({ schema }) });
    let text = "";
    for await (const delta of result.textStream) text += delta;
    expect(text).toBe(answer);
    expect((await result.output).bios).toHaveLength(3);
    expect(server.requests.at(-1)?.body.stream).toBe(true);
  });
});
