import "server-only";
import { isbot } from "isbot";
import { isCrawler } from "@/lib/analytics/crawler";
import { countryFromHeaders } from "@/lib/analytics/country";
import { pruneRawEventsNowAndThen } from "@/lib/analytics/retention";
import { parseUserAgent } from "@/lib/analytics/user-agent";
import { authSecret } from "@/lib/auth/secret";
import { insertLinkEventsWithRollups, type AnalyticsLinkEventRow } from "@/lib/db/analytics-rollups";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { createWriteQueue, holdShutdownUntil } from "@/lib/track/write-queue";
import { visitorHash } from "./visitor";

// Views of link-in-bio pages and clicks on their links. Bots and link-preview
// fetchers are not counted (a maintained list, isbot, plus our own), visitors
// are a daily-salted hash (visitor.ts), and the write never delays the answer.

const MAX_USER_AGENT = 400;

/** Not a person: a crawler, a preview fetcher, or a browser prefetching the page. */
export function isNotAVisit(req: Request): boolean {
  const agent = req.headers.get("user-agent");
  if (isCrawler(agent) || isbot(agent)) return true;
  const purpose = req.headers.get("sec-purpose") ?? req.headers.get("purpose") ?? "";
  return /prefetch|prerender/i.test(purpose) || req.method === "HEAD";
}

function referrerHost(req: Request, ownHost: string): string | null {
  const referrer = req.headers.get("referer");
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost ? host.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** The visitor's hash for today (visitor.ts); it also picks their A/B test variant. */
export function requestVisitorHash(req: Request): string {
  const userAgent = (req.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  return visitorHash({ ip: clientIp(req), userAgent, secret: authSecret });
}

export function eventRow(
  req: Request,
  event: { pageId: string; linkId: string | null; kind: "view" | "click"; variantId?: string | null },
  hash: string = requestVisitorHash(req),
) {
  const userAgent = (req.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  const row: AnalyticsLinkEventRow = {
    ...event,
    variantId: event.variantId ?? null,
    visitorHash: hash,
    referrer: referrerHost(req, new URL(req.url).hostname.toLowerCase()),
    // Only from a header the operator's proxy sets (COUNTRY_HEADER, TRUST_PROXY): else unknown.
    country: countryFromHeaders(req.headers, { header: env.COUNTRY_HEADER, trustedProxies: env.TRUST_PROXY }),
    userAgent: userAgent || null,
    ...parseUserAgent(userAgent),
    createdAt: new Date(),
  };
  return row;
}

// Events and their daily totals are written in one transaction; old raw events are pruned now and then.
const queue = createWriteQueue<AnalyticsLinkEventRow>("link-events", async (rows) => {
  await insertLinkEventsWithRollups(rows);
  pruneRawEventsNowAndThen();
});

/**
 * Counts a view or click without delaying the answer; the server waits for the write before
 * a graceful stop. A full queue skips the count rather than the visitor's page or redirect.
 */
export function recordLinkEvent(row: AnalyticsLinkEventRow): void {
  if (queue.enqueue(row)) holdShutdownUntil(queue.written());
}

/** Writes every queued view and click now (tests). */
export const flushLinkEvents = () => queue.flush();
