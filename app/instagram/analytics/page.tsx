import { BarChart3, Sparkles } from "lucide-react";
import Link from "next/link";
import { BiosCard } from "@/components/analytics/bios-card";
import { BreakdownCard } from "@/components/analytics/breakdown-card";
import { ExportCard } from "@/components/analytics/export-card";
import { LinksCard } from "@/components/analytics/links-card";
import { RangePicker } from "@/components/analytics/range-picker";
import { StatCards } from "@/components/analytics/stat-cards";
import { TrafficCard } from "@/components/analytics/traffic-card";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { pageQuerySchema } from "@/lib/analytics/analytics.schema";
import {
  canExportCsv,
  earliestDayFor,
  hasLinkInBioPage,
  pageRange,
  summaryFor,
  todayFor,
} from "@/lib/analytics/analytics-service";
import { formatDay } from "@/lib/analytics/format";
import { rangeLength } from "@/lib/analytics/range";
import type { AnalyticsSummary } from "@/lib/analytics/summary";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { PLANS } from "@/lib/config/plans";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("analytics", { robots: { index: false, follow: false } });

const PATH = href("analytics");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const hasAnyData = (s: AnalyticsSummary) =>
  s.views + s.clicks + s.sharePages.views + s.savedBios.created + s.savedBios.views + s.savedBios.clicks > 0;

/** Views, visitors and clicks of the user's link-in-bio page, share pages and saved bios, from daily totals. */
export default async function AnalyticsPage({ searchParams }: Props) {
  const viewer = await requireViewer("analytics");
  const query = pageQuerySchema.parse(await searchParams);
  const { range, preset, notice } = pageRange(viewer, query);
  const days = rangeLength(range);
  const periodLabel = `${days} days`;
  const premium = PLANS.premium;

  const header = (
    <PageHeader
      path={PATH}
      title="Analytics"
      description="How many people see your link-in-bio page, share pages and bios, and what they click. Counted on our own servers, never guessed."
    />
  );
  const picker = (
    <RangePicker preset={preset} range={range} today={todayFor(viewer)} earliest={earliestDayFor(viewer)} />
  );

  if (notice?.kind === "plan") {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-12">
        {header}
        {picker}
        <EmptyState
          icon={<Sparkles />}
          headingLevel={2}
          title={`Your full history comes with ${premium.name}`}
          description={notice.message}
          action={
            <Link href={href("subscription")} className={buttonVariants({ className: "min-h-11" })}>
              Upgrade to {premium.name}
            </Link>
          }
        />
      </div>
    );
  }

  const [summary, hasPage] = await Promise.all([summaryFor(viewer, range), hasLinkInBioPage(viewer)]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-12">
      {header}
      {picker}
      {notice && (
        <Alert variant="destructive">
          <AlertDescription>{notice.message} Showing the last 30 days instead.</AlertDescription>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground" data-testid="analytics-range">
        {formatDay(range.from, true)} – {formatDay(range.to, true)}, compared with the {periodLabel} before.
      </p>
      {hasAnyData(summary) ? (
        <>
          <StatCards summary={summary} periodLabel={periodLabel} />
          <TrafficCard summary={summary} />
          <div className="grid gap-6 lg:grid-cols-2">
            <LinksCard links={summary.links} />
            <BreakdownCard
              title="Referrers"
              dimension="referrer"
              rows={summary.referrers.filter((r) => r.views > 0)}
              note="Where visitors came from to your page."
              showClicks={false}
            />
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <BreakdownCard
              title="Countries"
              dimension="country"
              rows={summary.countries}
              note="Known only when your host reports it."
            />
            <BreakdownCard title="Devices" dimension="device" rows={summary.devices} />
            <BreakdownCard title="Browsers" dimension="browser" rows={summary.browsers} />
            <BreakdownCard title="Operating systems" dimension="os" rows={summary.os} />
          </div>
          <BiosCard summary={summary} />
        </>
      ) : (
        <EmptyState
          icon={<BarChart3 />}
          headingLevel={2}
          title="No visits in this range yet"
          description={
            hasPage
              ? "Put your link-in-bio page in your Instagram or TikTok bio. Each visit and link click shows here within a minute."
              : "Build your link-in-bio page and put it in your Instagram or TikTok bio. Each visit and link click shows here within a minute."
          }
          action={
            <Link href={href("link-in-bio")} className={buttonVariants({ className: "min-h-11" })}>
              {hasPage ? "Open the link-in-bio builder" : "Build your link-in-bio page"}
            </Link>
          }
        />
      )}
      <ExportCard range={range} allowed={canExportCsv(viewer)} planName={premium.name} />
      <section aria-labelledby="how-we-count" className="text-sm text-muted-foreground">
        <h2 id="how-we-count" className="mb-1 font-medium text-foreground">
          How we count
        </h2>
        <p className="max-w-3xl text-pretty">
          Bots and link previews are not counted. A visitor is known for one day only (no cookies, no stored addresses),
          so &ldquo;daily unique visitors&rdquo; adds up each day&rsquo;s visitors: someone who comes back on three days
          counts three times. Days follow your time zone, {summary.timeZone.replace(/_/g, " ")}.
        </p>
      </section>
    </div>
  );
}
