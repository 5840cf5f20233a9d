"use client";

import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import {
  CONTENT_TYPE_LABELS,
  STATUS_LABELS,
  type CalendarStatus,
  type ContentType,
} from "@/lib/calendar/calendar.schema";
import { addDays, formatDayShort, formatMonth, monthGrid, monthOf, shiftMonth, weekDays } from "@/lib/calendar/days";
import { cn } from "@/lib/utils";
import { AgendaList } from "./agenda-list";
import { BulkList } from "./bulk-list";
import { CalendarDnd } from "./calendar-dnd";
import type { CalendarPageProps } from "./content-calendar";
import { NativeSelect } from "./fields";
import { PeriodNav } from "./month-nav";
import { MonthGrid } from "./month-grid";
import { PlanDialog } from "./plan-dialog";
import { StatusBoard } from "./status-board";
import { SuggestionsDialog } from "./suggestions-dialog";
import { useCalendarItems } from "./use-calendar-items";

const VIEWS = { week: "Week", month: "Month", board: "Status board" } as const;
type View = keyof typeof VIEWS;

/** Week and month views, a status board, filters by type and status, bulk rescheduling and duplicates. */
export function AdvancedCalendar({ initialItems, today }: CalendarPageProps) {
  const actions = useCalendarItems(initialItems);
  const [view, setView] = useState<View>("week");
  const [anchor, setAnchor] = useState(today);
  const [type, setType] = useState<ContentType | "all">("all");
  const [status, setStatus] = useState<CalendarStatus | "all">("all");

  const filtered = actions.items.filter(
    (i) => (type === "all" || i.contentType === type) && (status === "all" || i.status === status),
  );
  const week = weekDays(anchor);
  const monthDays = monthGrid(anchor)
    .flat()
    .filter((d) => monthOf(d) === monthOf(anchor));
  const inView =
    view === "week"
      ? filtered.filter((i) => i.date >= week[0]! && i.date <= week[6]!)
      : view === "month"
        ? filtered.filter((i) => monthOf(i.date) === monthOf(anchor))
        : filtered;
  const step = (n: number) => setAnchor(view === "week" ? addDays(anchor, 7 * n) : shiftMonth(anchor, n));
  const onDropOnDay = (itemId: string, day: string) => void actions.move(itemId, day);
  const onDropOnStatus = (itemId: string, to: CalendarStatus) => void actions.setStatus(itemId, to);

  // What the grid (wide screens) and the agenda (phones) show alike.
  const dayView = { today, items: filtered, actions, allowDuplicate: true };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <PlanDialog today={today} actions={actions} />
        <SuggestionsDialog today={today} actions={actions} />
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="radiogroup" aria-label="View" className="inline-flex rounded-lg border bg-muted/40 p-1">
          {(Object.keys(VIEWS) as View[]).map((v) => (
            <button
              key={v}
              type="button"
              role="radio"
              aria-checked={view === v}
              onClick={() => setView(v)}
              className={cn(
                "min-h-11 rounded-md px-3 text-sm font-medium pointer-fine:min-h-9",
                view === v ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {VIEWS[v]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <FilterSelect
            label="Type"
            allLabel="All types"
            value={type}
            labels={CONTENT_TYPE_LABELS}
            onChange={setType}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={status}
            labels={STATUS_LABELS}
            onChange={setStatus}
          />
        </div>
      </div>

      {view !== "board" && (
        <PeriodNav
          label={view === "week" ? `${formatDayShort(week[0]!)} – ${formatDayShort(week[6]!)}` : formatMonth(anchor)}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onToday={() => setAnchor(today)}
          previousLabel={view === "week" ? "Previous week" : "Previous month"}
          nextLabel={view === "week" ? "Next week" : "Next month"}
        />
      )}

      {view === "board" ? (
        <CalendarDnd items={actions.items} onDropOnStatus={onDropOnStatus}>
          <StatusBoard items={filtered} actions={actions} />
        </CalendarDnd>
      ) : (
        <>
          <div className="hidden md:block">
            <CalendarDnd items={actions.items} onDropOnDay={onDropOnDay}>
              <MonthGrid month={anchor} days={view === "week" ? [week] : undefined} {...dayView} />
            </CalendarDnd>
          </div>
          <div className="md:hidden">
            <CalendarDnd items={actions.items} onDropOnDay={onDropOnDay}>
              <AgendaList days={view === "week" ? week : monthDays} {...dayView} />
            </CalendarDnd>
          </div>
        </>
      )}

      <BulkList items={inView} today={today} actions={actions} />
    </div>
  );
}

function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  labels,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: T | "all";
  labels: Record<T, string>;
  onChange: (value: T | "all") => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T | "all")} className="w-36">
        <option value="all">{allLabel}</option>
        {(Object.entries(labels) as [T, string][]).map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
