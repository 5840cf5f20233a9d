import { BIOS_PAGE_SIZE } from "@/lib/bio/generate.schema";
import { SavedBiosList } from "./saved-bios-list";
import type { SavedBiosPage } from "./saved-bio";

/**
 * The signed-in user's bio history: every generation with its three bios, searchable,
 * with favourites, copy and delete. The first page is rendered on the server.
 */
export function SavedBios({ initial }: { initial: SavedBiosPage }) {
  return (
    <section aria-labelledby="saved-bios-title" className="flex flex-col gap-4">
      <div>
        <h2 id="saved-bios-title" className="text-xl font-semibold tracking-tight">
          Your bios
        </h2>
        <p className="text-sm text-muted-foreground">Everything you have generated, newest first.</p>
      </div>
      <SavedBiosList initial={initial} pageSize={BIOS_PAGE_SIZE} />
    </section>
  );
}
