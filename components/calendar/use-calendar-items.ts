"use client";

import { useCallback, useState } from "react";
import type { CalendarItemView, CalendarStatus, ItemPatch } from "@/lib/calendar/calendar.schema";
import { sortItems } from "@/lib/calendar/upcoming";
import { postJson, requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";

// The calendar's items in the browser: every change goes to the server first and the list
// follows its answer, so what the user sees is what is stored.

export const ITEMS_API = "/api/content-calendar/items";

export type NewItem = Pick<CalendarItemView, "date" | "contentType" | "title" | "description" | "bio" | "hashtags">;

export interface CalendarActions {
  items: CalendarItemView[];
  add: (
    item: NewItem,
    options?: { toastTitle?: "Content Added!" | "Content Planned!"; note?: string; quiet?: boolean },
  ) => Promise<CalendarItemView | null>;
  update: (id: string, patch: ItemPatch) => Promise<CalendarItemView | null>;
  move: (id: string, date: string) => Promise<boolean>;
  setStatus: (id: string, status: CalendarStatus) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  duplicate: (id: string, date?: string) => Promise<boolean>;
  reschedule: (ids: string[], shiftDays: number) => Promise<boolean>;
  copyBio: (item: CalendarItemView) => Promise<void>;
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function useCalendarItems(initial: CalendarItemView[]): CalendarActions {
  const [items, setItems] = useState(() => sortItems(initial));

  const replace = useCallback((changed: CalendarItemView[]) => {
    setItems((list) => {
      const byId = new Map(changed.map((i) => [i.id, i]));
      return sortItems([...list.filter((i) => !byId.has(i.id)), ...changed]);
    });
  }, []);

  const add: CalendarActions["add"] = useCallback(
    async (item, { toastTitle = "Content Added!", note, quiet = false } = {}) => {
      const r = await postJson<{ item: CalendarItemView }>(ITEMS_API, item);
      if (!r.ok) {
        toast.error("Could not plan it", { description: r.message });
        return null;
      }
      replace([r.data.item]);
      if (!quiet) {
        toast.success(toastTitle, { description: note ?? `“${r.data.item.title}” is on your calendar.` });
      }
      return r.data.item;
    },
    [replace],
  );

  const update: CalendarActions["update"] = useCallback(
    async (id, patch) => {
      const r = await requestJson<{ item: CalendarItemView }>(`${ITEMS_API}/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify(patch),
      });
      if (!r.ok) {
        toast.error("Could not save the change", { description: r.message });
        return null;
      }
      replace([r.data.item]);
      return r.data.item;
    },
    [replace],
  );

  const move: CalendarActions["move"] = useCallback(
    async (id, date) => {
      const before = items.find((i) => i.id === id);
      if (!before || before.date === date) return false;
      // Show the move at once; put it back if the server refuses.
      replace([{ ...before, date }]);
      const saved = await update(id, { date });
      if (!saved) replace([before]);
      return saved !== null;
    },
    [items, replace, update],
  );

  const setStatus: CalendarActions["setStatus"] = useCallback(
    async (id, status) => (await update(id, { status })) !== null,
    [update],
  );

  const remove: CalendarActions["remove"] = useCallback(async (id) => {
    const r = await requestJson<unknown>(`${ITEMS_API}/${encodeURIComponent(id)}`, { method: "DELETE" });
    if (!r.ok) {
      toast.error("Could not remove it", { description: r.message });
      return false;
    }
    setItems((list) => list.filter((i) => i.id !== id));
    toast.success("Content Removed");
    return true;
  }, []);

  const duplicate: CalendarActions["duplicate"] = useCallback(
    async (id, date) => {
      const r = await postJson<{ item: CalendarItemView }>(
        `${ITEMS_API}/${encodeURIComponent(id)}/duplicate`,
        date ? { date } : {},
      );
      if (!r.ok) {
        toast.error("Could not duplicate it", { description: r.message });
        return false;
      }
      replace([r.data.item]);
      toast.success("Content Added!", { description: `A copy of “${r.data.item.title}” is planned.` });
      return true;
    },
    [replace],
  );

  const reschedule: CalendarActions["reschedule"] = useCallback(
    async (ids, shiftDays) => {
      const r = await postJson<{ items: CalendarItemView[] }>(`${ITEMS_API}/reschedule`, { ids, shiftDays });
      if (!r.ok) {
        toast.error("Could not reschedule", { description: r.message });
        return false;
      }
      replace(r.data.items);
      const n = r.data.items.length;
      toast.success(`${n} ${n === 1 ? "item" : "items"} rescheduled`);
      return true;
    },
    [replace],
  );

  const copyBio: CalendarActions["copyBio"] = useCallback(async (item) => {
    const text = [item.bio, item.hashtags.join(" ")].filter(Boolean).join("\n\n");
    if (await writeClipboard(text)) toast.success("Bio Copied!", { description: "Paste it into your profile." });
    else toast.error("Failed to copy bio to clipboard");
  }, []);

  return { items, add, update, move, setStatus, remove, duplicate, reschedule, copyBio };
}
