"use client";

import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { ReactNode } from "react";
import {
  CONTENT_TYPE_LABELS,
  STATUS_LABELS,
  type CalendarItemView,
  type CalendarStatus,
} from "@/lib/calendar/calendar.schema";
import { formatDayLong } from "@/lib/calendar/days";

// Drag and drop for the calendar: an item is dragged onto a day (to reschedule it) or a
// status column (to move its status), by pointer, touch or keyboard, and every step is
// announced in a live region.

const INSTRUCTIONS =
  "To move an item, press space or enter on it, use the arrow keys to reach another day or column, then press space or enter to drop it, or escape to cancel.";

export const dayTarget = (day: string) => `day:${day}`;
export const statusTarget = (status: CalendarStatus) => `status:${status}`;

function describeTarget(id: UniqueIdentifier | undefined): string {
  const [kind, value = ""] = String(id ?? "").split(":");
  if (kind === "day") return formatDayLong(value);
  if (kind === "status") return STATUS_LABELS[value as CalendarStatus] ?? value;
  return "nowhere";
}

// Arrow keys jump between drop targets: left and right go to the previous or next one in
// reading order (a calendar's days, wrapping at the ends of a week), up and down to the
// nearest one above or below (the same weekday of another week, the next row of a list).
const jumpToTarget: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const keys = [KeyboardCode.Left, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Down] as string[];
  if (!keys.includes(event.code)) return undefined;
  event.preventDefault();
  const targets = droppableContainers
    .getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((r) => r !== undefined)
    .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2, top: Math.round(r.top) }))
    .sort((a, b) => a.top - b.top || a.x - b.x);
  if (targets.length === 0) return undefined;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  const distance = (t: { x: number; y: number }) => Math.hypot(t.x - cx, t.y - cy);
  const current = targets.reduce((best, t) => (distance(t) < distance(best) ? t : best));
  let next: { x: number; y: number } | undefined;
  if (event.code === KeyboardCode.Left || event.code === KeyboardCode.Right) {
    next = targets[targets.indexOf(current) + (event.code === KeyboardCode.Right ? 1 : -1)];
  } else {
    const down = event.code === KeyboardCode.Down;
    const ahead = targets.filter((t) => (down ? t.y > current.y + 4 : t.y < current.y - 4));
    next = ahead.reduce<(typeof ahead)[number] | undefined>((best, t) => {
      const score = Math.abs(t.y - current.y) + 3 * Math.abs(t.x - current.x);
      const bestScore = best ? Math.abs(best.y - current.y) + 3 * Math.abs(best.x - current.x) : Infinity;
      return score < bestScore ? t : best;
    }, undefined);
  }
  if (!next) return undefined;
  return { x: next.x - collisionRect.width / 2, y: next.y - collisionRect.height / 2 };
};

// The pointer decides where a dragged item lands; the keyboard has no pointer, so overlap does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

export function CalendarDnd({
  items,
  onDropOnDay,
  onDropOnStatus,
  children,
}: {
  items: CalendarItemView[];
  onDropOnDay?: (id: string, day: string) => void;
  onDropOnStatus?: (id: string, status: CalendarStatus) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToTarget }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? `${CONTENT_TYPE_LABELS[item.contentType]} “${item.title}”` : "The item";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${describeTarget(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped on ${describeTarget(over.id)}.`
        : `${nameOf(active.id)} dropped; it stays where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const [kind, value = ""] = String(over.id).split(":");
    if (kind === "day") onDropOnDay?.(String(active.id), value);
    if (kind === "status") onDropOnStatus?.(String(active.id), value as CalendarStatus);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      {children}
    </DndContext>
  );
}
