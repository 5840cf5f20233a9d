import { formatCount } from "@/lib/analytics/format";
import { cn } from "@/lib/utils";

export interface BarRow {
  key: string;
  label: string;
  /** The number the bar shows as a share of the column's total. */
  bar: number;
  values: number[];
}

/**
 * A table whose first column carries a bar of the row's share, so a list reads as a chart
 * and as numbers at once (and screen readers get the numbers).
 */
export function BarTable({
  caption,
  headers,
  rows,
  barClassName,
  ...props
}: {
  caption: string;
  headers: string[];
  rows: BarRow[];
  barClassName: string;
  "data-testid"?: string;
}) {
  const total = rows.reduce((n, r) => n + r.bar, 0);
  const [first, ...numbers] = headers;
  return (
    <table className="w-full text-sm" data-testid={props["data-testid"]}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="pb-2 text-left font-medium">
            {first}
          </th>
          {numbers.map((header) => (
            <th key={header} scope="col" className="pb-2 pl-2 text-right font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="relative w-full max-w-0 py-1.5 pr-2 text-left font-normal">
              <span
                aria-hidden="true"
                className={cn("absolute inset-y-0.5 left-0 rounded-md", barClassName)}
                style={{ width: `${total === 0 ? 0 : Math.round((row.bar / total) * 100)}%` }}
              />
              <span className="relative block truncate px-2">{row.label}</span>
            </th>
            {row.values.map((value, index) => (
              <td key={headers[index + 1]} className="py-1.5 pl-2 text-right tabular-nums">
                {formatCount(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
