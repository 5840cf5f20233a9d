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
        <DateField name="from" label="From" value={range.from} min={earliest} max={today} />
        <DateField name="to" label="To" value={range.to} min={earliest} max={today} />
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

function DateField(props: { name: string; label: string; value: string; min: string | null; max: string }) {
  const id = `range-${props.name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        name={props.name}
        type="date"
        required
        className="min-h-11 w-40"
        defaultValue={props.value}
        min={props.min ?? undefined}
        max={props.max}
      />
    </div>
  );
}
