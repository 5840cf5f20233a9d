"use client";

import { CopyIcon, Trash2Icon } from "lucide-react";
import { useCopy } from "@/components/generator/use-copy";
import { SavedItem, SavedList } from "@/components/tool-frame/saved-list";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { SavedHashtagSet } from "@/lib/hashtags/hashtag-types";

/** The user's saved hashtag sets: copy again or delete. */
export function SavedSets({
  sets,
  onChange,
}: {
  sets: SavedHashtagSet[];
  onChange: (sets: SavedHashtagSet[]) => void;
}) {
  const { copy } = useCopy();

  async function remove(id: string) {
    const res = await requestJson<null>(`/api/industry-hashtag-generator/sets/${id}`, { method: "DELETE" });
    if (res.ok) {
      onChange(sets.filter((set) => set.id !== id));
      toast.success("Set deleted");
    } else toast.error("Error", { description: res.message });
  }

  return (
    <SavedList
      id="saved-sets"
      title="Saved sets"
      testId="saved-sets"
      empty={sets.length === 0 ? "Sets you save appear here, ready to copy again." : null}
    >
      {sets.map((set) => (
        <SavedItem key={set.id}>
          <p className="text-sm font-medium break-words">{set.label}</p>
          <p className="text-sm break-words text-muted-foreground">{set.tags.join(" ")}</p>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              className="min-h-11"
              onClick={() =>
                void copy(set.tags.join(" ")).then((ok) =>
                  ok
                    ? toast.success("Hashtags copied!")
                    : toast.error("Error", { description: "Copying is blocked in this browser." }),
                )
              }
            >
              <CopyIcon aria-hidden="true" />
              Copy
            </Button>
            <Button
              variant="ghost"
              className="min-h-11"
              aria-label={`Delete ${set.label}`}
              onClick={() => void remove(set.id)}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </div>
        </SavedItem>
      ))}
    </SavedList>
  );
}
