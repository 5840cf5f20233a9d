"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { CopyIcon, Share2Icon } from "lucide-react";

import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { workflowSharePath, WORKFLOWS_API } from "@/lib/workflows/paths";
import type { WorkflowView } from "@/lib/workflows/workflow-view";

const subscribeNever = () => () => {};

/** Share a read-only link to the workflow, copy it, or stop sharing. */
export function SharePanel({ workflow, onChange }: { workflow: WorkflowView; onChange: (next: WorkflowView) => void }) {
  const inputId = useId();
  const [pending, setPending] = useState(false);
  // The page's own origin in the browser; empty while rendering on the server.
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => "",
  );
  const { copy } = useCopy();
  const link = workflow.shareId ? `${origin}${workflowSharePath(workflow.shareId)}` : null;

  const call = async (method: "POST" | "DELETE") => {
    setPending(true);
    const res = await requestJson<{ workflow: WorkflowView }>(`${WORKFLOWS_API}/${workflow.id}/share`, { method });
    setPending(false);
    if (!res.ok) {
      toast.error(method === "POST" ? "Could not share the workflow" : "Could not stop sharing", {
        description: res.message,
      });
      return;
    }
    onChange(res.data.workflow);
    if (method === "DELETE") toast.success("Sharing stopped", { description: "The old link no longer opens." });
  };

  if (!link) {
    return (
      <Button
        variant="outline"
        className="min-h-11 self-start"
        aria-disabled={pending}
        onClick={() => !pending && void call("POST")}
      >
        <Share2Icon aria-hidden="true" />
        {pending ? "Creating link…" : "Share a read-only link"}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
      <Label htmlFor={inputId}>Read-only link</Label>
      <Input id={inputId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
      <div className="flex flex-wrap gap-2">
        <Button
          className="min-h-11"
          onClick={async () => {
            if (await copy(link))
              toast.success("Link copied!", { description: "Anyone with the link can see this workflow." });
            else toast.error("Failed to copy the link to clipboard");
          }}
        >
          <CopyIcon aria-hidden="true" />
          Copy link
        </Button>
        <Button
          variant="ghost"
          className="min-h-11"
          aria-disabled={pending}
          onClick={() => !pending && void call("DELETE")}
        >
          Stop sharing
        </Button>
      </div>
    </div>
  );
}
