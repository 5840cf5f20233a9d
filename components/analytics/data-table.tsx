import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

// A plain, server-rendered table: the accessible form of every chart on the analytics page.

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  captionHidden = false,
  ...props
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  className?: string;
  captionHidden?: boolean;
  "data-testid"?: string;
}) {
  return (
    // A scrolling region must be reachable by keyboard: focusable, and named after its table.
    <div className={cn("overflow-x-auto", className)} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm" data-testid={props["data-testid"]}>
        <caption className={cn("pb-2 text-left text-muted-foreground", captionHidden && "sr-only")}>{caption}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  "px-2 py-2 font-medium whitespace-nowrap text-muted-foreground first:pl-0 last:pr-0",
                  column.numeric ? "text-right" : "text-left",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0">
              {columns.map((column, index) => {
                const Cell = index === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    {...(index === 0 ? { scope: "row" } : {})}
                    className={cn(
                      "px-2 py-2 font-normal first:pl-0 last:pr-0",
                      column.numeric ? "text-right tabular-nums" : "text-left",
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
