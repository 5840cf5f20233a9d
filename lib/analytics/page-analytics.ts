// The browser side of first-party analytics. Events are queued and sent in small
// batches with fetch keepalive (sendBeacon when the page is hidden); nothing here is
// ever awaited by the page. A batch the server did not take (offline, 429, 5xx) is
// sent again after growing pauses, and as a beacon if the page goes away meanwhile;
// only after the last try is it dropped, with a log line.

export const EVENTS_ENDPOINT = "/api/analytics/events";
export const DISCOVERY_ENDPOINT = "/api/analytics/track-feature-discovery";
const SESSION_KEY = "biostudio:analytics-session";
const PAGE_COUNT_KEY = "biostudio:page-count";
const USAGE_KEY = "biostudio:feature-usage";
const FLUSH_DELAY_MS = 400;
const MAX_BATCH = 20;

export type EventMetadata = Record<string, string | number | boolean | null>;

export interface PageEvent {
  name: string;
  path: string;
  category?: string;
  label?: string;
  value?: number;
  metadata?: EventMetadata;
}

export type NamedEvent = "bio_generated" | "template_viewed" | "feature_used";

/** The default variants after any passed ones; at most 8. */
export const DEFAULT_VARIANTS = ["Mobile View", "Desktop View", "Feature Overview", "Getting Started", "User Guide"];

export function pageVariants(passed: string[] = []): string[] {
  const seen = new Set<string>();
  for (const v of [...passed, ...DEFAULT_VARIANTS]) {
    const clean = v.trim();
    if (clean && !seen.has(clean)) seen.add(clean);
  }
  return [...seen].slice(0, 8);
}

export function slug(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_]+/g, "-")
      .replace(/-+/g, "-")
      .slice(0, 60) || "unknown"
  );
}

/** Virtual page paths (tracking only; docs/product.md#tracking). */
export const virtualPath = {
  bioGenerator: (type: string, style: string) => `/bio-generator/${slug(type)}-${slug(style)}`,
  template: (category: string, id: string) => `/templates/${slug(category)}/${slug(id)}`,
  feature: (feature: string, action: string) => `/features/${slug(feature)}/${slug(action)}`,
  section: (section: string, item?: string) => (item ? `/${slug(section)}/${slug(item)}` : `/${slug(section)}`),
  journey: (kind: string, step: string | number) => `/${slug(kind)}-journey/${slug(String(step))}`,
};

function storage(kind: "local" | "session"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

let memorySession: string | null = null;

export function analyticsSessionId(): string {
  const store = storage("session");
  try {
    const existing = store?.getItem(SESSION_KEY) ?? memorySession;
    if (existing) return existing;
  } catch {
    // fall through to a fresh id
  }
  const id = (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, "");
  memorySession = id;
  try {
    store?.setItem(SESSION_KEY, id);
  } catch {
    // kept in memory only
  }
  return id;
}

/** Pages seen in this browser (the "page count" sent with page events). */
export function countPage(): number {
  const store = storage("local");
  try {
    const next = Number(store?.getItem(PAGE_COUNT_KEY) ?? "0") + 1;
    store?.setItem(PAGE_COUNT_KEY, String(next));
    return next;
  } catch {
    return 1;
  }
}

const queue: PageEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Pauses before each new try of a batch the server did not take; after the last, it is dropped. */
export const SEND_RETRY_DELAYS_MS = [1_000, 4_000, 15_000] as const;

const retrying = new Map<number, { url: string; payload: string; timer: ReturnType<typeof setTimeout> }>();
let retryIds = 0;

function send(url: string, body: unknown, beacon: boolean) {
  deliver(url, JSON.stringify(body), beacon, 0);
}

function deliver(url: string, payload: string, beacon: boolean, attempt: number) {
  try {
    if (beacon && typeof navigator !== "undefined" && navigator.sendBeacon) {
      if (navigator.sendBeacon(url, new Blob([payload], { type: "application/json" }))) return;
    }
    void fetch(url, {
      method: "POST",
      body: payload,
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
    }).then(
      (res) => {
        // 429 and 5xx (a full queue, a database restarting) are worth another try; 4xx are not.
        if (res.status === 429 || res.status >= 500) retryLater(url, payload, attempt, res.headers.get("Retry-After"));
      },
      () => retryLater(url, payload, attempt, null),
    );
  } catch {
    retryLater(url, payload, attempt, null);
  }
}

function retryLater(url: string, payload: string, attempt: number, retryAfter: string | null) {
  const planned = SEND_RETRY_DELAYS_MS[attempt];
  if (planned === undefined) {
    console.debug("analytics not sent after retries", { url });
    return;
  }
  const asked = Number(retryAfter) * 1000;
  const delay = Number.isFinite(asked) && asked > planned ? asked : planned;
  const id = (retryIds += 1);
  const timer = setTimeout(() => {
    retrying.delete(id);
    deliver(url, payload, false, attempt + 1);
  }, delay);
  retrying.set(id, { url, payload, timer });
}

/** The page is going away: batches waiting for a retry leave now, as beacons (their last try). */
function sendRetriesNow() {
  for (const [id, waiting] of retrying) {
    clearTimeout(waiting.timer);
    retrying.delete(id);
    deliver(waiting.url, waiting.payload, true, SEND_RETRY_DELAYS_MS.length);
  }
}

export function flushEvents(beacon = false) {
  if (timer) clearTimeout(timer);
  timer = null;
  if (beacon) sendRetriesNow();
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    send(EVENTS_ENDPOINT, { sessionId: analyticsSessionId(), events }, beacon);
  }
}

export function queueEvent(event: PageEvent) {
  if (typeof window === "undefined") return;
  if (!listening) {
    listening = true;
    window.addEventListener("pagehide", () => flushEvents(true));
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flushEvents(true);
    });
  }
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushEvents();
  else timer ??= setTimeout(() => flushEvents(), FLUSH_DELAY_MS);
}

/** bio_generated, template_viewed, feature_used: a category, a label and value 1. */
export function trackEvent(
  name: NamedEvent,
  { category, label, value = 1, path }: { category: string; label: string; value?: number; path?: string },
) {
  queueEvent({
    name,
    path: path ?? (typeof location === "undefined" ? "/" : location.pathname),
    category,
    label,
    value,
  });
}

/** A virtual page view (e.g. /templates/fashion/t1 or /onboarding-journey/3). */
export function trackVirtualPage(path: string, title?: string) {
  queueEvent({ name: "virtual_page_view", path, category: "virtual", ...(title ? { label: title } : {}) });
}

export function trackJourney(kind: string, step: string | number) {
  trackVirtualPage(virtualPath.journey(kind, step), `${kind} journey`);
}

export interface FeatureUsage {
  count: number;
  firstUsedAt: string;
  lastUsedAt: string;
}

export function featureUsageHistory(): Record<string, FeatureUsage> {
  try {
    const raw = storage("local")?.getItem(USAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, FeatureUsage>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Counts a use of a feature in the browser's history, sends feature_used, and
 * reports the first use as a discovery (POST /api/analytics/track-feature-discovery).
 */
export function recordFeatureUse(feature: string, discoveryMethod: string, label = feature): number {
  const history = featureUsageHistory();
  const now = new Date().toISOString();
  const key = slug(feature);
  const entry = history[key] ?? { count: 0, firstUsedAt: now, lastUsedAt: now };
  entry.count += 1;
  entry.lastUsedAt = now;
  history[key] = entry;
  try {
    storage("local")?.setItem(USAGE_KEY, JSON.stringify(history));
  } catch {
    // history not kept
  }
  trackEvent("feature_used", { category: key, label, path: virtualPath.feature(key, discoveryMethod) });
  if (entry.count === 1) {
    send(
      DISCOVERY_ENDPOINT,
      {
        feature: key,
        discoveryMethod: slug(discoveryMethod),
        usageCount: entry.count,
        sessionId: analyticsSessionId(),
        timestamp: now,
      },
      false,
    );
  }
  return entry.count;
}
