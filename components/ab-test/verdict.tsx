import { CircleCheck, Hourglass } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { MIN_VIEWS_PER_VARIANT, WIN_PROBABILITY } from "@/lib/ab-test/decide";
import type { AbTestView } from "@/lib/ab-test/types";
import { chance, percent, winnerOf } from "./format";

/** Whether the test has a winner yet, and if not, why and about how many more visits it needs. */
export function Verdict({ test }: { test: AbTestView }) {
  const winner = winnerOf(test);
  if (winner) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Bio {winner.letter} is the winner</AlertTitle>
        <AlertDescription>
          <p>
            It has a {chance(winner.probabilityBest)} chance of bringing the most visitors through to your links (
            {percent(winner.rate)} click through).
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  const { verdict } = test;
  const more = verdict.kind === "not-yet" ? verdict.moreVisits : null;
  return (
    <Alert variant="warning" role="status">
      <Hourglass aria-hidden="true" />
      <AlertTitle>No winner yet</AlertTitle>
      <AlertDescription>
        <p>
          {verdict.kind === "not-yet" && verdict.reason === "min-sample"
            ? `We name a winner once every bio has at least ${MIN_VIEWS_PER_VARIANT} visitors and one has a ${percent(WIN_PROBABILITY, 0)} chance of being best.`
            : `No bio has a ${percent(WIN_PROBABILITY, 0)} chance of being best yet.`}{" "}
          {more === null
            ? "The bios are level so far, so we can't estimate how many more visits it needs: it may be a tie."
            : `About ${more.toLocaleString()} more ${more === 1 ? "visit" : "visits"} should settle it (an estimate, if the click rates so far hold).`}
        </p>
      </AlertDescription>
    </Alert>
  );
}
