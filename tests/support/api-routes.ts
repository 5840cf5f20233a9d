import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const API_DIR = path.join(ROOT, "app/api");
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export interface ApiRoute {
  /** e.g. "app/api/profile/[username]/route.ts" */
  file: string;
  /** The URL path with each dynamic segment as `[name]` or `[...name]`. */
  pattern: string;
  /** Dynamic segments in order; `catchAll` ones take a list of segments. */
  segments: { name: string; catchAll: boolean }[];
  /** Query names the handler reads by name (`searchParams.get("q")`). */
  queryNames: string[];
  /** True when the source reads the query string at all. */
  readsQuery: boolean;
  /** The HTTP methods the file exports. */
  methods: (typeof HTTP_METHODS)[number][];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every API route handler file under app/api, read from the file tree (a new handler is included by itself). */
export function listApiRoutes(): ApiRoute[] {
  return walk(API_DIR)
    .sort()
    .map((full) => {
      const source = readFileSync(full, "utf8");
      const dirs = path.relative(path.join(ROOT, "app"), path.dirname(full)).split(path.sep);
      const segments = dirs
        .map((d) => /^\[(\.\.\.)?([^\]]+)\]$/.exec(d))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ name: m[2]!, catchAll: Boolean(m[1]) }));
      // `req.nextUrl.searchParams.get("q")`, or `params.get("q")` on a copy of it (never `headers.get`).
      const queryNames = [...source.matchAll(/\b(?:searchParams|params|query)\.get(?:All)?\(\s*"([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\bas\\s+${m}\\b`).test(
          source,
        ),
      );
      return {
        file: path.relative(ROOT, full),
        pattern: `/${dirs.join("/")}`,
        segments,
        queryNames: [...new Set(queryNames)],
        readsQuery: /searchParams|nextUrl/.test(source),
        methods,
      };
    });
}

export async function loadRouteModule(route: ApiRoute): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ path.join(ROOT, route.file))) as Record<string, unknown>;
}
