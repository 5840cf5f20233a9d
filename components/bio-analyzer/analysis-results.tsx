import type { BioAnalysis } from "@/lib/bio-analyzer/analyze";
import { cn } from "@/lib/utils";

function tone(score: number | null) {
  if (score === null) return { text: "text-muted-foreground", bar: "bg-muted-foreground/40", word: "Not scored" };
  if (score >= 80) return { text: "text-success", bar: "bg-success", word: "Strong" };
  if (score >= 50) return { text: "text-warning", bar: "bg-warning", word: "Could be better" };
  return { text: "text-destructive", bar: "bg-destructive", word: "Needs work" };
}

/** The overall score, then each score with what was measured, a suggestion and a rewrite. */
export function AnalysisResults({ analysis }: { analysis: BioAnalysis }) {
  const overall = tone(analysis.overall);
  return (
    <div className="flex flex-col gap-4" data-testid="analysis-results">
      <div className="flex items-center gap-4 rounded-xl border p-4">
        <p className={cn("text-4xl font-bold tabular-nums", overall.text)} data-testid="overall-score">
          {analysis.overall}
          <span className="text-base font-medium text-muted-foreground">/100</span>
        </p>
        <div className="min-w-0">
          <p className="font-semibold">Overall score</p>
          <p className="text-sm text-muted-foreground">The average of the scores below. Fix the lowest first.</p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Scores">
        {analysis.scores.map((s) => {
          const t = tone(s.score);
          return (
            <li key={s.key} className="flex flex-col gap-2 rounded-xl border p-4" data-testid={`score-${s.key}`}>
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{s.label}</h3>
                <p className={cn("text-sm font-semibold tabular-nums", t.text)}>
                  {s.score === null ? t.word : `${s.score}/100`}
                </p>
              </div>
              <div
                className="h-1.5 overflow-hidden rounded-full bg-secondary"
                role="img"
                aria-label={
                  s.score === null
                    ? `${s.label}: not scored`
                    : `${s.label}: ${s.score} out of 100, ${t.word.toLowerCase()}`
                }
              >
                <div className={cn("h-full rounded-full", t.bar)} style={{ width: `${s.score ?? 0}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">{s.detail}</p>
              <p className="text-sm">{s.suggestion}</p>
              <figure className="mt-auto rounded-lg bg-secondary/60 p-3">
                <figcaption className="text-xs font-medium text-muted-foreground">Rewritten example</figcaption>
                <blockquote className="mt-1 text-sm break-words whitespace-pre-line">{s.example}</blockquote>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">
        Rewrites come from our built-in bio composer, from the words of your bio and niche. Scores are rules of thumb,
        not predictions: test two bios on your link-in-bio page to know which works for your audience.
      </p>
    </div>
  );
}
