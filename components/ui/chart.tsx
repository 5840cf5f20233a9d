"use client";

import * as React from "react";
import { Legend, ResponsiveContainer, Tooltip } from "recharts";

import { cn } from "@/lib/utils";

// Charts in the shadcn style, on Recharts: a config names each series once (label, colour),
// ChartContainer turns the colours into CSS variables (--color-<key>) that the chart's
// marks use, and tooltip and legend read labels from the same config.

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

export function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error("useChartConfig must be used inside a <ChartContainer />");
  return config;
}

export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: React.ComponentProps<"div"> & { config: ChartConfig; children: React.ReactElement }) {
  const colours = Object.fromEntries(Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]));
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        className={cn(
          "aspect-video w-full text-xs",
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/70",
          "[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-surface]:outline-hidden",
          className,
        )}
        style={{ ...colours, ...style } as React.CSSProperties}
        {...props}
      >
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Tooltip;
export const ChartLegend = Legend;

interface PayloadItem {
  dataKey?: string | number | ((entry: unknown) => unknown);
  value?: number | string | readonly (number | string)[];
  color?: string;
}

/** The tooltip box: the label on top, then one line per series with its colour and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
}: {
  active?: boolean;
  payload?: readonly PayloadItem[];
  label?: string | number;
  labelFormatter?: (label: string) => string;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md">
      <div className="font-medium">{labelFormatter ? labelFormatter(String(label)) : label}</div>
      {payload.map((item) => {
        const key = String(item.dataKey);
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-xs"
              style={{ background: `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">
              {typeof item.value === "number" ? item.value.toLocaleString("en-US") : String(item.value ?? "")}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: one swatch and label per series of the config. */
export function ChartLegendContent({ className }: { className?: string }) {
  const config = useChartConfig();
  return (
    <ul className={cn("flex flex-wrap items-center justify-center gap-4 pt-3", className)}>
      {Object.entries(config).map(([key, item]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-xs"
            style={{ background: `var(--color-${key})` }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
