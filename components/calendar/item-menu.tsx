"use client";

import { CheckCircle2, Copy, CopyPlus, MoreHorizontal, Trash2, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { STATUSES, type CalendarItemView } from "@/lib/calendar/calendar.schema";
import { nextStatuses, statusActionLabel } from "@/lib/calendar/status";
import type { CalendarActions } from "./use-calendar-items";

/** An item's actions: move its status, copy its bio, duplicate it, remove it. */
export function ItemMenu({
  item,
  actions,
  allowDuplicate = false,
  className,
}: {
  item: CalendarItemView;
  actions: CalendarActions;
  allowDuplicate?: boolean;
  className?: string;
}) {
  const rank = STATUSES.indexOf(item.status);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={className} aria-label={`Actions for “${item.title}”`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate">{item.title}</DropdownMenuLabel>
        {nextStatuses(item.status).map((to) => (
          <DropdownMenuItem key={to} onSelect={() => void actions.setStatus(item.id, to)}>
            {STATUSES.indexOf(to) > rank ? <CheckCircle2 aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
            {statusActionLabel(item.status, to)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void actions.copyBio(item)}
          disabled={!item.bio && item.hashtags.length === 0}
        >
          <Copy aria-hidden="true" />
          Copy bio
        </DropdownMenuItem>
        {allowDuplicate && (
          <DropdownMenuItem onSelect={() => void actions.duplicate(item.id)}>
            <CopyPlus aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void actions.remove(item.id)}>
          <Trash2 aria-hidden="true" />
          Remove
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
