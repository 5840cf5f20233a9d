import { AchievementLists } from "@/components/gamification/achievement-lists";
import { BadgeGrid, catalogueOf } from "@/components/gamification/badge-grid";
import { LevelCard } from "@/components/gamification/level-card";
import { SignInPrompt } from "@/components/gamification/sign-in-prompt";
import { PageHeader } from "@/components/layout/page-header";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { CHALLENGES } from "@/lib/content/challenges";
import { ACHIEVEMENTS } from "@/lib/gamification/achievements";
import { ALL_BADGES } from "@/lib/gamification/badges";
import { getGamificationProgress } from "@/lib/gamification/progress";
import { XP_WEIGHTS } from "@/lib/gamification/rules";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("achievement-badges");

const PATH = getRoute("achievement-badges").path;

/** The eight achievements plus every other badge, locked and unlocked, with how to earn it. */
export default async function AchievementBadgesPage() {
  const viewer = await getSessionViewer();
  const progress = viewer ? await getGamificationProgress(viewer.id) : null;
  const unlockedCount = progress?.badges.filter((b) => b.unlocked).length ?? 0;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Achievements & Badges"
        description={`${ACHIEVEMENTS.length} achievements and ${ALL_BADGES.length - ACHIEVEMENTS.length} more badges to earn as you write, share and learn.`}
      />
      {progress ? (
        <section aria-labelledby="achievements-title" className="flex flex-col gap-4" data-testid="achievements-view">
          <h2 id="achievements-title" className="text-xl font-semibold">
            Your achievements
          </h2>
          <LevelCard
            level={progress.level}
            currentStreak={progress.stats.currentStreak}
            longestStreak={progress.stats.longestStreak}
          />
          <AchievementLists items={progress.achievements} />
        </section>
      ) : (
        <SignInPrompt
          returnTo={PATH}
          message="Sign in to see which badges you have unlocked and how close you are to the next."
        />
      )}

      <section aria-labelledby="badges-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="badges-title" className="text-xl font-semibold">
            All badges
          </h2>
          {progress && (
            <p className="text-sm text-muted-foreground" data-testid="badges-unlocked-count">
              {unlockedCount} of {ALL_BADGES.length} unlocked
            </p>
          )}
        </div>
        <BadgeGrid badges={progress ? progress.badges : catalogueOf(ALL_BADGES)} />
      </section>

      <section aria-labelledby="xp-title" className="flex flex-col gap-3">
        <h2 id="xp-title" className="text-xl font-semibold">
          How XP works
        </h2>
        <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          <li>Generate a bio: {XP_WEIGHTS.bio_generated} XP</li>
          <li>Use a template: {XP_WEIGHTS.template_used} XP</li>
          <li>Share a bio: {XP_WEIGHTS.bio_shared} XP</li>
          <li>Customise your profile with an avatar: {XP_WEIGHTS.profile_customized} XP</li>
          <li>Each new streak day: {XP_WEIGHTS.streak_day} XP</li>
          <li>
            Micro-learning challenges: {Math.min(...CHALLENGES.map((c) => c.xp))} to{" "}
            {Math.max(...CHALLENGES.map((c) => c.xp))} XP each, once
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">Every 100 XP is a new level.</p>
      </section>
    </div>
  );
}
