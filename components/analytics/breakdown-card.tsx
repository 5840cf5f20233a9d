import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dimensionLabel } from "@/lib/analytics/format";
import type { Breakdown } from "@/lib/analytics/summary";
import { BarTable } from "./bar-table";

const SHOWN = 8;

/** Views and clicks per referrer, country, device, browser or system, the largest first. */
export function BreakdownCard({
  title,
  dimension,
  rows,
  note,
  showClicks = true,
}: {
  title: string;
  dimension: string;
  rows: Breakdown[];
  note?: string;
  /** Off for referrers: a click comes from the page itself, never from an outside site. */
  showClicks?: boolean;
}) {
  const shown = rows.slice(0, SHOWN);
  const rest = rows.slice(SHOWN);
  const others = rest.reduce((acc, r) => ({ views: acc.views + r.views, clicks: acc.clicks + r.clicks }), {
    views: 0,
    clicks: 0,
  });
  const list = rest.length > 0 ? [...shown, { value: `${rest.length} more`, ...others, other: true }] : shown;
  return (
    <Card className="gap-3 sm:gap-4">
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        {note && <CardDescription>{note}</CardDescription>}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visits in this range.</p>
        ) : (
          <BarTable
            caption={showClicks ? `${title}: views and clicks` : `${title}: views`}
            headers={showClicks ? [title, "Views", "Clicks"] : [title, "Views"]}
            barClassName="bg-primary/10"
            data-testid={`breakdown-${dimension}`}
            rows={list.map((row) => ({
              key: row.value,
              label: "other" in row ? row.value : dimensionLabel(dimension, row.value),
              bar: row.views,
              values: showClicks ? [row.views, row.clicks] : [row.views],
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
