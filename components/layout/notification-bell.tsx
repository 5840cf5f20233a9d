"use client";

import { Bell } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { postJson, requestJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";
import { cn } from "@/lib/utils";

type Note = { id: string; text: string; teamId: string | null; readAt: string | null; createdAt: string };

const when = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** The header's bell: the unread count, the latest notifications, mark as read. */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const [unread, setUnread] = useState(initialUnread);
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();

  async function load() {
    setError(null);
    const result = await requestJson<{ notifications: Note[]; unread: number }>("/api/notifications");
    if (!result.ok) return setError(result.message);
    setNotes(result.data.notifications);
    setUnread(result.data.unread);
  }

  async function markRead(ids?: string[]) {
    const result = await postJson<{ unread: number }>("/api/notifications/read", ids ? { ids } : {});
    if (!result.ok) return;
    setUnread(result.data.unread);
    const now = new Date().toISOString();
    setNotes((list) => list?.map((n) => (!ids || ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n)) ?? null);
  }

  function open(note: Note) {
    if (!note.readAt) void markRead([note.id]);
    if (note.teamId) router.push(href("team-collaboration", { team: note.teamId }));
  }

  return (
    <DropdownMenu onOpenChange={(next) => next && void load()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <Bell className="size-5" aria-hidden="true" />
          <span className="sr-only">Notifications{unread > 0 ? `, ${unread} unread` : ""}</span>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-1 right-1 min-w-4.5 rounded-full bg-destructive px-1 text-center text-[11px] leading-4.5 font-semibold text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          Notifications
          {unread > 0 && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void markRead()}>
              Mark all as read
            </Button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {error ? (
          <p role="alert" className="px-2 py-3 text-sm text-destructive">
            {error}
          </p>
        ) : notes === null ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : notes.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">You’re all caught up.</p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {notes.map((note) => (
              <DropdownMenuItem key={note.id} onSelect={() => open(note)} className="items-start gap-2">
                <span
                  aria-hidden="true"
                  className={cn("mt-1.5 size-2 shrink-0 rounded-full", note.readAt ? "bg-transparent" : "bg-primary")}
                />
                <span className="grid gap-0.5">
                  <span className={cn("text-sm break-words", !note.readAt && "font-medium")}>
                    {note.text}
                    {!note.readAt && <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">{when.format(new Date(note.createdAt))}</span>
                </span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
