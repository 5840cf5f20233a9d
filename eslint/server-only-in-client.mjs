// ESLint rule: a "use client" module must not reach, directly or through other
// modules, a module that starts with `import "server-only"`. Everything a client
// module imports is bundled for the browser, so such an import would ship server
// code (secrets, the database client) to the browser or break the build late.
// Type-only imports are erased and "use server" modules travel as references, so
// the walk skips both.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
const SERVER_ONLY = /^\s*import\s+["']server-only["']/m;
const USE_SERVER = /^\s*["']use server["']/;
// Static imports and re-exports with a source, and dynamic import().
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The file an import names, for "@/…" and relative specifiers; null for packages. */
function resolve(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** `import { type A, type B } from "x"` is erased like `import type`. */
function onlyTypes(clause) {
  const named = clause?.trim().match(/^\{([\s\S]*)\}$/);
  if (!named) return false;
  const names = named[1]
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith("type "));
}

// Kept across files of one run; an editor's long-lived ESLint rereads a file that changed.
const sources = new Map();
function read(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = sources.get(file);
  if (cached?.mtime === mtime) return cached.text;
  const text = fs.readFileSync(file, "utf8");
  sources.set(file, { mtime, text });
  return text;
}

/** The chain of files from `file` to a server-only module, or null. */
function serverOnlyChain(file, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = read(file);
  if (SERVER_ONLY.test(text)) return [file];
  if (USE_SERVER.test(text)) return null;
  for (const m of text.matchAll(IMPORT)) {
    if (m[1] || onlyTypes(m[2])) continue;
    const next = resolve(m[3] ?? m[4], file);
    const chain = next && serverOnlyChain(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

export const serverOnlyInClient = {
  meta: {
    type: "problem",
    docs: { description: 'A "use client" module must not import a server-only module, directly or indirectly.' },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
    if (!isClient) return {};
    const check = (node, specifier) => {
      if (specifier === "server-only") {
        context.report({ node, message: 'A "use client" module cannot import "server-only".' });
        return;
      }
      const target = resolve(specifier, context.filename);
      const chain = target && serverOnlyChain(target, new Set([context.filename]));
      if (chain) {
        const via = chain.map((f) => path.relative(ROOT, f)).join(" → ");
        context.report({ node, message: `This "use client" module reaches a server-only module: ${via}.` });
      }
    };
    const typeOnly = (node) =>
      node.importKind === "type" ||
      node.exportKind === "type" ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
    return {
      ImportDeclaration(node) {
        if (!typeOnly(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && !typeOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal" && typeof node.source.value === "string") check(node, node.source.value);
      },
    };
  },
};
