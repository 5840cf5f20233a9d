"use client";

import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { CONTENT_TYPE_LABELS, STATUS_LABELS, type CalendarItemView } from "@/lib/calendar/calendar.schema";
import { formatDayShort } from "@/lib/calendar/days";
import { NativeSelect } from "./fields";
import { ItemMenu } from "./item-menu";
import type { CalendarActions } from "./use-calendar-items";

const SHIFTS = [-7, -3, -2, -1, 1, 2, 3, 7, 14];

/** The items in view as a checklist: pick several and move them together by a number of days. */
export function BulkList({
  items,
  today,
  actions,
}: {
  items: CalendarItemView[];
  today: string;
  actions: CalendarActions;
}) {
  const id = useId();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [shift, setShift] = useState(1);
  const [busy, setBusy] = useState(false);
  const movable = items.filter((i) => i.status !== "published" && i.date >= today);
  const chosen = movable.filter((i) => selected.has(i.id));

  function toggle(itemId: string, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }

  async function apply() {
    setBusy(true);
    if (
      await actions.reschedule(
        chosen.map((i) => i.id),
        shift,
      )
    )
      setSelected(new Set());
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Items in view
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-shift`} className="text-xs">
              Move selected by
            </Label>
            <NativeSelect
              id={`${id}-shift`}
              value={shift}
              onChange={(e) => setShift(Number(e.target.value))}
              className="w-36"
            >
              {SHIFTS.map((n) => (
                <option key={n} value={n}>
                  {n > 0 ? `+${n}` : n} {Math.abs(n) === 1 ? "day" : "days"}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={() => void apply()} disabled={busy || chosen.length === 0}>
            <CalendarClock aria-hidden="true" />
            Reschedule {chosen.length > 0 ? chosen.length : ""}
          </Button>
        </div>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          No items match these filters.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card" data-testid="bulk-list">
          {items.map((item) => {
            const canMove = movable.includes(item);
            return (
              <li key={item.id} className="flex items-center gap-3 px-3 py-1.5">
                <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={selected.has(item.id) && canMove}
                    disabled={!canMove}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                  />
                  <span className="w-24 shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatDayShort(item.date)}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-sm">
                    <span className="font-medium">{CONTENT_TYPE_LABELS[item.contentType]}:</span> {item.title}
                  </span>
                  <span className="hidden text-xs text-muted-foreground sm:inline">{STATUS_LABELS[item.status]}</span>
                </label>
                <ItemMenu item={item} actions={actions} allowDuplicate />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
