"use client";

import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { requestJson } from "@/lib/client/post-json";
import { MAX_COMMENT } from "@/lib/teams/teams.schema";
import type { Person } from "./types";
import { teamApi, useTeamRequest } from "./use-team-request";

type Comment = { id: string; body: string; kind: string; createdAt: string; author: Person };

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** A bio's comments, loaded when opened; members who may comment add theirs. */
export function BioComments({
  teamId,
  bioId,
  label,
  count,
  canComment,
}: {
  teamId: string;
  bioId: string;
  label: string;
  count: number;
  canComment: boolean;
}) {
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [body, setBody] = useState("");
  const { send, pending } = useTeamRequest();
  const url = teamApi(teamId, "bios", bioId, "comments");

  async function load() {
    setError(null);
    const result = await requestJson<{ comments: Comment[] }>(url, { method: "GET" });
    if (result.ok) setComments(result.data.comments);
    else setError(result.message);
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const result = await send<{ comment: Comment }>(url, { body: { body } });
    if (!result.ok) return;
    setComments((list) => [...(list ?? []), result.data.comment]);
    setBody("");
  }

  return (
    <Dialog onOpenChange={(open) => open && void load()}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <MessageSquare aria-hidden="true" />
          {count}
          <span className="sr-only">
            {count === 1 ? "comment" : "comments"} on “{label}”
          </span>
        </Button>
      </DialogTrigger>
      <DialogPanel className="max-h-[90dvh] overflow-y-auto" title="Comments" description={<>On “{label}”</>}>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : comments === null ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet.</p>
        ) : (
          <ol className="grid gap-3">
            {comments.map((c) => (
              <li key={c.id} className="rounded-lg border bg-muted/40 p-3">
                <p className="text-sm">
                  <span className="font-medium">{c.author?.displayName ?? "A former member"}</span>
                  {c.kind === "changes-requested" && <span className="text-warning"> requested changes</span>}
                  <span className="text-muted-foreground"> · {when.format(new Date(c.createdAt))}</span>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap">{c.body}</p>
              </li>
            ))}
          </ol>
        )}
        {canComment && (
          <form onSubmit={add} className="grid gap-2">
            <Label htmlFor={`comment-${bioId}`}>Add a comment</Label>
            <Textarea
              id={`comment-${bioId}`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              maxLength={MAX_COMMENT}
              rows={2}
              required
            />
            <Button type="submit" disabled={pending || body.trim() === ""} className="justify-self-end">
              {pending ? "Posting…" : "Post comment"}
            </Button>
          </form>
        )}
      </DialogPanel>
    </Dialog>
  );
}
