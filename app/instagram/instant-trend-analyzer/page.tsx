import { connection } from "next/server";

import { PageHeader } from "@/components/layout/page-header";
import { TrendReportView } from "@/components/trends/trend-report-view";
import { UpcomingMoments } from "@/components/trends/upcoming-moments";
import { LiveAlert } from "@/components/ui/live-alert";
import { getRoute } from "@/lib/config/routes";
import { upcomingMoments } from "@/lib/moments/upcoming";
import { pageMetadata } from "@/lib/seo/metadata";
import { MIN_USERS } from "@/lib/trends/aggregate";
import { getTrendReport } from "@/lib/trends/trends-service";

export const metadata = pageMetadata("instant-trend-analyzer");

const PATH = getRoute("instant-trend-analyzer").path;
const MOMENT_DAYS = 45;
const MAX_MOMENTS = 8;

/** Rising terms in this product's own recent generations (docs/product.md#trend-analyzer). */
export default async function InstantTrendAnalyzerPage() {
  await connection();
  const report = await getTrendReport().catch((error: unknown) => {
    console.error("trend analyzer: could not read the generations", error);
    return null;
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Instant Trend Analyzer"
        description={`What people write about in the bios they make here: rising keywords, tones, emoji and hashtags, this week against the weeks before. Only terms that at least ${MIN_USERS} different people used are shown; no one's own words are.`}
      />
      {report ? (
        <TrendReportView report={report} />
      ) : (
        <LiveAlert message="Trends could not be loaded right now. Please try again in a minute." />
      )}
      <UpcomingMoments moments={upcomingMoments(new Date(), MOMENT_DAYS).slice(0, MAX_MOMENTS)} days={MOMENT_DAYS} />
    </div>
  );
}
