import Link from "next/link";
import { Download, Lock } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CSV_COLUMNS } from "@/lib/analytics/analytics-csv";
import type { DayRange } from "@/lib/analytics/range";
import { href } from "@/lib/config/paths";

const EXPORT_API = "/api/analytics/export";

/** CSV export: a download for plans that include it, and for the rest what it holds and how to get it. */
export function ExportCard({ range, allowed, planName }: { range: DayRange; allowed: boolean; planName: string }) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Export as CSV</h2>
        </CardTitle>
        <CardDescription>
          One row per day for your page (views, daily unique visitors, clicks, click-through rate), then one row per
          link and day with its clicks. Opens in any spreadsheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {allowed ? (
          <a href={`${EXPORT_API}?${query}`} download className={buttonVariants({ className: "min-h-11 w-fit" })}>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        ) : (
          <>
            <p className="text-sm">
              <Lock aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
              CSV export is part of {planName}. Your file would have these columns:
            </p>
            <ul className="flex flex-wrap gap-1.5" aria-label="Columns of the CSV file">
              {CSV_COLUMNS.map((column) => (
                <li key={column} className="rounded-md bg-muted px-2 py-1 font-mono text-xs">
                  {column}
                </li>
              ))}
            </ul>
            <Link href={href("subscription")} className={buttonVariants({ className: "min-h-11 w-fit" })}>
              Upgrade to {planName}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
