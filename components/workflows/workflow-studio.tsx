"use client";

import { useState } from "react";
import Link from "next/link";
import { CopyPlusIcon, LogInIcon, WorkflowIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { WORKFLOWS_API } from "@/lib/workflows/paths";
import { WORKFLOW_TEMPLATES } from "@/lib/workflows/templates";
import type { WorkflowView } from "@/lib/workflows/workflow-view";
import { TemplateCard } from "./template-card";
import { WorkflowItem } from "./workflow-item";

/** The five templates and, signed in, the user's own workflows: copy, tick, share, delete. */
export function WorkflowStudio({ initial, signInHref }: { initial: WorkflowView[] | null; signInHref: string }) {
  const [workflows, setWorkflows] = useState(initial ?? []);
  const [copying, setCopying] = useState<string | null>(null);
  const signedIn = initial !== null;

  const copyTemplate = async (templateId: string) => {
    setCopying(templateId);
    const res = await postJson<{ workflow: WorkflowView }>(WORKFLOWS_API, { templateId });
    setCopying(null);
    if (!res.ok) {
      toast.error("Could not copy the workflow", { description: res.message });
      return;
    }
    setWorkflows((list) => [res.data.workflow, ...list]);
    toast.success("Workflow copied", { description: `${res.data.workflow.title} is in your workflows.` });
  };
  const replace = (next: WorkflowView) => setWorkflows((list) => list.map((w) => (w.id === next.id ? next : w)));
  const remove = (id: string) => setWorkflows((list) => list.filter((w) => w.id !== id));

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="templates-title" className="flex flex-col gap-4">
        <h2 id="templates-title" className="text-lg font-semibold">
          Templates
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WORKFLOW_TEMPLATES.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              action={
                signedIn ? (
                  <Button
                    className="min-h-11 w-full sm:w-auto"
                    aria-disabled={copying !== null}
                    onClick={() => copying === null && void copyTemplate(t.id)}
                  >
                    <CopyPlusIcon aria-hidden="true" />
                    {copying === t.id ? "Copying…" : "Copy to my workflows"}
                  </Button>
                ) : (
                  <Button asChild variant="outline" className="min-h-11 w-full sm:w-auto">
                    <Link href={signInHref}>
                      <LogInIcon aria-hidden="true" />
                      Sign in to save
                    </Link>
                  </Button>
                )
              }
            />
          ))}
        </ul>
      </section>

      {signedIn && (
        <section aria-labelledby="mine-title" className="flex flex-col gap-4" data-testid="my-workflows">
          <h2 id="mine-title" className="text-lg font-semibold">
            My workflows
          </h2>
          {workflows.length === 0 ? (
            <EmptyState
              icon={<WorkflowIcon />}
              title="No workflows yet"
              description="Copy a template above: you can tick off its steps as you go and share a read-only link with your team."
            />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {workflows.map((w) => (
                <WorkflowItem key={w.id} workflow={w} onChange={replace} onDeleted={remove} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
