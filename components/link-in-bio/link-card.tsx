"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, GripVertical } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import type { LinkDraft } from "@/lib/link-in-bio/draft";
import { isLinkLive } from "@/lib/link-in-bio/schedule";
import { cn } from "@/lib/utils";
import { DeleteLinkDialog } from "./delete-link-dialog";
import { LinkFields, type LinkFieldsProps } from "./link-fields";

export const linkName = (link: Pick<LinkDraft, "title">) => link.title.trim() || "Untitled link";

interface LinkCardProps extends Omit<LinkFieldsProps, "onChange"> {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onChange: (patch: Partial<LinkDraft>) => void;
  onDelete: () => Promise<boolean>;
}

function scheduleNote(link: LinkDraft): string | null {
  if (!link.enabled || (!link.startsAt && !link.endsAt)) return null;
  const live = isLinkLive({
    enabled: true,
    startsAt: link.startsAt ? new Date(link.startsAt) : null,
    endsAt: link.endsAt ? new Date(link.endsAt) : null,
  });
  return live ? "Scheduled, showing now" : "Scheduled, hidden now";
}

/** One link in the sortable list: a summary row (drag handle, on/off, clicks) that opens into its fields. */
export function LinkCard({ link, error, expanded, onExpandedChange, onChange, onDelete, ...rest }: LinkCardProps) {
  const id = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: link.key,
  });
  const name = linkName(link);
  const note = scheduleNote(link);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "rounded-xl border bg-card shadow-sm",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring",
        error && "border-destructive",
      )}
      data-testid="link-card"
      data-link-key={link.key}
    >
      <div className="flex items-center gap-1 p-1.5 sm:gap-2 sm:p-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-hidden active:cursor-grabbing"
          aria-label={`Reorder ${name}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg px-1 text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-hidden"
          aria-expanded={expanded}
          aria-controls={`${id}-fields`}
          onClick={() => onExpandedChange(!expanded)}
        >
          <span className="w-full truncate text-sm font-medium" data-testid="link-card-title">
            {name}
          </span>
          <span className="w-full truncate text-xs text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums" data-testid="link-clicks">
              {link.clicks} {link.clicks === 1 ? "click" : "clicks"}
            </span>
            {" · "}
            {note ? `${note} · ` : ""}
            {link.url.trim() || "No address yet"}
          </span>
        </button>
        <Switch
          checked={link.enabled}
          onCheckedChange={(enabled) => onChange({ enabled })}
          aria-label={`Show ${name} on your page`}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={expanded ? `Close ${name}` : `Edit ${name}`}
          aria-expanded={expanded}
          aria-controls={`${id}-fields`}
          onClick={() => onExpandedChange(!expanded)}
        >
          <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", expanded && "rotate-180")} />
        </Button>
      </div>
      {error && !expanded && <p className="px-3 pb-3 text-sm font-medium text-destructive">{error}</p>}
      <div id={`${id}-fields`} hidden={!expanded} className="border-t p-3 sm:p-4">
        {expanded && (
          <>
            <LinkFields link={link} error={error} onChange={onChange} {...rest} />
            <div className="mt-4 flex justify-end border-t pt-3">
              <DeleteLinkDialog title={link.title} onDelete={onDelete} />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
