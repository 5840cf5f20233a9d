"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AbTestView } from "@/lib/ab-test/types";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { shortDate } from "./format";

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error("Couldn't copy: select the text and copy it yourself.");
  }
}

/** A sequential test's bios in turn: what is up now, its tagged link, and the switch to the next. */
export function SequentialSteps({ test, onAdvance }: { test: AbTestView; onAdvance: () => Promise<boolean> }) {
  const running = test.status === "running";
  const next = test.variants.find((v) => v.startedAt === null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Instagram shows one bio to everyone, so these bios take turns. Put the bio that is up now and its own link in
        your Instagram bio; only visits through that link count for it. Busy and quiet weeks can favour one bio, so give
        each the same number of whole weeks.
      </p>
      <ol className="flex flex-col gap-2">
        {test.variants.map((v) => {
          const current = test.currentId === v.id;
          return (
            <li key={v.id} className={cn("rounded-xl border p-3", current && "border-primary/60 bg-primary/5")}>
              <p className="text-sm font-semibold">
                Bio {v.letter}{" "}
                <span className="font-normal text-muted-foreground">
                  {current
                    ? `· up since ${shortDate(v.startedAt as string)}`
                    : v.startedAt
                      ? `· ran ${shortDate(v.startedAt)}${v.endedAt ? ` – ${shortDate(v.endedAt)}` : ""}`
                      : "· waits its turn"}
                </span>
              </p>
              {v.taggedUrl && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <code className="min-w-0 flex-1 rounded-md bg-secondary px-2 py-1.5 text-xs break-all">
                    {v.taggedUrl}
                  </code>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void copy(v.taggedUrl as string, `Bio ${v.letter}'s link`)}
                  >
                    <Copy aria-hidden="true" /> Copy link
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void copy(v.bio, `Bio ${v.letter}`)}>
                    <Copy aria-hidden="true" /> Copy bio
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {running && next && (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="self-start">
              Switch to bio {next.letter}
            </Button>
          }
          title={`Switch to bio ${next.letter}?`}
          description={`From now on, put bio ${next.letter} and its link in your Instagram bio. Visits through earlier links still count for their own bio.`}
          confirmLabel={`Switch to bio ${next.letter}`}
          pendingLabel="Switching…"
          onConfirm={onAdvance}
        />
      )}
    </div>
  );
}
