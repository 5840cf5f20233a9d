"use client";

import { CONTENT_TYPE_LABELS, STATUS_LABELS, STATUSES, type CalendarItemView } from "@/lib/calendar/calendar.schema";
import { formatDayShort } from "@/lib/calendar/days";
import { sortItems } from "@/lib/calendar/upcoming";
import { statusTarget } from "./calendar-dnd";
import { DraggableItem, DropZone } from "./item-chip";
import { ItemMenu } from "./item-menu";
import type { CalendarActions } from "./use-calendar-items";

/** Planned, scheduled and published side by side (stacked on phones): items are dragged between columns. */
export function StatusBoard({ items, actions }: { items: CalendarItemView[]; actions: CalendarActions }) {
  const sorted = sortItems(items);
  return (
    <div className="grid gap-3 md:grid-cols-3" data-testid="status-board">
      {STATUSES.map((status) => {
        const column = sorted.filter((i) => i.status === status);
        return (
          <DropZone
            key={status}
            id={statusTarget(status)}
            label={STATUS_LABELS[status]}
            className="flex min-h-40 flex-col gap-2 rounded-xl border bg-muted/30 p-3"
          >
            <h3 className="flex items-center justify-between text-sm font-semibold">
              {STATUS_LABELS[status]}
              <span className="text-xs font-normal text-muted-foreground tabular-nums">{column.length}</span>
            </h3>
            {column.length === 0 && <p className="text-xs text-muted-foreground">Drop an item here.</p>}
            {column.map((item) => (
              <div key={item.id} className="flex min-w-0 items-center gap-1">
                <DraggableItem item={item} className="min-h-11 flex-1 text-sm">
                  {formatDayShort(item.date)} · {CONTENT_TYPE_LABELS[item.contentType]}: {item.title}
                </DraggableItem>
                <ItemMenu item={item} actions={actions} allowDuplicate className="shrink-0" />
              </div>
            ))}
          </DropZone>
        );
      })}
    </div>
  );
}
