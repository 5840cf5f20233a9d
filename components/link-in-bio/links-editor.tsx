"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Link2, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { LinkDraft } from "@/lib/link-in-bio/draft";
import { MAX_LINKS } from "@/lib/link-in-bio/link-in-bio.schema";
import { LinkCard, linkName } from "./link-card";
import type { PresetStore } from "./types";

export interface LinksEditorProps {
  links: LinkDraft[];
  errors: Record<string, string>;
  presets: PresetStore;
  onAdd: () => string;
  onChange: (key: string, patch: Partial<LinkDraft>) => void;
  onReorder: (update: (links: LinkDraft[]) => LinkDraft[]) => void;
  onDelete: (key: string) => Promise<boolean>;
}

const INSTRUCTIONS =
  "To move a link, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.";

/** The page's links as a list sorted by drag and drop, by pointer, touch or keyboard. */
export function LinksEditor({ links, errors, presets, onAdd, onChange, onReorder, onDelete }: LinksEditorProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => linkName(links.find((l) => l.key === id) ?? { title: "" });
  const position = (id: UniqueIdentifier | undefined) => links.findIndex((l) => l.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${links.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at position ${position(over.id)} of ${links.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${links.length}. Save to keep the new order.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder((list) => {
      const from = list.findIndex((l) => l.key === active.id);
      const to = list.findIndex((l) => l.key === over.id);
      return from < 0 || to < 0 ? list : arrayMove(list, from, to);
    });
  }

  function toggle(key: string, open: boolean) {
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function add() {
    const key = onAdd();
    toggle(key, true);
    // The new card's title field, once it is drawn.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[data-link-key="${key}"] input`)?.focus({ preventScroll: false }),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {links.length === 0 ? (
        <EmptyState
          icon={<Link2 />}
          title="No links yet"
          description="Add the places you want people to go: your shop, your latest video, a newsletter."
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext items={links.map((l) => l.key)} strategy={verticalListSortingStrategy}>
            <ol className="flex flex-col gap-3" aria-label="Your links">
              {links.map((link) => (
                <LinkCard
                  key={link.key}
                  link={link}
                  error={errors[link.key]}
                  expanded={expanded.has(link.key) || Boolean(errors[link.key])}
                  onExpandedChange={(open) => toggle(link.key, open)}
                  onChange={(patch) => onChange(link.key, patch)}
                  onDelete={() => onDelete(link.key)}
                  presets={presets}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <Button variant="outline" className="self-start" onClick={add} disabled={links.length >= MAX_LINKS}>
        <Plus aria-hidden="true" />
        Add link
      </Button>
    </div>
  );
}
