import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dimensionLabel, formatCount } from "@/lib/analytics/format";
import type { Breakdown } from "@/lib/analytics/summary";

const SHOWN = 8;

/**
 * Views and clicks per referrer, country, device, browser or system: a table whose first
 * column carries a bar of its share of views, so the list reads as a chart and as numbers.
 */
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
  const total = rows.reduce((n, r) => n + r.views, 0);
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
          <table className="w-full text-sm" data-testid={`breakdown-${dimension}`}>
            <caption className="sr-only">{showClicks ? `${title}: views and clicks` : `${title}: views`}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="pb-2 text-left font-medium">
                  {title}
                </th>
                <th scope="col" className="pb-2 pl-2 text-right font-medium">
                  Views
                </th>
                {showClicks && (
                  <th scope="col" className="pb-2 pl-2 text-right font-medium">
                    Clicks
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.map((row) => {
                const share = total === 0 ? 0 : Math.round((row.views / total) * 100);
                const label = "other" in row ? row.value : dimensionLabel(dimension, row.value);
                return (
                  <tr key={row.value}>
                    <th scope="row" className="relative w-full max-w-0 py-1.5 pr-2 text-left font-normal">
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-0.5 left-0 rounded-md bg-primary/10"
                        style={{ width: `${share}%` }}
                      />
                      <span className="relative block truncate px-2">{label}</span>
                    </th>
                    <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(row.views)}</td>
                    {showClicks && <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(row.clicks)}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
