import { CircleCheckIcon, TriangleAlertIcon, WandSparklesIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { RuleResult, Severity } from "@/lib/compliance/types";
import { cn } from "@/lib/utils";
import { HighlightedBio } from "./highlighted-bio";

const SEVERITY: Record<Severity, { label: string; variant: "destructive" | "warning" | "info" }> = {
  high: { label: "High", variant: "destructive" },
  medium: { label: "Medium", variant: "warning" },
  low: { label: "Low", variant: "info" },
};

/** One rule's verdict: passed or failed, severity, why it matters, the flagged words and a fix. */
export function RuleCard({ result, bio, onFix }: { result: RuleResult; bio: string; onFix: (r: RuleResult) => void }) {
  const severity = SEVERITY[result.severity];
  const titleId = `rule-${result.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid={`rule-${result.id}`}
      data-passed={result.passed}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm",
        !result.passed && "border-destructive/40",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold">
          {result.passed ? (
            <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-success" />
          ) : (
            <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          )}
          <span>{result.title}</span>
          <span className="sr-only">{result.passed ? "(passed)" : "(failed)"}</span>
        </h3>
        <Badge variant={result.passed ? "success" : severity.variant}>
          {result.passed ? "Passed" : `${severity.label} severity`}
        </Badge>
      </div>
      {!result.passed && (
        <>
          <p className="text-sm text-muted-foreground">{result.why}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {result.findings.map((f, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">“{f.text}”</span>{" "}
                <span className="text-muted-foreground">– {f.reason}</span>
              </li>
            ))}
          </ul>
          {result.findings.some((f) => bio.includes(f.text)) && (
            <HighlightedBio bio={bio} flagged={result.findings.map((f) => f.text)} />
          )}
          <p className="text-sm">{result.advice}</p>
          {result.fixed !== null && result.fixLabel && (
            <Button variant="outline" className="min-h-11 self-start" onClick={() => onFix(result)}>
              <WandSparklesIcon aria-hidden="true" />
              {result.fixLabel}
            </Button>
          )}
        </>
      )}
    </li>
  );
}
