import fc from "fast-check";
import { expect } from "vitest";
import { callRoute, type RouteHandler, type RouteParams } from "./call-route";

// Hostile values a handler must answer with a 4xx: wrong types, huge strings, prototype keys, NUL bytes, emoji.
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
export async function fuzzJsonEndpoint<P extends RouteParams = Record<string, string>>(
  handler: RouteHandler<P>,
  options: { fields: string[]; headers?: Record<string, string>; runs?: number; params?: P },
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

/** Control characters (NUL first: PostgreSQL refuses it in text): always 400, never a query. */
export const CONTROL_VALUES = ["\u0000", "a\u0000b", "\u0000\u0000", "\u0001", "x\u001fy", "\u007f", "\u0085", "a\nb"];

/** Hostile values that are not control characters: any 2xx or 4xx, never a 5xx. */
const ODD_VALUES = [
  "",
  " ",
  "%00",
  "\ud800",
  "😀👩🏽‍💻🇮🇳".repeat(50),
  "x".repeat(10_000),
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "-1",
  "1e309",
  "ＡＢＣ",
];

// Any string, with control characters among them.
const anyString = fc.string({ unit: "binary", maxLength: 40 });
const hasControl = (v: string) => /\p{Cc}/u.test(v);

/**
 * Throws hostile route parameters and query values at one handler, one value at a time
 * (the other parameters plausible). Control characters must be refused with 400 before
 * anything reads them; everything else must answer below 500 with `{ message }` on errors.
 */
export async function fuzzAddress(
  handler: RouteHandler<RouteParams>,
  target: {
    method: string;
    path: string;
    segments: { name: string; catchAll: boolean }[];
    queryNames: string[];
    headers?: Record<string, string>;
    runs?: number;
  },
) {
  const plausible = (catchAll: boolean) => (catchAll ? ["session"] : "abcdefghij12");
  const base = Object.fromEntries(target.segments.map((s) => [s.name, plausible(s.catchAll)]));
  const slots = [
    ...target.segments.map((s) => ({ kind: "param" as const, name: s.name, catchAll: s.catchAll })),
    ...target.queryNames.map((name) => ({ kind: "query" as const, name, catchAll: false })),
  ];

  async function attempt(slot: (typeof slots)[number], value: string) {
    const params: RouteParams = { ...base };
    let query = "";
    if (slot.kind === "param") params[slot.name] = slot.catchAll ? [value] : value;
    else query = `?${new URLSearchParams({ [slot.name]: value })}`;
    const res = await callRoute(handler, {
      method: target.method,
      path: `${target.path}${query}`,
      params,
      headers: target.headers,
      rawBody: target.method === "GET" || target.method === "DELETE" ? undefined : "{}",
    });
    const what = `${target.method} ${target.path} ${slot.kind} ${slot.name}=${JSON.stringify(value.slice(0, 30))}`;
    if (hasControl(value)) {
      expect(res.status, `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
      expect(typeof res.body.message, what).toBe("string");
    } else {
      assertSafe(res, what);
    }
  }

  for (const slot of slots) {
    for (const value of [...CONTROL_VALUES, ...ODD_VALUES]) await attempt(slot, value);
    await fc.assert(
      fc.asyncProperty(anyString, (value) => attempt(slot, value)),
      { numRuns: target.runs ?? 10 },
    );
  }
}
