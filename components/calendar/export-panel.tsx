"use client";

import { CalendarSync, Copy, Download, Link2Off, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson, requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";

const FEED_API = "/api/content-calendar/feed";
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

interface Feed {
  active: boolean;
  createdAt: string | null;
  url?: string;
  webcalUrl?: string;
}

/** The plan in the user's own calendar app: a one-off .ics download, or a private address to subscribe to. */
export function ExportPanel({ initialFeed }: { initialFeed: Feed }) {
  const id = useId();
  const [feed, setFeed] = useState<Feed>(initialFeed);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    const r = await postJson<{ feed: Feed }>(FEED_API, {});
    setBusy(false);
    if (!r.ok) return toast.error("Could not make a subscription link", { description: r.message });
    setFeed(r.data.feed);
  }

  async function revoke(): Promise<boolean> {
    const r = await requestJson<unknown>(FEED_API, { method: "DELETE" });
    if (!r.ok) {
      toast.error("Could not turn the link off", { description: r.message });
      return false;
    }
    setFeed({ active: false, createdAt: null });
    toast.success("Subscription link turned off", { description: "Calendars that used it stop updating." });
    return true;
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "Paste it into your calendar app." });
    } catch {
      toast.error("Copy failed", { description: "Please select and copy the link manually." });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          In your own calendar
        </h2>
        <p className="text-sm text-muted-foreground">
          Every planned item shows up as an all-day event with its bio and hashtags, in Google Calendar, Apple Calendar
          or Outlook.
        </p>
      </div>
      <a
        href="/api/content-calendar/export"
        download
        className={buttonVariants({ variant: "outline", className: "self-start" })}
      >
        <Download aria-hidden="true" />
        Download .ics file
      </a>
      <div className="flex flex-col gap-3 border-t pt-4">
        <h3 className="font-medium">Subscribe (stays up to date)</h3>
        {feed.url ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-url`}>Your private calendar address</Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-url`}
                  readOnly
                  value={feed.url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="font-mono text-xs"
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Copy the calendar address"
                  onClick={() => void copy(feed.url ?? "")}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Copy it now: for your privacy we keep only a fingerprint of it and can&apos;t show it again. Anyone with
                the address can see your plan.
              </p>
            </div>
            <a href={feed.webcalUrl} className={buttonVariants({ className: "self-start" })}>
              <CalendarSync aria-hidden="true" />
              Open in my calendar app
            </a>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>Google Calendar: Other calendars → + → From URL, then paste the address.</li>
              <li>Apple Calendar: File → New Calendar Subscription, then paste the address.</li>
              <li>Outlook: Add calendar → Subscribe from web, then paste the address.</li>
            </ul>
          </>
        ) : feed.active ? (
          <p className="text-sm text-muted-foreground">
            A subscription link is on{feed.createdAt ? ` (made ${dateFormat.format(new Date(feed.createdAt))})` : ""}.
            Lost it? Make a new one: the old one stops working.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Make a private link your calendar app checks for changes.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant={feed.active ? "outline" : "default"} onClick={() => void create()} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            {feed.active ? "Make a new link" : "Make a subscription link"}
          </Button>
          {feed.active && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost">
                  <Link2Off aria-hidden="true" />
                  Turn off
                </Button>
              }
              title="Turn the subscription link off?"
              description="Calendars subscribed to it stop getting your plan. You can make a new link at any time."
              confirmLabel="Turn off"
              pendingLabel="Turning off…"
              onConfirm={revoke}
            />
          )}
        </div>
      </div>
    </section>
  );
}
