import { MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { listContactMessages } from "@/lib/db/contact-messages";
import { CONTACT_SOURCES } from "@/lib/contact/contact-copy";
import { cn } from "@/lib/utils";
import { formatMoment } from "./format-date";
import { MarkReadButton } from "./mark-read-button";
import { RefreshButton } from "./refresh-button";

const sourceLabel = (value: string) => CONTACT_SOURCES.find((s) => s.value === value)?.label ?? value;

/** Messages from the home page's contact form, newest first. */
export async function InboxPanel({ timeZone }: { timeZone: string }) {
  const { messages, unread, total } = await listContactMessages({ take: 100 });
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="inbox-heading" className="text-lg font-semibold tracking-tight">
            Inbox
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Messages sent with the contact form, newest first: {unread} unread of {total}.
          </p>
        </div>
        <RefreshButton label="Refresh inbox" />
      </div>
      {messages.length === 0 ? (
        <EmptyState
          icon={<MessageSquare />}
          title="No messages yet"
          description="When a visitor writes to you with the contact form on the home page, the message appears here."
        />
      ) : (
        <ol className="grid gap-3" data-testid="inbox-list">
          {messages.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`contact-${m.id}`}
                data-testid="inbox-message"
                data-read={m.readAt ? "true" : "false"}
                className={cn(
                  "grid gap-2 rounded-xl border bg-card p-4 shadow-sm",
                  !m.readAt && "border-l-4 border-l-primary",
                )}
              >
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1">
                    <h3 id={`contact-${m.id}`} className="flex flex-wrap items-center gap-2 font-semibold break-all">
                      {m.email}
                      {!m.readAt && <Badge>New</Badge>}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {m.country} · via {sourceLabel(m.source)} ·{" "}
                      <time dateTime={m.createdAt.toISOString()}>{formatMoment(m.createdAt, timeZone)}</time>
                    </p>
                  </div>
                  <MarkReadButton id={m.id} read={Boolean(m.readAt)} />
                </header>
                <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {m.message || (
                    <span className="text-muted-foreground italic">No message, only the details above.</span>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
