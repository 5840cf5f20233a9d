"use client";

import { CalendarDays, CalendarPlus } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { CalendarItemView } from "@/lib/calendar/calendar.schema";
import { requestJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";
import { PlanDialog } from "./plan-dialog";
import { UpcomingList } from "./upcoming-list";
import { ITEMS_API, useCalendarItems } from "./use-calendar-items";

type Loaded = { items: CalendarItemView[]; today: string };

/** The calendar in compact mode (the generator's Progress tab): the next 3 items and a way to plan one. */
export function CompactCalendar({ bio }: { bio?: string }) {
  const [state, setState] = useState<
    { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & Loaded)
  >({
    status: "loading",
  });

  const load = useCallback(async () => {
    setState({ status: "loading" });
    const r = await requestJson<Loaded>(ITEMS_API);
    setState(r.ok ? { status: "ready", ...r.data } : { status: "error", message: r.message });
  }, []);

  useEffect(() => {
    // The tab's data is read once when it is opened.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  return (
    <section
      aria-labelledby="compact-calendar-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      data-testid="compact-calendar"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="compact-calendar-title" className="flex items-center gap-2 text-sm font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          Content calendar
        </h3>
        <Link
          href={href("content-calendar")}
          className={buttonVariants({ variant: "link", size: "sm", className: "px-0" })}
        >
          Open calendar
        </Link>
      </div>
      {state.status === "loading" && (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading your calendar">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {state.status === "error" && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground" role="alert">
          <span>We couldn&apos;t load your calendar. {state.message}</span>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {state.status === "ready" && <Ready {...state} bio={bio} />}
    </section>
  );
}

function Ready({ items, today, bio }: Loaded & { bio?: string }) {
  const actions = useCalendarItems(items);
  return (
    <>
      <UpcomingList
        today={today}
        actions={actions}
        compact
        emptyAction={<PlanDialog today={today} actions={actions} initialBio={bio} />}
      />
      {actions.items.some((i) => i.date >= today) && (
        <PlanDialog
          today={today}
          actions={actions}
          initialBio={bio}
          trigger={
            <Button variant="outline" size="sm" className="self-start">
              <CalendarPlus aria-hidden="true" />
              Plan New Content
            </Button>
          }
        />
      )}
    </>
  );
}
