import { HashIcon, SmileIcon, TextIcon, TrendingUpIcon, Volume2Icon } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { MIN_GENERATIONS, MIN_USERS, type TrendReport } from "@/lib/trends/aggregate";
import { TrendCard } from "./trend-card";

const day = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The window, the totals and the four kinds of rising terms, or an honest "not enough data yet". */
export function TrendReportView({ report }: { report: TrendReport }) {
  const { window, generations } = report;
  return (
    <section aria-labelledby="rising-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="rising-title" className="text-lg font-semibold">
          Rising in bios made here
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="trend-window">
          This week ({day.format(window.weekStart)} – {day.format(window.to)}): {generations.thisWeek}{" "}
          {generations.thisWeek === 1 ? "generation" : "generations"}, compared with the three weeks before (
          {day.format(window.from)} – {day.format(window.weekStart)}): {generations.before}.
        </p>
      </div>
      {report.enoughData ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TrendCard title="Keywords" icon={<TextIcon />} terms={report.terms.keywords} testId="trend-keywords" />
          <TrendCard
            title="Tones"
            icon={<Volume2Icon />}
            terms={report.terms.tones}
            testId="trend-tones"
            format={capitalize}
          />
          <TrendCard title="Emoji" icon={<SmileIcon />} terms={report.terms.emoji} testId="trend-emoji" />
          <TrendCard title="Hashtags" icon={<HashIcon />} terms={report.terms.hashtags} testId="trend-hashtags" />
        </div>
      ) : (
        <EmptyState
          data-testid="trends-not-enough"
          icon={<TrendingUpIcon />}
          title="Not enough data yet"
          description={`Trends appear once at least ${MIN_GENERATIONS} bios from at least ${MIN_USERS} different people were made in a week. We would rather show nothing than invent a trend.`}
        />
      )}
    </section>
  );
}
