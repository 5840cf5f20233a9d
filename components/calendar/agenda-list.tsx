"use client";

import type { CalendarItemView } from "@/lib/calendar/calendar.schema";
import { formatDayShort, planDayProblem, relativeDay } from "@/lib/calendar/days";
import { itemsByDay } from "@/lib/calendar/upcoming";
import { cn } from "@/lib/utils";
import { dayTarget } from "./calendar-dnd";
import { DraggableItem, DropZone } from "./item-chip";
import { ItemMenu } from "./item-menu";
import type { CalendarActions } from "./use-calendar-items";

/** Days as a list (phones, and the week view): one row per day, items dragged between rows. */
export function AgendaList({
  days,
  today,
  items,
  actions,
  allowDuplicate,
}: {
  days: string[];
  today: string;
  items: CalendarItemView[];
  actions: CalendarActions;
  allowDuplicate?: boolean;
}) {
  const byDay = itemsByDay(items);
  return (
    <ol className="flex flex-col divide-y overflow-hidden rounded-xl border bg-card" data-testid="agenda-list">
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const plannable = planDayProblem(day, today) === null;
        return (
          <li key={day}>
            <DropZone
              id={dayTarget(day)}
              disabled={!plannable}
              label={formatDayShort(day)}
              className={cn("flex min-h-12 gap-3 px-3 py-2", day < today && "bg-muted/40")}
            >
              <div className="w-20 shrink-0 pt-1.5 text-xs">
                <div className={cn("font-semibold", day === today && "text-primary")}>{formatDayShort(day)}</div>
                {day >= today && <div className="text-muted-foreground">{relativeDay(day, today)}</div>}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                {list.length === 0 && (
                  <span className="pt-1.5 text-xs text-muted-foreground">{plannable ? "Nothing planned" : "—"}</span>
                )}
                {list.map((item) => (
                  <div key={item.id} className="flex min-w-0 items-center gap-1">
                    <DraggableItem
                      item={item}
                      disabled={item.status === "published"}
                      className="min-h-11 flex-1 text-sm"
                    />
                    <ItemMenu
                      item={item}
                      actions={actions}
                      allowDuplicate={allowDuplicate}
                      className="size-11 shrink-0"
                    />
                  </div>
                ))}
              </div>
            </DropZone>
          </li>
        );
      })}
    </ol>
  );
}
