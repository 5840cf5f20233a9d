"use client";

import type { CalendarItemView } from "@/lib/calendar/calendar.schema";
import { formatDayLong, monthGrid, monthOf, planDayProblem } from "@/lib/calendar/days";
import { itemsByDay } from "@/lib/calendar/upcoming";
import { cn } from "@/lib/utils";
import { dayTarget } from "./calendar-dnd";
import { DraggableItem, DropZone } from "./item-chip";
import { ItemMenu } from "./item-menu";
import type { CalendarActions } from "./use-calendar-items";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MAX_SHOWN = 3;

/** A month as a grid of days (wide screens): items are dragged from day to day. */
export function MonthGrid({
  month,
  today,
  items,
  actions,
  allowDuplicate,
  days,
}: {
  /** Any day of the month shown. */
  month: string;
  today: string;
  items: CalendarItemView[];
  actions: CalendarActions;
  allowDuplicate?: boolean;
  /** The rows to draw; the month's weeks by default (a week view passes one row). */
  days?: string[][];
}) {
  const byDay = itemsByDay(items);
  const weeks = days ?? monthGrid(month);
  const tall = weeks.length === 1;
  return (
    <div className="overflow-hidden rounded-xl border bg-card" data-testid="month-grid">
      <div
        className="grid grid-cols-7 border-b bg-muted/50 text-xs font-medium text-muted-foreground"
        aria-hidden="true"
      >
        {WEEKDAYS.map((d) => (
          <div key={d} className="px-2 py-2">
            {d}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((day) => {
            const list = byDay.get(day) ?? [];
            const plannable = planDayProblem(day, today) === null;
            const outside = !tall && monthOf(day) !== monthOf(month);
            return (
              <DropZone
                key={day}
                id={dayTarget(day)}
                disabled={!plannable}
                label={formatDayLong(day)}
                className={cn(
                  "flex min-w-0 flex-col gap-1 border-r p-1.5 last:border-r-0",
                  tall ? "min-h-64" : "min-h-28",
                  (outside || day < today) && "bg-muted/40",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                    day === today ? "bg-primary font-semibold text-primary-foreground" : "text-muted-foreground",
                  )}
                  aria-current={day === today ? "date" : undefined}
                >
                  {Number(day.slice(8))}
                </span>
                {list.slice(0, tall ? list.length : MAX_SHOWN).map((item) => (
                  <div key={item.id} className="relative min-w-0">
                    <DraggableItem
                      item={item}
                      disabled={item.status === "published"}
                      wrap={tall}
                      className={cn("w-full pr-8", tall ? "min-h-8 py-1" : "h-7")}
                    />
                    <ItemMenu
                      item={item}
                      actions={actions}
                      allowDuplicate={allowDuplicate}
                      className="absolute top-0.5 right-0.5 size-6 text-foreground/70 pointer-fine:size-6"
                    />
                  </div>
                ))}
                {!tall && list.length > MAX_SHOWN && (
                  <span className="px-1 text-xs text-muted-foreground">+{list.length - MAX_SHOWN} more</span>
                )}
              </DropZone>
            );
          })}
        </div>
      ))}
    </div>
  );
}
