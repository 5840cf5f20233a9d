import fc from "fast-check";
import { expect } from "vitest";
import { callRoute } from "./call-route";

type Handler = Parameters<typeof callRoute>[0];

// Hostile values QUALITY.md names: wrong types, huge strings, prototype keys, NUL bytes, emoji.
const nasty = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant("\u0000\u0000"),
  fc.constant("😀👩🏽‍💻🇮🇳".repeat(50)),
  fc.constant("<script>alert(1)</script>"),
  fc.constant("x".repeat(1_000_000)),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/**
 * Throws hostile bodies at a JSON endpoint: every answer must be a 2xx or a
 * 4xx with `{ message }`, never a 5xx.
 */
export async function fuzzJsonEndpoint(
  handler: Handler,
  options: { fields: string[]; headers?: Record<string, string>; runs?: number; params?: Record<string, string> },
) {
  const raw = ["{", "not json", "[]", "null", '"text"', '{"a":', "\u0000", "{}".padEnd(2_000_000, " ")];
  for (const rawBody of raw) {
    const res = await callRoute(handler, { rawBody, headers: options.headers, params: options.params });
    assertSafe(res, `raw body ${JSON.stringify(rawBody.slice(0, 20))}`);
  }
  const protoBody = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${options.fields
    .map((f) => `"${f}":"a"`)
    .join(",")}}`;
  assertSafe(
    await callRoute(handler, { rawBody: protoBody, headers: options.headers, params: options.params }),
    "proto",
  );
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

  await fc.assert(
    fc.asyncProperty(fc.record(Object.fromEntries(options.fields.map((f) => [f, nasty]))), async (body) => {
      const res = await callRoute(handler, { body, headers: options.headers, params: options.params });
      assertSafe(res, JSON.stringify(body).slice(0, 120));
    }),
    { numRuns: options.runs ?? 40 },
  );
}

function assertSafe(res: { status: number; body: Record<string, unknown> }, what: string) {
  expect(res.status, `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.body.message, what).toBe("string");
    expect(String(res.body.message)).not.toMatch(/\bat .+\(.+:\d+:\d+\)|prisma|sqlite|postgres/i);
  }
}
