import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/analytics/format";
import type { AnalyticsSummary } from "@/lib/analytics/summary";
import { DataTable } from "./data-table";

type ShareRow = AnalyticsSummary["sharePages"]["items"][number];
type BioRow = AnalyticsSummary["savedBios"]["items"][number];

/** Views of the user's share pages and the tracked events of their saved bios. */
export function BiosCard({ summary }: { summary: AnalyticsSummary }) {
  const { sharePages, savedBios } = summary;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Share pages and saved bios</h2>
        </CardTitle>
        <CardDescription>
          {formatCount(sharePages.views)} share-page views · {formatCount(savedBios.created)} bios saved ·{" "}
          {formatCount(savedBios.views)} views, {formatCount(savedBios.clicks)} clicks and{" "}
          {formatCount(savedBios.conversions)} conversions tracked on saved bios
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {sharePages.items.length > 0 && (
          <DataTable<ShareRow>
            caption="Views per share page"
            rows={sharePages.items}
            rowKey={(r) => r.id}
            columns={[
              { header: "Shared bio", cell: (r) => <span className="line-clamp-2 break-words">{r.title}</span> },
              { header: "Views", cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
        )}
        {savedBios.items.length > 0 && (
          <DataTable<BioRow>
            caption="Tracked events per saved bio"
            rows={savedBios.items}
            rowKey={(r) => r.id}
            columns={[
              { header: "Saved bio", cell: (r) => <span className="line-clamp-2 break-words">{r.title}</span> },
              { header: "Views", cell: (r) => formatCount(r.views), numeric: true },
              { header: "Clicks", cell: (r) => formatCount(r.clicks), numeric: true },
              { header: "Conversions", cell: (r) => formatCount(r.conversions), numeric: true },
            ]}
          />
        )}
        {sharePages.items.length === 0 && savedBios.items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No share-page views or tracked bio events in this range. Share a bio from the generator to get a page people
            can visit.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
