"use client";

import { FilePlus2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BioCard } from "./bio-card";
import { BioEditorDialog } from "./bio-editor-dialog";
import type { BioView, Permissions } from "./types";

const COLUMNS = [
  { status: "draft", title: "Draft", empty: "No drafts." },
  { status: "review", title: "In review", empty: "Nothing waiting for review." },
  { status: "approved", title: "Approved", empty: "No approved bios yet." },
] as const;

/** The team's bios by status: draft → review → approved. */
export function BiosBoard({
  teamId,
  bios,
  permissions,
  viewerId,
}: {
  teamId: string;
  bios: BioView[];
  permissions: Permissions;
  viewerId: string;
}) {
  return (
    <section aria-labelledby="bios-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="bios-heading" className="text-lg font-semibold">
            Bios
          </h2>
          <p className="text-sm text-muted-foreground">Drafts move to review, then to approved.</p>
        </div>
        {permissions.createDraft && (
          <BioEditorDialog
            teamId={teamId}
            trigger={
              <Button>
                <FilePlus2 aria-hidden="true" />
                New draft
              </Button>
            }
          />
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {COLUMNS.map((column) => {
          const list = bios.filter((b) => b.status === column.status);
          return (
            <section
              key={column.status}
              aria-labelledby={`column-${column.status}`}
              className="flex flex-col gap-3 rounded-2xl bg-muted/50 p-3"
            >
              <h3 id={`column-${column.status}`} className="flex items-center justify-between px-1 font-medium">
                {column.title}
                <span className="text-sm text-muted-foreground">{list.length}</span>
              </h3>
              {list.length === 0 ? (
                <p className="px-1 pb-2 text-sm text-muted-foreground">{column.empty}</p>
              ) : (
                list.map((bio) => (
                  <BioCard key={bio.id} teamId={teamId} bio={bio} permissions={permissions} viewerId={viewerId} />
                ))
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
