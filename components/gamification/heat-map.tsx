import { addDays } from "@/lib/gamification/time-zone";
import { cn } from "@/lib/utils";

// A calendar heat map of active days (GitHub style): one column per week, Sunday on top, the
// last column holding today. Counts come from ActivityDay rows (the user's local days).

const LEVELS = ["bg-muted", "bg-primary/30", "bg-primary/55", "bg-primary/80", "bg-primary"] as const;
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

function intensity(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 6) return 3;
  return 4;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export function HeatMap({
  today,
  days,
  weeks = 26,
}: {
  today: string;
  days: { day: string; count: number }[];
  weeks?: number;
}) {
  const counts = new Map(days.map((d) => [d.day, d.count]));
  // The grid starts on the Sunday of the first week shown.
  const first = addDays(today, -(weeks - 1) * 7 - weekday(today));
  const columns: { day: string; count: number; future: boolean }[][] = [];
  for (let w = 0; w < weeks; w++) {
    const column = [];
    for (let d = 0; d < 7; d++) {
      const day = addDays(first, w * 7 + d);
      column.push({ day, count: counts.get(day) ?? 0, future: day > today });
    }
    columns.push(column);
  }
  const activeDays = days.filter((d) => d.day >= first && d.day <= today && d.count > 0).length;
  const total = days.filter((d) => d.day >= first && d.day <= today).reduce((n, d) => n + d.count, 0);

  return (
    <figure className="flex flex-col gap-3" data-testid="heat-map">
      <div
        role="img"
        aria-label={`${activeDays} active days and ${total} activities in the last ${weeks} weeks`}
        className="flex flex-col gap-1"
      >
        <div aria-hidden="true" className="flex gap-[3px] text-[10px] text-muted-foreground">
          {columns.map((column, i) => {
            const start = column[0]?.day ?? "";
            // Label the first full week of each month, so two labels never collide.
            const showMonth = Number(start.slice(8, 10)) <= 7;
            return (
              <span key={start} className="w-2.5 overflow-visible whitespace-nowrap sm:w-3.5">
                {showMonth && i < columns.length - 1 ? monthFormat.format(new Date(`${start}T00:00:00Z`)) : ""}
              </span>
            );
          })}
        </div>
        <div className="flex gap-[3px]">
          {columns.map((column) => (
            <div key={column[0]?.day} className="flex flex-col gap-[3px]">
              {column.map((cell) => (
                <span
                  key={cell.day}
                  title={
                    cell.future
                      ? undefined
                      : `${dayFormat.format(new Date(`${cell.day}T00:00:00Z`))}: ${cell.count} ${cell.count === 1 ? "activity" : "activities"}`
                  }
                  data-day={cell.day}
                  data-count={cell.count}
                  className={cn(
                    "size-2.5 rounded-[3px] sm:size-3.5",
                    cell.future ? "bg-transparent" : LEVELS[intensity(cell.count)],
                    cell.day === today && "ring-1 ring-foreground/60",
                  )}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {activeDays} active {activeDays === 1 ? "day" : "days"} in the last {weeks} weeks
        </span>
        <span className="flex items-center gap-1" aria-hidden="true">
          Less
          {LEVELS.map((level) => (
            <span key={level} className={cn("size-2.5 rounded-[3px] sm:size-3", level)} />
          ))}
          More
        </span>
      </figcaption>
    </figure>
  );
}
