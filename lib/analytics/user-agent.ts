import Bowser from "bowser";

// Device, browser and operating system of a visit, read once when the event is recorded
// (bowser, a maintained MIT-licensed parser), so dashboards never parse user agents.

export type DeviceKind = "phone" | "tablet" | "desktop" | "other";

export interface UserAgentParts {
  device: DeviceKind;
  browser: string;
  os: string;
}

export const UNKNOWN = "unknown";

const DEVICE_OF: Record<string, DeviceKind> = { mobile: "phone", tablet: "tablet", desktop: "desktop" };

/** Names kept short and stable: a dashboard groups by them. */
function clean(name: string | undefined): string {
  const value = (name ?? "").trim().slice(0, 40);
  return value || UNKNOWN;
}

export function parseUserAgent(userAgent: string | null | undefined): UserAgentParts {
  if (!userAgent) return { device: "other", browser: UNKNOWN, os: UNKNOWN };
  const parsed = Bowser.parse(userAgent);
  return {
    device: DEVICE_OF[parsed.platform.type ?? ""] ?? "other",
    browser: clean(parsed.browser.name),
    os: clean(parsed.os.name),
  };
}
