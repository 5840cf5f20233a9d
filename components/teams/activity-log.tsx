import { describeActivity } from "@/lib/teams/activity-text";
import type { ActivityView } from "./types";

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Who did what in the team, newest first. */
export function ActivityLog({ activity }: { activity: ActivityView[] }) {
  return (
    <section aria-labelledby="activity-heading" className="grid gap-3">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
      ) : (
        <ol className="grid gap-2">
          {activity.map((entry) => (
            <li key={entry.id} className="rounded-lg border bg-card px-3 py-2 text-sm">
              <span className="font-medium">{entry.actor?.displayName ?? "A former member"}</span>{" "}
              <span className="break-words">{describeActivity(entry.action, entry.subject)}</span>
              <time className="block text-xs text-muted-foreground" dateTime={entry.createdAt}>
                {when.format(new Date(entry.createdAt))} UTC
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
