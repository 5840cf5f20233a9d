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

// Arrow keys jump to the nearest drop target in that direction (a day cell, a list row or a column).
const jumpToTarget: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const horizontal = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
  const vertical = event.code === KeyboardCode.Up || event.code === KeyboardCode.Down;
  if (!horizontal && !vertical) return undefined;
  event.preventDefault();
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const dx = x - cx;
    const dy = y - cy;
    const ahead =
      event.code === KeyboardCode.Right
        ? dx > 4
        : event.code === KeyboardCode.Left
          ? dx < -4
          : event.code === KeyboardCode.Down
            ? dy > 4
            : dy < -4;
    if (!ahead) continue;
    // Prefer targets in line with the item: the cross-axis distance weighs more.
    const score = horizontal ? Math.abs(dx) + 3 * Math.abs(dy) : Math.abs(dy) + 3 * Math.abs(dx);
    if (!best || score < best.score) best = { x, y, score };
  }
  if (!best) return undefined;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
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
