"use client";

import { useCallback, useState } from "react";

import { Progress } from "@/components/ui/progress";
import type { PublicChallenge } from "@/lib/content/challenges";
import { ChallengeCard } from "./challenge-card";

/** The six challenges and, for a signed-in user, how many are done and the XP they earned. */
export function ChallengeList({
  challenges,
  signedIn,
  completed,
}: {
  challenges: PublicChallenge[];
  signedIn: boolean;
  /** Completed challenge ids with the XP each earned (signed in only). */
  completed: Record<string, number>;
}) {
  const [done, setDone] = useState(completed);
  const onCompleted = useCallback((id: string, xp: number) => setDone((d) => ({ ...d, [id]: xp })), []);
  const count = Object.keys(done).length;
  const xp = Object.values(done).reduce((n, v) => n + v, 0);

  return (
    <div className="flex flex-col gap-6">
      {signedIn && (
        <div className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-testid="challenge-progress">
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-semibold">
              {count} of {challenges.length} completed
            </span>
            <span className="text-muted-foreground tabular-nums">{xp} XP earned</span>
          </p>
          <Progress value={count} max={challenges.length} label="Challenges completed" />
        </div>
      )}
      {challenges.map((challenge, index) => (
        <ChallengeCard
          key={challenge.id}
          challenge={challenge}
          index={index}
          signedIn={signedIn}
          initiallyCompleted={challenge.id in done}
          onCompleted={onCompleted}
        />
      ))}
    </div>
  );
}
