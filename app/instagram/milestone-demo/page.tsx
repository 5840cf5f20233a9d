import Link from "next/link";
import { FlagIcon } from "lucide-react";

import { BadgeIcon, RARITY_LABEL } from "@/components/gamification/badge-icon";
import { SignInPrompt } from "@/components/gamification/sign-in-prompt";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { ACHIEVEMENTS } from "@/lib/gamification/achievements";
import { getGamificationProgress } from "@/lib/gamification/progress";
import { LEVEL_SIZE } from "@/lib/gamification/rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { CelebrationPlayer } from "./celebration-player";

export const metadata = pageMetadata("milestone-demo");

const PATH = getRoute("milestone-demo").path;

/** The celebrations, playable, and (signed in) the user's own next milestones. */
export default async function MilestoneDemoPage() {
  const viewer = await getSessionViewer();
  const progress = viewer ? await getGamificationProgress(viewer.id) : null;
  // The closest milestones first: the locked badges with the largest share done.
  const upcoming = progress
    ? progress.badges
        .filter((b) => !b.unlocked)
        .sort((a, b) => b.progress / b.maxProgress - a.progress / a.maxProgress)
        .slice(0, 4)
    : [];
  const samples = ACHIEVEMENTS.map(({ id, title, description, icon, rarity, achievement }) => ({
    id: `demo-${id}`,
    title,
    description,
    icon,
    rarity,
    achievement,
  }));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Milestone Celebrations"
        description="Play the celebrations you see when you unlock an achievement or reach a new level. These are samples: nothing here changes your progress."
      />
      <section aria-labelledby="play-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="play-title" className="text-lg font-semibold">
          Try them
        </h2>
        <p className="text-sm text-muted-foreground">
          Achievement toasts appear at the bottom right for 5 seconds (the five newest stay; on a phone, at the top, one
          at a time); the level-up overlay shows for 3 seconds. Press Escape to close it sooner.
        </p>
        <CelebrationPlayer samples={samples} />
      </section>

      <section aria-labelledby="next-title" className="flex flex-col gap-4">
        <h2 id="next-title" className="text-lg font-semibold">
          Your next milestones
        </h2>
        {progress ? (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="next-milestones">
            <li className="flex flex-col gap-2 rounded-xl border bg-card p-4">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <FlagIcon aria-hidden="true" className="size-4 text-primary" />
                Level {progress.level.level + 1}
              </p>
              <Progress
                value={progress.level.xpIntoLevel}
                max={LEVEL_SIZE}
                label={`XP towards level ${progress.level.level + 1}`}
              />
              <p className="text-xs text-muted-foreground">{progress.level.xpToNextLevel} XP to go</p>
            </li>
            {upcoming.map((b) => (
              <li key={b.id} className="flex items-center gap-3 rounded-xl border bg-card p-4">
                <BadgeIcon name={b.icon} rarity={b.rarity} locked />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <p className="text-sm font-semibold">
                    {b.title}{" "}
                    <span className="text-xs font-normal text-muted-foreground">{RARITY_LABEL[b.rarity]}</span>
                  </p>
                  <Progress value={b.progress} max={b.maxProgress} label={`${b.title} progress`} />
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {b.progress}/{b.maxProgress} · {b.howTo}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <SignInPrompt returnTo={PATH} message="Sign in to see how close you are to your next level and badges." />
        )}
        <Button asChild variant="link" className="min-h-11 self-start px-0">
          <Link href={getRoute("achievement-badges").path}>See every badge</Link>
        </Button>
      </section>
    </div>
  );
}
