"use client";

import { CalendarPlus, Copy } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CONTENT_TYPE_LABELS, STATUS_LABELS } from "@/lib/calendar/calendar.schema";
import { formatDayShort, relativeDay } from "@/lib/calendar/days";
import { upcomingItems } from "@/lib/calendar/upcoming";
import { cn } from "@/lib/utils";
import { TYPE_TONE } from "./item-chip";
import { ItemMenu } from "./item-menu";
import type { CalendarActions } from "./use-calendar-items";

const STATUS_VARIANT = { planned: "outline", scheduled: "info", published: "success" } as const;

/** The next 7 items from today (3 in compact mode), by date, each with its bio ready to copy. */
export function UpcomingList({
  today,
  actions,
  compact = false,
  emptyAction,
}: {
  today: string;
  actions: CalendarActions;
  compact?: boolean;
  emptyAction?: ReactNode;
}) {
  const list = upcomingItems(actions.items, today, compact ? "compact" : "full");
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<CalendarPlus />}
        title="Nothing planned yet"
        description="Plan your next post, story, reel or campaign: up to 30 days ahead, with a bio ready to paste."
        action={emptyAction}
      />
    );
  }
  return (
    <ol className="flex flex-col gap-2" aria-label="Coming up" data-testid="upcoming-list">
      {list.map((item) => (
        <li key={item.id} className="flex gap-3 rounded-xl border bg-card p-3 shadow-xs">
          <div className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-muted px-1 py-1.5 text-center">
            <span className="text-[0.6875rem] font-medium text-muted-foreground uppercase">
              {formatDayShort(item.date).split(",")[0]}
            </span>
            <span className="text-lg leading-tight font-bold tabular-nums">{Number(item.date.slice(8))}</span>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <span className={cn("rounded-md border px-1.5 py-0.5 text-xs font-medium", TYPE_TONE[item.contentType])}>
                {CONTENT_TYPE_LABELS[item.contentType]}
              </span>
              <Badge variant={STATUS_VARIANT[item.status]}>{STATUS_LABELS[item.status]}</Badge>
              <span className="text-xs text-muted-foreground">{relativeDay(item.date, today)}</span>
            </div>
            <p className="font-medium break-words">{item.title}</p>
            {!compact && item.bio && (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">{item.bio}</p>
            )}
            {!compact && item.hashtags.length > 0 && (
              <p className="truncate text-xs text-primary">{item.hashtags.join(" ")}</p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
            {item.bio && (
              <Button
                variant="ghost"
                size="icon"

                aria-label={`Copy the bio of “${item.title}”`}
                onClick={() => void actions.copyBio(item)}
              >
                <Copy aria-hidden="true" />
              </Button>
            )}
            <ItemMenu item={item} actions={actions} />
          </div>
        </li>
      ))}
    </ol>
  );
}
