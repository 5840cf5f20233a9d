import "server-only";
import { createHash } from "node:crypto";
import type { ReactElement } from "react";
import { ImageResponse } from "next/og";
import { lru } from "@/lib/cache/lru";
import { ogFonts } from "./fonts";
import { OG } from "./theme";

// Link-preview images are made once and kept: in this process (a small LRU keyed by
// the content they show, so an edit makes a new one) and in shared caches for a day.

const cache = lru<string, Promise<Uint8Array>>(500);

export const OG_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** A stable key for what an image shows. */
export function contentKey(...parts: (string | null | undefined)[]): string {
  return createHash("sha256")
    .update(parts.map((p) => p ?? "").join("\u0000"))
    .digest("base64url");
}

async function renderPng(element: ReactElement): Promise<Uint8Array> {
  const response = new ImageResponse(element, { width: OG.width, height: OG.height, fonts: await ogFonts() });
  const png = new Uint8Array(await response.arrayBuffer());
  if (png.byteLength === 0) throw new Error("next/og rendered an empty image");
  return png;
}

/** The PNG for `key`, rendered by `build` the first time only. */
export function cachedPng(key: string, build: () => Promise<ReactElement>): Promise<Uint8Array> {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = build().then(renderPng);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

export function pngResponse(png: Uint8Array, cacheControl = OG_CACHE_CONTROL): Response {
  return new Response(png as BodyInit, {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.byteLength), "Cache-Control": cacheControl },
  });
}
