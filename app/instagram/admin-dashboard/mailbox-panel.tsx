import { Inbox } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ADMIN_MAILBOX_SIZE } from "@/lib/admin/admin.schema";
import { devMailboxFor } from "@/lib/mail/mailbox";
import { formatMoment } from "./format-date";
import { RefreshButton } from "./refresh-button";

export async function MailboxPanel({ viewerEmail, timeZone }: { viewerEmail: string; timeZone: string }) {
  const messages = (await devMailboxFor(viewerEmail)) ?? [];
  return (
    <section aria-labelledby="mailbox-heading" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="mailbox-heading" className="text-lg font-semibold tracking-tight">
            Dev mailbox
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Mail the app sends in development while SMTP is not configured (password resets and notices), newest first.
            The latest {ADMIN_MAILBOX_SIZE} are shown. Reset links to other accounts are hidden: the server log shows
            them.
          </p>
        </div>
        <RefreshButton label="Refresh mailbox" />
      </div>
      {messages.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title="The dev mailbox is empty"
          description="When someone asks for a password reset, the mail appears here."
        />
      ) : (
        <ol className="grid gap-3">
          {messages.map((mail) => (
            <li key={mail.id}>
              <article
                aria-labelledby={`mail-${mail.id}`}
                className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
              >
                <header className="grid gap-1">
                  <h3 id={`mail-${mail.id}`} className="font-semibold break-words">
                    {mail.subject}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    <span className="break-all">To: {mail.to}</span> ·{" "}
                    <time dateTime={mail.createdAt.toISOString()}>{formatMoment(mail.createdAt, timeZone)}</time>
                  </p>
                </header>
                <pre className="rounded-md bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {mail.text}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
