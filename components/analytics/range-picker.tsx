import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PageQuery } from "@/lib/analytics/analytics.schema";
import { RANGE_PRESETS, type DayRange } from "@/lib/analytics/range";
import { href } from "@/lib/config/paths";
import { cn } from "@/lib/utils";

/**
 * The range choice: three preset links and a custom range form. Plain links and a GET form,
 * so it needs no JavaScript; the page reads them from its query string.
 */
export function RangePicker({
  preset,
  range,
  today,
  earliest,
}: {
  preset: PageQuery["range"];
  range: DayRange;
  today: string;
  /** The first day the plan shows; null for all history. */
  earliest: string | null;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Date range">
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((days) => {
            const current = preset === String(days);
            const locked = earliest !== null && days > 30;
            return (
              <li key={days}>
                <Link
                  href={href("analytics", { range: days })}
                  aria-current={current ? "page" : undefined}
                  className={cn(buttonVariants({ variant: current ? "default" : "outline" }), "min-h-11")}
                >
                  Last {days} days
                  {locked && (
                    <Badge variant={current ? "secondary" : "gradient"} className="ml-1">
                      Premium
                    </Badge>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        action={href("analytics")}
        method="get"
        className="flex flex-wrap items-end gap-2"
        aria-label="Custom range"
      >
        <input type="hidden" name="range" value="custom" />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="range-from">From</Label>
          <Input
            id="range-from"
            name="from"
            type="date"
            required
            className="min-h-11 w-40"
            defaultValue={range.from}
            min={earliest ?? undefined}
            max={today}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="range-to">To</Label>
          <Input
            id="range-to"
            name="to"
            type="date"
            required
            className="min-h-11 w-40"
            defaultValue={range.to}
            min={earliest ?? undefined}
            max={today}
          />
        </div>
        <button
          type="submit"
          className={cn(buttonVariants({ variant: preset === "custom" ? "default" : "outline" }), "min-h-11")}
        >
          Apply
        </button>
      </form>
    </div>
  );
}
