import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AnalyticsSummary } from "@/lib/analytics/summary";
import { BarTable } from "./bar-table";

/** Clicks per link, with a bar of each link's share of all clicks. */
export function LinksCard({ links }: { links: AnalyticsSummary["links"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Clicks per link</h2>
        </CardTitle>
        <CardDescription>Unique clicks count each visitor once per link and day.</CardDescription>
      </CardHeader>
      <CardContent>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">No link was clicked in this range.</p>
        ) : (
          <BarTable
            caption="Clicks and unique clicks per link"
            headers={["Link", "Clicks", "Unique"]}
            barClassName="bg-info/15"
            data-testid="links-table"
            rows={links.map((link) => ({
              key: link.id,
              label: link.title,
              bar: link.clicks,
              values: [link.clicks, link.uniqueClicks],
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
