"use client";

import { RefreshCw, Square, Trophy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import type { AbTestView } from "@/lib/ab-test/types";
import { METHOD_SENTENCE, shortDate, winnerOf } from "./format";
import { ResultsTable } from "./results-table";
import { SequentialSteps } from "./sequential-steps";
import { useAbTestActions } from "./use-ab-test-actions";
import { Verdict } from "./verdict";

/** One test: its results, verdict and the owner's actions. */
export function TestCard({ test, onChange }: { test: AbTestView; onChange: (next: AbTestView) => void }) {
  const actions = useAbTestActions(test, onChange);
  const running = test.status === "running";
  const winner = winnerOf(test);
  const decided = test.winnerId !== null;
  const pageTest = test.kind === "page";
  const promoteText = pageTest
    ? "It replaces your page's bio at once, and the test ends: every visitor sees it from now on."
    : "The test ends with this bio as its winner. Keep it in your Instagram bio (we can't change Instagram for you).";
  const titleId = `test-${test.id}`;

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="ab-test-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId} className="text-lg">
            {test.name}
          </CardTitle>
          <Badge variant={running ? "info" : "outline"}>{running ? "Running" : "Ended"}</Badge>
          <Badge variant="outline">{pageTest ? "Page bio" : "Instagram bio, one after another"}</Badge>
        </div>
        <CardDescription>
          Started {shortDate(test.startedAt)}
          {test.endedAt && ` · ended ${shortDate(test.endedAt)}`}
          {running && pageTest && " · each visitor sees one of these bios on your page, the same one all day"}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        {!decided && <Verdict test={test} />}
        {!pageTest && <SequentialSteps test={test} onAdvance={actions.advance} />}
        <ResultsTable test={test} />
        <p className="text-xs text-muted-foreground">{METHOD_SENTENCE}</p>
        {!decided && (
          <div className="flex flex-wrap gap-2">
            {winner && (
              <ConfirmDialog
                trigger={
                  <Button>
                    <Trophy aria-hidden="true" />{" "}
                    {pageTest ? `Use bio ${winner.letter} on my page` : `Keep bio ${winner.letter}`}
                  </Button>
                }
                title={`Promote bio ${winner.letter}?`}
                description={promoteText}
                confirmLabel={`Promote bio ${winner.letter}`}
                pendingLabel="Promoting…"
                onConfirm={() => actions.promote(winner.id, winner.letter)}
              />
            )}
            {!running &&
              !winner &&
              test.variants.map((v) => (
                <ConfirmDialog
                  key={v.id}
                  trigger={<Button variant="outline">Keep bio {v.letter} anyway</Button>}
                  title={`Keep bio ${v.letter} without a clear winner?`}
                  description={`The test didn't show that it is best. ${promoteText}`}
                  confirmLabel={`Keep bio ${v.letter}`}
                  pendingLabel="Saving…"
                  onConfirm={() => actions.promote(v.id, v.letter)}
                />
              ))}
            {running && (
              <Button variant="outline" onClick={() => void actions.refresh()} disabled={actions.refreshing}>
                {actions.refreshing ? <Spinner label="Refreshing" /> : <RefreshCw aria-hidden="true" />}
                Refresh results
              </Button>
            )}
            {running && (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost">
                    <Square aria-hidden="true" /> Stop test
                  </Button>
                }
                title="Stop this test?"
                description={
                  pageTest
                    ? "Visitors see your page's own bio again. The results so far stay here, and you can still keep one of the bios."
                    : "Visits stop counting for these bios. The results so far stay here, and you can still pick one."
                }
                confirmLabel="Stop test"
                pendingLabel="Stopping…"
                onConfirm={actions.stop}
              />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
