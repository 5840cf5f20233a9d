import { PLATFORM_LIMITS, PLATFORM_NAMES, PLATFORMS, type Platform } from "@/lib/bio/types";

export { PLATFORM_NAMES };

/** The platforms a bio can be checked for, with their names and limits, in menu order. */
export const PLATFORM_OPTIONS = PLATFORMS.map((id) => ({ id, name: PLATFORM_NAMES[id], limit: PLATFORM_LIMITS[id] }));

export function isPlatform(value: unknown): value is Platform {
  return typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);
}
