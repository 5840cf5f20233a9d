import { SignInPrompt } from "@/components/gamification/sign-in-prompt";
import { PageHeader } from "@/components/layout/page-header";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { CHALLENGES, toPublicChallenge } from "@/lib/content/challenges";
import { listChallengeCompletions } from "@/lib/db/gamification";
import { pageMetadata } from "@/lib/seo/metadata";
import { ChallengeList } from "./challenge-list";

export const metadata = pageMetadata("micro-learning-challenges");

const PATH = getRoute("micro-learning-challenges").path;

/** Six short exercises about writing bios; answers are checked on the server. */
export default async function MicroLearningPage() {
  const viewer = await getSessionViewer();
  const completions = viewer ? await listChallengeCompletions({ userId: viewer.id }) : [];
  const totalXp = CHALLENGES.reduce((n, c) => n + c.xp, 0);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Micro-learning Challenges"
        description={`${CHALLENGES.length} one-minute challenges on what makes a bio work: clarity, length, calls to action, emojis, hashtags and tone. Up to ${totalXp} XP to earn.`}
      />
      {!viewer && (
        <SignInPrompt
          returnTo={PATH}
          message="Play as a guest, or sign in to keep your progress and earn XP for each challenge."
        />
      )}
      <ChallengeList
        challenges={CHALLENGES.map(toPublicChallenge)}
        signedIn={viewer !== null}
        completed={Object.fromEntries(completions.map((c) => [c.challengeId, c.xp]))}
      />
    </div>
  );
}
