"use client";

import { useRef, useState } from "react";
import { Trash2Icon } from "lucide-react";

import { toolCardClassName } from "@/components/tool-frame/tool-layout";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Progress } from "@/components/ui/progress";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { WORKFLOWS_API } from "@/lib/workflows/paths";
import type { WorkflowView } from "@/lib/workflows/workflow-view";
import { SharePanel } from "./share-panel";

/** One of the user's workflows: tick steps (saved at once), share it, delete it. */
export function WorkflowItem({
  workflow,
  onChange,
  onDeleted,
}: {
  workflow: WorkflowView;
  onChange: (next: WorkflowView) => void;
  onDeleted: (id: string) => void;
}) {
  const [done, setDone] = useState(() => workflow.steps.filter((s) => s.done).map((s) => s.id));
  // Saves go out one after another, so a quick second tick never lands before the first.
  const queue = useRef(Promise.resolve());
  const url = `${WORKFLOWS_API}/${workflow.id}`;

  const toggle = (stepId: string, checked: boolean) => {
    const next = checked ? [...done, stepId] : done.filter((id) => id !== stepId);
    setDone(next);
    queue.current = queue.current.then(async () => {
      const res = await requestJson<{ workflow: WorkflowView }>(url, {
        method: "PATCH",
        body: JSON.stringify({ done: next }),
      });
      if (res.ok) {
        onChange(res.data.workflow);
        return;
      }
      setDone(workflow.steps.filter((s) => s.done).map((s) => s.id));
      toast.error("Could not save that step", { description: res.message });
    });
  };

  const titleId = `workflow-${workflow.id}`;
  return (
    <li aria-labelledby={titleId} className={toolCardClassName} data-testid="workflow-item">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold break-words">
          <span aria-hidden="true">{workflow.emoji}</span>
          {workflow.title}
        </h3>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete ${workflow.title}`}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          }
          title="Delete this workflow?"
          description="Its ticks are lost and its share link stops working."
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          onConfirm={async () => {
            const res = await requestJson(url, { method: "DELETE" });
            if (!res.ok) {
              toast.error("Could not delete the workflow", { description: res.message });
              return false;
            }
            onDeleted(workflow.id);
            toast.success("Workflow deleted");
            return true;
          }}
        />
      </div>
      <Progress value={done.length} max={workflow.steps.length} label={`${workflow.title} progress`} />
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="workflow-progress">
        {done.length} of {workflow.steps.length} steps done
      </p>
      <ul className="flex flex-col">
        {workflow.steps.map((s) => (
          <li key={s.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-accent/50">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={done.includes(s.id)}
                onChange={(e) => toggle(s.id, e.target.checked)}
              />
              <span className="flex flex-col text-sm">
                <span className={done.includes(s.id) ? "text-muted-foreground line-through" : "font-medium"}>
                  {s.title}
                </span>
                <span className="text-xs text-muted-foreground">{s.detail}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <SharePanel workflow={workflow} onChange={onChange} />
    </li>
  );
}
