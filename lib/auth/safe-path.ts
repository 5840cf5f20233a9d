import { href } from "@/lib/config/paths";

/** A same-origin path for `callbackUrl`, or the fallback. Refuses `//x`, `/\x` and absolute URLs. */
export function safePath(value: string | null | undefined, fallback = href("home")): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://same.origin");
    if (url.origin !== "http://same.origin") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
