import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/analytics/format";
import type { AnalyticsSummary } from "@/lib/analytics/summary";

/** Clicks per link, with a bar of each link's share of all clicks. */
export function LinksCard({ links }: { links: AnalyticsSummary["links"] }) {
  const total = links.reduce((n, l) => n + l.clicks, 0);
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
          <table className="w-full text-sm" data-testid="links-table">
            <caption className="sr-only">Clicks and unique clicks per link</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="pb-2 text-left font-medium">
                  Link
                </th>
                <th scope="col" className="pb-2 pl-2 text-right font-medium">
                  Clicks
                </th>
                <th scope="col" className="pb-2 pl-2 text-right font-medium">
                  Unique
                </th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => {
                const share = total === 0 ? 0 : Math.round((link.clicks / total) * 100);
                return (
                  <tr key={link.id}>
                    <th scope="row" className="relative w-full max-w-0 py-1.5 pr-2 text-left font-normal">
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-0.5 left-0 rounded-md bg-info/15"
                        style={{ width: `${share}%` }}
                      />
                      <span className="relative block truncate px-2">{link.title}</span>
                    </th>
                    <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(link.clicks)}</td>
                    <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(link.uniqueClicks)}</td>
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
