"use client";

import { useId, useState, type FormEvent } from "react";
import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from "lucide-react";

import { announceGamification } from "@/components/gamification/announce";
import { parseActivityOutcome } from "@/components/gamification/outcome";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicChallenge } from "@/lib/content/challenges";
import type { ChallengeVerdict } from "@/lib/gamification/challenges";
import { cn } from "@/lib/utils";

// One challenge: pick an option, the server checks it. A signed-in user's first right answer
// earns the XP (once); a visitor plays the same way without anything being kept.

/** The server's verdict as the card reads it (the outcome is parsed on its own). */
type Verdict = Omit<ChallengeVerdict, "challengeId" | "gamification">;

function parseVerdict(body: unknown): Verdict | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.correct !== "boolean") return null;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    correct: b.correct,
    answer: text(b.answer),
    explanation: text(b.explanation),
    hint: text(b.hint),
    xpAwarded: typeof b.xpAwarded === "number" ? b.xpAwarded : 0,
    alreadyCompleted: b.alreadyCompleted === true,
    saved: b.saved === true,
  };
}

export function ChallengeCard({
  challenge,
  index,
  signedIn,
  initiallyCompleted,
  onCompleted,
}: {
  challenge: PublicChallenge;
  index: number;
  signedIn: boolean;
  initiallyCompleted: boolean;
  onCompleted: (id: string, xp: number) => void;
}) {
  const titleId = useId();
  const [choice, setChoice] = useState<string>("");
  const [pending, setPending] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(initiallyCompleted);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setError("Pick an answer first.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await fetch(`/api/challenges/${encodeURIComponent(challenge.id)}/answer`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answer: choice }),
        credentials: "same-origin",
      });
      const body: unknown = await res.json().catch(() => null);
      const parsed = res.ok ? parseVerdict(body) : null;
      if (!parsed) {
        const message =
          typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
            ? (body as { message: string }).message
            : "We couldn't check your answer. Please try again.";
        setError(message);
        return;
      }
      setVerdict(parsed);
      if (parsed.correct && parsed.saved) {
        setCompleted(true);
        if (parsed.xpAwarded > 0) onCompleted(challenge.id, parsed.xpAwarded);
        announceGamification(parseActivityOutcome((body as { gamification?: unknown }).gamification));
      }
    } catch {
      setError("We couldn't check your answer. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      data-challenge={challenge.id}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium text-muted-foreground">
            Challenge {index + 1} · {challenge.xp} XP
          </p>
          <h2 id={titleId} className="text-lg font-semibold">
            {challenge.title}
          </h2>
        </div>
        {completed && signedIn && (
          <Badge variant="success" data-testid="challenge-completed">
            <CheckCircle2Icon aria-hidden="true" />
            Completed
          </Badge>
        )}
      </header>
      <p className="text-sm">{challenge.prompt}</p>
      {challenge.context && (
        <blockquote className="rounded-lg border-l-4 border-primary/50 bg-muted/60 p-3 text-sm text-pretty">
          {challenge.context}
        </blockquote>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Your answer</legend>
          {challenge.options.map((option) => {
            const isRight = verdict?.correct && verdict.answer === option.id;
            const isWrongPick = verdict && !verdict.correct && choice === option.id;
            return (
              <label
                key={option.id}
                className={cn(
                  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  choice === option.id && "border-primary bg-accent/40",
                  isRight && "border-success bg-success/10",
                  isWrongPick && "border-destructive bg-destructive/10",
                )}
              >
                <input
                  type="radio"
                  name={`answer-${challenge.id}`}
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => {
                    setChoice(option.id);
                    setError(null);
                  }}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                />
                <span className="min-w-0 break-words">{option.text}</span>
              </label>
            );
          })}
        </fieldset>
        <Button type="submit" className="min-h-11 self-start" disabled={pending}>
          {pending && <Loader2Icon aria-hidden="true" className="animate-spin" />}
          Check answer
        </Button>
      </form>
      <div aria-live="polite" className="empty:hidden">
        {error && <p className="text-sm text-destructive">{error}</p>}
        {verdict &&
          (verdict.correct ? (
            <div className="flex flex-col gap-1 rounded-lg bg-success/10 p-3 text-sm" data-testid="challenge-correct">
              <p className="flex items-center gap-2 font-semibold text-success">
                <CheckCircle2Icon aria-hidden="true" className="size-4" />
                {verdict.xpAwarded > 0
                  ? `Correct! +${verdict.xpAwarded} XP`
                  : verdict.alreadyCompleted
                    ? "Correct! You completed this one before, so no extra XP."
                    : "Correct!"}
              </p>
              <p>{verdict.explanation}</p>
              {!signedIn && <p className="text-muted-foreground">Sign in to keep your progress and earn XP.</p>}
            </div>
          ) : (
            <div className="flex flex-col gap-1 rounded-lg bg-destructive/10 p-3 text-sm" data-testid="challenge-wrong">
              <p className="flex items-center gap-2 font-semibold text-destructive">
                <XCircleIcon aria-hidden="true" className="size-4" />
                Not quite. Try another answer.
              </p>
              {verdict.hint && <p>Hint: {verdict.hint}</p>}
            </div>
          ))}
      </div>
    </article>
  );
}
