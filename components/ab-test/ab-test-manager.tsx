"use client";

import { FlaskConical } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { AbTestKind } from "@/lib/ab-test/ab-test.schema";
import type { AbTestView } from "@/lib/ab-test/types";
import { href } from "@/lib/config/paths";
import { NewTestForm } from "./new-test-form";
import { TestCard } from "./test-card";

/** The user's A/B tests of their bio: running ones with live results, a new test, and past ones. */
export function AbTestManager({
  initialTests,
  pageBio,
  maxRunning,
}: {
  initialTests: AbTestView[];
  pageBio: string;
  /** The plan's limit of tests running at once (null: no limit). */
  maxRunning: number | null;
}) {
  const [tests, setTests] = useState(initialTests);
  const [creating, setCreating] = useState(false);
  const running = tests.filter((t) => t.status === "running");
  const ended = tests.filter((t) => t.status !== "running");
  const busyKinds = running.map((t) => t.kind) as AbTestKind[];
  const atPlanLimit = maxRunning !== null && running.length >= maxRunning;
  const canStart = !atPlanLimit && busyKinds.length < 2;

  const replace = (next: AbTestView) => setTests((all) => all.map((t) => (t.id === next.id ? next : t)));
  const started = (test: AbTestView) => {
    setTests((all) => [test, ...all]);
    setCreating(false);
  };

  return (
    <div className="flex flex-col gap-6">
      {running.map((t) => (
        <TestCard key={t.id} test={t} onChange={replace} />
      ))}

      {tests.length === 0 && !creating ? (
        <EmptyState
          icon={<FlaskConical />}
          headingLevel={2}
          title="No A/B tests yet"
          description="Write two to four versions of your bio. We show each visitor one of them and tell you which one gets more people clicking your links."
          action={
            <button type="button" className={buttonVariants()} onClick={() => setCreating(true)}>
              Set up a test
            </button>
          }
        />
      ) : canStart ? (
        <Card role="region" aria-labelledby="new-test">
          <CardHeader>
            <CardTitle id="new-test" className="text-lg">
              New test
            </CardTitle>
            <CardDescription>Two to four bios. Bio A starts as your current page bio.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {creating || running.length === 0 ? (
              <NewTestForm pageBio={pageBio} busyKinds={busyKinds} onStarted={started} />
            ) : (
              <button
                type="button"
                className={buttonVariants({ variant: "outline" })}
                onClick={() => setCreating(true)}
              >
                Set up another test
              </button>
            )}
          </CardContent>
        </Card>
      ) : (
        atPlanLimit && (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            Your plan runs one A/B test at a time. Stop the running test to start another, or{" "}
            <Link href={href("subscription")} className="font-medium text-primary underline underline-offset-4">
              upgrade to Premium
            </Link>{" "}
            to test your page and your Instagram bio at once.
          </p>
        )
      )}

      {ended.length > 0 && (
        <section aria-labelledby="past-tests" className="flex flex-col gap-4">
          <h2 id="past-tests" className="text-lg font-semibold tracking-tight">
            Past tests
          </h2>
          {ended.map((t) => (
            <TestCard key={t.id} test={t} onChange={replace} />
          ))}
        </section>
      )}
    </div>
  );
}
