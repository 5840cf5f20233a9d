import Link from "next/link";
import { CalendarDaysIcon } from "lucide-react";

import { toolCardClassName } from "@/components/tool-frame/tool-layout";
import { Button } from "@/components/ui/button";
import { href } from "@/lib/config/paths";
import { getRoute } from "@/lib/config/routes";
import { REGION_NAMES, type MomentOccurrence } from "@/lib/moments/moment-types";

const dateFormat = new Intl.DateTimeFormat("en", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** The next moments of the curated calendar, each with its date and regions. */
export function UpcomingMoments({ moments, days }: { moments: MomentOccurrence[]; days: number }) {
  return (
    <section aria-labelledby="moments-title" className={toolCardClassName} data-testid="upcoming-moments">
      <h2 id="moments-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDaysIcon aria-hidden="true" className="size-5 text-primary" />
        Coming up in the next {days} days
      </h2>
      {moments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No moments in our calendar in the next {days} days.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {moments.map((m) => (
            <li key={m.key} className="flex items-start gap-3 rounded-lg border p-3">
              <span aria-hidden="true" className="text-2xl leading-none">
                {m.emoji}
              </span>
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="text-sm font-medium">{m.name}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={m.date}>{dateFormat.format(new Date(`${m.date}T00:00:00Z`))}</time>
                  {m.tentative ? " (may move by a day)" : ""} · {m.regions.map((r) => REGION_NAMES[r]).join(", ")}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {getRoute("seasonal-campaigns").live && (
        <Button asChild variant="link" className="min-h-11 self-start px-0">
          <Link href={href("seasonal-campaigns")}>Plan a campaign for a moment</Link>
        </Button>
      )}
    </section>
  );
}
