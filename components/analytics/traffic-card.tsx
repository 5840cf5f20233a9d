import { ChevronRight } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatDay, formatRate } from "@/lib/analytics/format";
import type { AnalyticsSummary } from "@/lib/analytics/summary";
import { DataTable } from "./data-table";
import { TrafficChart } from "./traffic-chart";

type Day = AnalyticsSummary["series"][number];

/** Views and clicks per day: the chart for the eye, the same numbers in a table for everyone. */
export function TrafficCard({ summary }: { summary: AnalyticsSummary }) {
  const series = summary.series.map((d) => ({ date: d.date, views: d.views, clicks: d.clicks }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Views and clicks over time</h2>
        </CardTitle>
        <CardDescription>Your link-in-bio page, per day in {summary.timeZone.replace(/_/g, " ")}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div data-testid="traffic-chart">
          <TrafficChart data={series} />
        </div>
        <details className="group rounded-lg border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            Table view of these numbers
          </summary>
          <DataTable<Day>
            className="max-h-96 overflow-y-auto px-3 pb-3"
            caption="Views, daily unique visitors and clicks per day"
            captionHidden
            data-testid="traffic-table"
            rows={[...summary.series].reverse()}
            rowKey={(d) => d.date}
            columns={[
              { header: "Day", cell: (d) => formatDay(d.date, true) },
              { header: "Views", cell: (d) => formatCount(d.views), numeric: true },
              { header: "Unique visitors", cell: (d) => formatCount(d.uniqueVisitors), numeric: true },
              { header: "Clicks", cell: (d) => formatCount(d.clicks), numeric: true },
              { header: "CTR", cell: (d) => formatRate(d.views === 0 ? null : d.clicks / d.views), numeric: true },
            ]}
          />
        </details>
      </CardContent>
    </Card>
  );
}
