import "server-only";
import { planFor } from "@/lib/config/plans";
import { hasLinkPage, readLinkDailyTotals } from "@/lib/db/analytics";
import { isValidTimeZone, localDay, safeTimeZone, TIME_ZONE_MESSAGE } from "@/lib/gamification/time-zone";
import { AppError } from "@/lib/http/errors";
import { analyticsCsv } from "./analytics-csv";
import type { PageQuery, SummaryQuery } from "./analytics.schema";
import { checkRange, earliestVisibleDay, presetRange, RANGE_MESSAGES, type DayRange } from "./range";
import { analyticsSummary } from "./summary";

// The rules around a user's analytics: which days they asked for (in their time zone),
// whether their plan shows those days, and who may export them.

export interface AnalyticsViewer {
  id: string;
  timeZone: string;
  subscriptionStatus: string;
}

export const DEFAULT_RANGE_DAYS = 30;

export function historyMessage(days: number): string {
  return `Free accounts see the last ${days} days of analytics. Upgrade to Premium for your full history.`;
}
export const CSV_UPGRADE_MESSAGE = "CSV export is part of Premium. Upgrade to export your analytics.";

export function viewerTimeZone(viewer: AnalyticsViewer): string {
  return safeTimeZone(viewer.timeZone);
}

export function todayFor(viewer: AnalyticsViewer, now = new Date()): string {
  return localDay(now, viewerTimeZone(viewer));
}

/** The first day the viewer's plan shows; null for the whole history. */
export function earliestDayFor(viewer: AnalyticsViewer, now = new Date()): string | null {
  return earliestVisibleDay(planFor(viewer.subscriptionStatus).analyticsHistoryDays, todayFor(viewer, now));
}

function checkPlan(viewer: AnalyticsViewer, range: DayRange, now: Date) {
  const earliest = earliestDayFor(viewer, now);
  const days = planFor(viewer.subscriptionStatus).analyticsHistoryDays;
  if (earliest && days !== null && range.from < earliest) throw new AppError("FORBIDDEN", historyMessage(days));
}

/** A day from the API's `from`/`to`: a calendar day as given, or a date-time's day in the user's zone. */
function dayOf(value: string, timeZone: string): string {
  if (value.length === 10) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new AppError("BAD_REQUEST", RANGE_MESSAGES.invalid);
  return localDay(at, timeZone);
}

/** The range an API call asks for (default: the last 30 days), checked against the plan. */
export function apiRange(viewer: AnalyticsViewer, query: SummaryQuery, now = new Date()): DayRange {
  const timeZone = viewerTimeZone(viewer);
  if (query.tz !== undefined) {
    if (!isValidTimeZone(query.tz)) throw new AppError("BAD_REQUEST", TIME_ZONE_MESSAGE);
    // Daily totals are kept in the account's time zone; another zone's days cannot be told apart.
    if (query.tz !== timeZone) {
      throw new AppError(
        "BAD_REQUEST",
        `Analytics days follow your account's time zone (${timeZone}). Leave tz out or send that one.`,
      );
    }
  }
  const today = localDay(now, timeZone);
  const to = query.to ? dayOf(query.to, timeZone) : today;
  const from = query.from ? dayOf(query.from, timeZone) : presetRange(DEFAULT_RANGE_DAYS, to).from;
  const range = { from, to: to > today ? today : to };
  const problem = checkRange(range, today);
  if (problem) throw new AppError("BAD_REQUEST", RANGE_MESSAGES[problem]);
  checkPlan(viewer, range, now);
  return range;
}

export interface PageRange {
  range: DayRange;
  preset: PageQuery["range"];
  /** "plan": the range reaches past the plan's history (show the upgrade path, not numbers);
   * "input": the custom dates were not usable (the default range is shown instead). */
  notice?: { kind: "plan" | "input"; message: string };
}

/** The range the page shows, from its own query parameters. */
export function pageRange(viewer: AnalyticsViewer, query: PageQuery, now = new Date()): PageRange {
  const today = todayFor(viewer, now);
  let result: PageRange;
  if (query.range !== "custom") {
    result = { range: presetRange(Number(query.range), today), preset: query.range };
  } else {
    const range = { from: query.from ?? "", to: query.to ?? "" };
    const problem = checkRange(range, today);
    if (problem) {
      const fallback = presetRange(DEFAULT_RANGE_DAYS, today);
      return { range: fallback, preset: "custom", notice: { kind: "input", message: RANGE_MESSAGES[problem] } };
    }
    result = { range: { from: range.from, to: range.to > today ? today : range.to }, preset: "custom" };
  }
  try {
    checkPlan(viewer, result.range, now);
    return result;
  } catch (error) {
    if (error instanceof AppError) return { ...result, notice: { kind: "plan", message: error.message } };
    throw error;
  }
}

export async function summaryFor(viewer: AnalyticsViewer, range: DayRange) {
  return analyticsSummary({ userId: viewer.id, range, timeZone: viewerTimeZone(viewer) });
}

export function canExportCsv(viewer: AnalyticsViewer): boolean {
  return planFor(viewer.subscriptionStatus).csvExport;
}

/** The range's analytics as CSV, per day and per link; premium plans only (checked here, on the server). */
export async function exportCsvFor(viewer: AnalyticsViewer, range: DayRange): Promise<string> {
  if (!canExportCsv(viewer)) throw new AppError("FORBIDDEN", CSV_UPGRADE_MESSAGE);
  const [summary, linkDays] = await Promise.all([
    summaryFor(viewer, range),
    readLinkDailyTotals({ userId: viewer.id, ...range }),
  ]);
  return analyticsCsv(summary, linkDays);
}

/** Whether the user has made a link-in-bio page yet (what the empty state points to). */
export async function hasLinkInBioPage(viewer: AnalyticsViewer): Promise<boolean> {
  return hasLinkPage({ userId: viewer.id });
}
