import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CircleCheckIcon, CircleIcon, WorkflowIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { workflowSharePath } from "@/lib/workflows/paths";
import { sharedWorkflowMetadata } from "@/lib/workflows/share-meta";
import { sharedWorkflow } from "@/lib/workflows/workflow-service";

type Props = { params: Promise<{ shareId: string }> };

const load = cache((shareId: string) => sharedWorkflow(shareId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shareId } = await params;
  const shared = await load(shareId);
  if (!shared) return { title: "Page Not Found", robots: { index: false, follow: false } };
  return sharedWorkflowMetadata(shared, workflowSharePath(shareId));
}

/** A shared workflow, read-only: its title, steps and ticks; nothing about who shared it. */
export default async function SharedWorkflowPage({ params }: Props) {
  const { shareId } = await params;
  const shared = await load(shareId);
  if (!shared) notFound();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10 sm:py-16">
      <article className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <header className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">
            <span aria-hidden="true">{shared.emoji}</span> {shared.templateName} workflow, shared with {SITE.name}
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{shared.title}</h1>
        </header>
        <Progress value={shared.doneCount} max={shared.steps.length} label="Steps done" />
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="shared-progress">
          {shared.doneCount} of {shared.steps.length} steps done · updated{" "}
          <time dateTime={shared.updatedAt.toISOString()}>
            {shared.updatedAt.toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" })}
          </time>
        </p>
        <ol className="flex flex-col gap-3">
          {shared.steps.map((s) => (
            <li key={s.id} className="flex items-start gap-3" data-done={s.done}>
              {s.done ? (
                <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <CircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <span className="flex flex-col">
                <span className="text-sm font-medium">
                  {s.title}
                  <span className="sr-only">{s.done ? " (done)" : " (to do)"}</span>
                </span>
                <span className="text-xs text-muted-foreground">{s.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      </article>
      <section className="flex flex-col items-center gap-3 rounded-2xl border bg-accent/40 p-6 text-center">
        <WorkflowIcon aria-hidden="true" className="size-7 text-primary" />
        <h2 className="text-xl font-bold tracking-tight">Run this workflow yourself</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Copy any of our five workflow templates, tick off the steps as you go and share your progress.
        </p>
        <Button asChild variant="gradient" className="min-h-11">
          <Link href={href("shareable-workflow-templates")}>See the workflow templates</Link>
        </Button>
      </section>
    </div>
  );
}
