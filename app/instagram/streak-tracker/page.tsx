import { CalendarCheckIcon, FlameIcon, TrophyIcon } from "lucide-react";
import type { ReactNode } from "react";

import { HeatMap } from "@/components/gamification/heat-map";
import { LevelCard } from "@/components/gamification/level-card";
import { SignInPrompt } from "@/components/gamification/sign-in-prompt";
import { TimeZoneSync } from "@/components/gamification/time-zone-sync";
import { PageHeader } from "@/components/layout/page-header";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { getGamificationProgress, HEAT_MAP_DAYS } from "@/lib/gamification/progress";
import { XP_WEIGHTS } from "@/lib/gamification/rules";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("streak-tracker");

const PATH = getRoute("streak-tracker").path;
const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** Current and longest streak with a heat map of active days (docs/product.md#gamification). */
export default async function StreakTrackerPage() {
  const viewer = await getSessionViewer();
  const progress = viewer ? await getGamificationProgress(viewer.id) : null;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Streak Tracker"
        description="Every day you generate a bio, use a template, share a bio or update your profile counts towards your streak."
      />
      {progress ? (
        <>
          <TimeZoneSync stored={progress.timeZone} />
          <dl className="grid gap-3 sm:grid-cols-3">
            <Stat
              icon={<FlameIcon />}
              label="Current streak"
              value={days(progress.stats.currentStreak)}
              testId="current-streak"
            />
            <Stat
              icon={<TrophyIcon />}
              label="Longest streak"
              value={days(progress.stats.longestStreak)}
              testId="longest-streak"
            />
            <Stat
              icon={<CalendarCheckIcon />}
              label="Active days"
              value={String(progress.activityDays.filter((d) => d.count > 0).length)}
              testId="active-days"
            />
          </dl>
          <section
            aria-labelledby="heat-map-title"
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6"
          >
            <h2 id="heat-map-title" className="text-lg font-semibold">
              Active days
            </h2>
            <div className="overflow-x-auto">
              <HeatMap today={progress.today} days={progress.activityDays} weeks={HEAT_MAP_DAYS / 7} />
            </div>
            <p className="text-sm text-muted-foreground">
              {progress.stats.lastActiveDay
                ? `Last active ${dateFormat.format(new Date(`${progress.stats.lastActiveDay}T00:00:00Z`))}. `
                : "No activity yet. "}
              Days are counted in your time zone ({progress.timeZone}).
            </p>
          </section>
          <LevelCard
            level={progress.level}
            currentStreak={progress.stats.currentStreak}
            longestStreak={progress.stats.longestStreak}
          />
        </>
      ) : (
        <SignInPrompt returnTo={PATH} message="Sign in to see your streak and the days you were active." />
      )}
      <section aria-labelledby="rules-title" className="flex flex-col gap-3">
        <h2 id="rules-title" className="text-lg font-semibold">
          How streaks work
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          <li>Your first activity of a day adds one day to your streak if you were also active the day before.</li>
          <li>More activity on the same day keeps the streak as it is.</li>
          <li>Miss a day and the streak starts again at 1 with your next activity; until then it shows 0.</li>
          <li>Each new streak day earns {XP_WEIGHTS.streak_day} XP. Seven days straight unlocks Streak Champion.</li>
        </ul>
      </section>
    </div>
  );
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

function Stat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    // dt and dd sit directly in the wrapper, the only extra level a <dl> allows.
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-warning/12 text-warning [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
