// Instagram, Facebook, TikTok and other apps open links in their own small
// browser, where people are not signed in to anything and purchases fail more
// often. For links set to "open in the phone's browser", the redirect answers
// Android's in-app browsers with an intent URL (the system opens the default
// browser) and iOS's with a page that offers Safari (the x-safari-https scheme
// of iOS 17 and later, with written steps for older versions). Everyone else
// gets the plain redirect.

export type InAppApp = "instagram" | "facebook" | "tiktok" | "threads" | "linkedin" | "snapchat" | "line";

const APPS: { app: InAppApp; pattern: RegExp }[] = [
  { app: "instagram", pattern: /\bInstagram\b/ },
  { app: "threads", pattern: /\bBarcelona\b/ },
  { app: "facebook", pattern: /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/ },
  { app: "tiktok", pattern: /musical_ly|\btrill_|BytedanceWebview|\bTikTok\b/i },
  { app: "linkedin", pattern: /\bLinkedInApp\b/ },
  { app: "snapchat", pattern: /\bSnapchat\b/ },
  { app: "line", pattern: /\bLine\/\d/ },
];

export type DeviceOs = "android" | "ios" | "other";

export interface InAppBrowser {
  app: InAppApp;
  os: DeviceOs;
}

function osOf(userAgent: string): DeviceOs {
  if (/\bAndroid\b/.test(userAgent)) return "android";
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return "ios";
  return "other";
}

/** The app whose built-in browser sent this user agent, or null for a real browser. */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  const match = APPS.find(({ pattern }) => pattern.test(userAgent));
  return match ? { app: match.app, os: osOf(userAgent) } : null;
}

export const APP_NAMES: Record<InAppApp, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  threads: "Threads",
  linkedin: "LinkedIn",
  snapchat: "Snapchat",
  line: "LINE",
};

/**
 * Android: an intent URL with no package, so the system opens the person's
 * default browser; the fallback is the address itself.
 */
export function androidIntentUrl(target: string): string {
  const url = new URL(target);
  const scheme = url.protocol.replace(":", "");
  const rest = `${url.host}${url.pathname}${url.search}`;
  return `intent://${rest}#Intent;scheme=${scheme};action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;S.browser_fallback_url=${encodeURIComponent(target)};end`;
}

/** iOS 17+: Safari opens an x-safari-https:// (or x-safari-http://) address. */
export function safariUrl(target: string): string {
  return `x-safari-${target}`;
}

export type EscapePlan =
  | { kind: "redirect"; location: string }
  | { kind: "android-intent"; location: string }
  | { kind: "ios-page"; safari: string; target: string; app: InAppApp };

/** How the redirect answers a visitor, given the link's setting and the visitor's browser. */
export function escapePlan(target: string, openInBrowser: boolean, userAgent: string | null | undefined): EscapePlan {
  const inApp = openInBrowser ? detectInAppBrowser(userAgent) : null;
  if (inApp?.os === "android") return { kind: "android-intent", location: androidIntentUrl(target) };
  if (inApp?.os === "ios") return { kind: "ios-page", safari: safariUrl(target), target, app: inApp.app };
  return { kind: "redirect", location: target };
}
