import { UNKNOWN } from "./user-agent";

// How raw events become daily totals (docs/decisions/006-analytics-rollups.md). Pure:
// the database layer supplies each event's owner and local day and which visitors are new
// for their day, and writes the increments this returns in the same transaction as the events.

export const DIMENSIONS = ["referrer", "country", "device", "browser", "os"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type RollupSource = "page" | "share" | "bio";

export interface RollupKey {
  userId: string;
  source: RollupSource;
  /** "total" or one of DIMENSIONS */
  dimension: "total" | Dimension;
  day: string;
  subjectId: string;
  linkId: string;
  value: string;
}

export interface RollupCounts {
  views: number;
  clicks: number;
  conversions: number;
  created: number;
  uniqueViews: number;
  uniqueClicks: number;
}

export type RollupRow = RollupKey & RollupCounts;

/** A link-in-bio view or click, with what the database layer knows about its page's owner. */
export interface PageEventFact {
  userId: string;
  day: string;
  pageId: string;
  linkId: string | null;
  kind: "view" | "click";
  referrer: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
}

/** A visitor's first view of a page (linkId "") or first click on a link (linkId) on a day. */
export interface NewVisitor {
  pageId: string;
  day: string;
  linkId: string;
}

/** A bio tracking event (share-page view, saved bio's click...) with its owner and local day. */
export interface BioEventFact {
  userId: string;
  day: string;
  source: "share" | "bio";
  bioId: string;
  event: string;
}

const ZERO: RollupCounts = { views: 0, clicks: 0, conversions: 0, created: 0, uniqueViews: 0, uniqueClicks: 0 };

const keyOf = (k: RollupKey) => [k.userId, k.source, k.dimension, k.day, k.subjectId, k.linkId, k.value].join("\u0000");

class Totals {
  private rows = new Map<string, RollupRow>();

  add(key: RollupKey, counts: Partial<RollupCounts>) {
    const id = keyOf(key);
    let row = this.rows.get(id);
    if (!row) {
      row = { ...key, ...ZERO };
      this.rows.set(id, row);
    }
    for (const [name, value] of Object.entries(counts) as [keyof RollupCounts, number][]) row[name] += value;
  }

  list(): RollupRow[] {
    return [...this.rows.values()];
  }
}

/** The value a dimension is grouped under; missing values are "unknown", never guessed. */
export function dimensionValue(fact: PageEventFact, dimension: Dimension): string {
  const value = fact[dimension];
  return value && value.trim() ? value : dimension === "referrer" ? "direct" : UNKNOWN;
}

/** Increments for a batch of link-in-bio events; `newVisitors` are the batch's first visits of their day. */
export function pageEventRollups(facts: readonly PageEventFact[], newVisitors: readonly NewVisitor[]): RollupRow[] {
  const totals = new Totals();
  const owners = new Map<string, string>();
  for (const fact of facts) {
    owners.set(fact.pageId, fact.userId);
    const base = { userId: fact.userId, source: "page" as const, day: fact.day, subjectId: fact.pageId };
    const counts = fact.kind === "view" ? { views: 1 } : { clicks: 1 };
    totals.add({ ...base, dimension: "total", linkId: "", value: "" }, counts);
    if (fact.kind === "click" && fact.linkId) {
      totals.add({ ...base, dimension: "total", linkId: fact.linkId, value: "" }, counts);
    }
    for (const dimension of DIMENSIONS) {
      totals.add({ ...base, dimension, linkId: "", value: dimensionValue(fact, dimension) }, counts);
    }
  }
  for (const visitor of newVisitors) {
    const userId = owners.get(visitor.pageId);
    if (!userId) continue;
    const base = { userId, source: "page" as const, dimension: "total" as const, day: visitor.day };
    const key = { ...base, subjectId: visitor.pageId, linkId: visitor.linkId, value: "" };
    totals.add(key, visitor.linkId ? { uniqueClicks: 1 } : { uniqueViews: 1 });
  }
  return totals.list();
}

const BIO_EVENT_COUNT: Record<string, keyof RollupCounts> = {
  view: "views",
  click: "clicks",
  conversion: "conversions",
  created: "created",
};

/** Increments for a batch of bio tracking events (events of other names are not counted). */
export function bioEventRollups(facts: readonly BioEventFact[]): RollupRow[] {
  const totals = new Totals();
  for (const fact of facts) {
    const count = BIO_EVENT_COUNT[fact.event];
    if (!count) continue;
    const key = { userId: fact.userId, source: fact.source, dimension: "total" as const, day: fact.day };
    totals.add({ ...key, subjectId: fact.bioId, linkId: "", value: "" }, { [count]: 1 });
  }
  return totals.list();
}
