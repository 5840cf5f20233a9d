"use client";

import { BookMarked } from "lucide-react";
import { NoSavedBios } from "@/components/bios/no-saved-bios";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { graphemeLength } from "@/lib/bio/graphemes";
import { requestJson } from "@/lib/client/post-json";
import { MAX_PAGE_BIO } from "@/lib/link-in-bio/link-in-bio.schema";

interface SavedGeneration {
  id: string;
  variations: string[];
}

type State =
  { status: "idle" | "loading" } | { status: "error"; message: string } | { status: "ready"; bios: string[] };

/** Pick one of the bios the user generated and saved as the page's bio. */
export function SavedBioPicker({ onPick }: { onPick: (bio: string) => void }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: "idle" });

  async function load() {
    setState({ status: "loading" });
    const r = await requestJson<{ bios: SavedGeneration[] }>("/api/bios?page=1");
    if (!r.ok) return setState({ status: "error", message: r.message });
    const bios = [...new Set(r.data.bios.flatMap((g) => g.variations))].filter(
      (b) => b.trim() && graphemeLength(b) <= MAX_PAGE_BIO,
    );
    setState({ status: "ready", bios });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BookMarked aria-hidden="true" />
          Use a saved bio
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Your saved bios"
        description="Pick one to use as your page's bio. You can still edit it afterwards."
      >
        {state.status === "loading" && <Spinner showLabel label="Loading your bios…" />}
        {state.status === "error" && <p className="text-sm text-destructive">{state.message}</p>}
        {state.status === "ready" &&
          (state.bios.length === 0 ? (
            <NoSavedBios />
          ) : (
            <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto">
              {state.bios.map((bio) => (
                <li key={bio}>
                  <button
                    type="button"
                    className="w-full rounded-lg border p-3 text-left text-sm whitespace-pre-line hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-hidden"
                    onClick={() => {
                      onPick(bio);
                      setOpen(false);
                    }}
                  >
                    {bio}
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </DialogPanel>
    </Dialog>
  );
}
