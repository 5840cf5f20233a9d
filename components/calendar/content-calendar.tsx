"use client";

import { useState } from "react";
import type { CalendarItemView } from "@/lib/calendar/calendar.schema";
import { addDays, formatMonth, monthGrid, monthOf, shiftMonth } from "@/lib/calendar/days";
import { AgendaList } from "./agenda-list";
import { CalendarDnd } from "./calendar-dnd";
import { ExportPanel } from "./export-panel";
import { PeriodNav } from "./month-nav";
import { MonthGrid } from "./month-grid";
import { PlanDialog } from "./plan-dialog";
import { SuggestionsDialog } from "./suggestions-dialog";
import { UpcomingList } from "./upcoming-list";
import { useCalendarItems } from "./use-calendar-items";

export interface CalendarPageProps {
  initialItems: CalendarItemView[];
  today: string;
  timeZone: string;
  feed: { active: boolean; createdAt: string | null };
}

/** The content calendar: a month grid on wide screens (a list of days on phones) and what comes next. */
export function ContentCalendar({ initialItems, today, timeZone, feed }: CalendarPageProps) {
  const actions = useCalendarItems(initialItems);
  const [month, setMonth] = useState(today);
  const monthDays = monthGrid(month)
    .flat()
    .filter((d) => monthOf(d) === monthOf(month));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap gap-2">
        <PlanDialog today={today} actions={actions} />
        <SuggestionsDialog today={today} actions={actions} />
      </div>

      <section aria-label="Calendar" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PeriodNav
            label={formatMonth(month)}
            onPrevious={() => setMonth(shiftMonth(month, -1))}
            onNext={() => setMonth(shiftMonth(month, 1))}
            onToday={() => setMonth(today)}
            previousLabel="Previous month"
            nextLabel="Next month"
          />
          <p className="text-xs text-muted-foreground">Days in {timeZone.replace(/_/g, " ")} time</p>
        </div>
        <div className="hidden md:block">
          <CalendarDnd items={actions.items} onDropOnDay={(id, day) => void actions.move(id, day)}>
            <MonthGrid month={month} today={today} items={actions.items} actions={actions} />
          </CalendarDnd>
        </div>
        <div className="md:hidden">
          <CalendarDnd items={actions.items} onDropOnDay={(id, day) => void actions.move(id, day)}>
            <AgendaList
              days={monthOf(month) === monthOf(today) ? phoneDays(today, monthDays) : monthDays}
              today={today}
              items={actions.items}
              actions={actions}
            />
          </CalendarDnd>
        </div>
      </section>

      <div className="grid items-start gap-8 lg:grid-cols-2">
        <section className="flex flex-col gap-3" aria-labelledby="up-next">
          <h2 id="up-next" className="text-lg font-semibold">
            Up next
          </h2>
          <UpcomingList today={today} actions={actions} />
        </section>
        <ExportPanel initialFeed={feed} />
      </div>
    </div>
  );
}

/** This month on a phone: from yesterday to the month's end, and at least the coming week. */
function phoneDays(today: string, monthDays: string[]): string[] {
  const last = monthDays.at(-1) ?? today;
  const end = last > addDays(today, 7) ? last : addDays(today, 7);
  const days: string[] = [];
  for (let d = addDays(today, -1); d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}
