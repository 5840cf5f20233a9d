import "server-only";
import { findChallenge, type Challenge } from "@/lib/content/challenges";
import { recordChallengeCompletion } from "./events";
import type { ActivityOutcome } from "./events";

// Checking a micro-learning answer on the server. Anyone may play; a signed-in user's right
// answer is stored and earns the challenge's XP once.

export interface ChallengeVerdict {
  challengeId: string;
  correct: boolean;
  /** After a right answer: the option id and why; after a wrong one: only a hint. */
  answer: string | null;
  explanation: string | null;
  hint: string | null;
  xpAwarded: number;
  /** True when this signed-in user had already completed the challenge. */
  alreadyCompleted: boolean;
  /** False for a visitor: progress is kept only when signed in. */
  saved: boolean;
  gamification: ActivityOutcome | null;
}

export async function checkChallengeAnswer({
  challenge,
  answer,
  userId,
  now = new Date(),
}: {
  challenge: Challenge;
  answer: string;
  userId: string | null;
  now?: Date;
}): Promise<ChallengeVerdict> {
  const correct = answer === challenge.answer;
  const base = {
    challengeId: challenge.id,
    correct,
    answer: correct ? challenge.answer : null,
    explanation: correct ? challenge.explanation : null,
    hint: correct ? null : challenge.skill,
  };
  if (!correct || !userId) {
    return { ...base, xpAwarded: 0, alreadyCompleted: false, saved: false, gamification: null };
  }
  const reward = await recordChallengeCompletion(userId, { id: challenge.id, xp: challenge.xp }, now);
  return {
    ...base,
    xpAwarded: reward?.firstTime ? challenge.xp : 0,
    alreadyCompleted: reward ? !reward.firstTime : false,
    saved: reward !== null,
    gamification: reward?.outcome ?? null,
  };
}

export { findChallenge };
