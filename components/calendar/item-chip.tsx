"use client";

import { useDraggable, useDroppable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import {
  CONTENT_TYPE_LABELS,
  STATUS_LABELS,
  type CalendarItemView,
  type ContentType,
} from "@/lib/calendar/calendar.schema";
import { formatDayLong } from "@/lib/calendar/days";
import { cn } from "@/lib/utils";

export const TYPE_TONE: Record<ContentType, string> = {
  post: "border-primary/30 bg-primary/10 text-primary",
  story: "border-info/30 bg-info/10 text-info",
  reel: "border-success/30 bg-success/10 text-success",
  campaign: "border-warning/30 bg-warning/10 text-warning",
};

/** A calendar item that can be picked up and dropped on another day or status column. */
export function DraggableItem({
  item,
  disabled = false,
  wrap = false,
  className,
  children,
}: {
  item: CalendarItemView;
  disabled?: boolean;
  /** Let a long title wrap (up to three lines) instead of cutting it at one. */
  wrap?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id, disabled });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-item-id={item.id}
      aria-label={`${CONTENT_TYPE_LABELS[item.contentType]}: ${item.title}, ${STATUS_LABELS[item.status].toLowerCase()}, ${formatDayLong(item.date)}`}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        "flex min-w-0 items-center gap-1.5 rounded-md border px-2 text-left text-xs font-medium",
        "touch-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        disabled ? "cursor-default" : "cursor-grab active:cursor-grabbing",
        TYPE_TONE[item.contentType],
        item.status === "published" && "opacity-70",
        isDragging && "relative z-20 shadow-lg ring-2 ring-ring",
        className,
      )}
    >
      <StatusDot status={item.status} />
      <span className={wrap ? "line-clamp-3 break-words" : "truncate"}>{children ?? item.title}</span>
    </button>
  );
}

export function StatusDot({ status }: { status: CalendarItemView["status"] }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "size-2 shrink-0 rounded-full border border-current",
        status === "scheduled" && "bg-current/50",
        status === "published" && "bg-current",
      )}
    />
  );
}

/** A place an item can be dropped: a day cell, a day row or a status column. */
export function DropZone({
  id,
  disabled = false,
  className,
  children,
  label,
}: {
  id: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      data-drop-id={id}
      aria-label={label}
      role={label ? "group" : undefined}
      className={cn(className, isOver && !disabled && "bg-accent ring-2 ring-ring/60 ring-inset")}
    >
      {children}
    </div>
  );
}
