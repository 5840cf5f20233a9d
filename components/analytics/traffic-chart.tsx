"use client";

import { Area, AreaChart, CartesianGrid, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";

// The one client island of the analytics page: views and clicks per day. The same numbers
// are in the table beside it (server-rendered), which is what screen readers use.

const config = {
  views: { label: "Views", color: "var(--primary)" },
  clicks: { label: "Clicks", color: "var(--info)" },
} satisfies ChartConfig;

export interface TrafficPoint {
  date: string;
  views: number;
  clicks: number;
}

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function TrafficChart({ data }: { data: TrafficPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 sm:h-72" aria-hidden="true">
      <AreaChart data={data} margin={{ left: 0, right: 8, top: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="date"
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          minTickGap={24}
          tickFormatter={dayLabel}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={36} />
        <ChartTooltip content={<ChartTooltipContent labelFormatter={dayLabel} />} />
        <ChartLegend content={<ChartLegendContent />} />
        {(["views", "clicks"] as const).map((key) => (
          <Area
            key={key}
            dataKey={key}
            type="monotone"
            stroke={`var(--color-${key})`}
            fill={`var(--color-${key})`}
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ChartContainer>
  );
}
