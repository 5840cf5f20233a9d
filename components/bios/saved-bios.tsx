import { getSessionViewer } from "@/lib/auth/viewer";
import { BIOS_PAGE_SIZE } from "@/lib/bio/generate.schema";
import { listGenerations } from "@/lib/db/generations";
import { SavedBiosList } from "./saved-bios-list";
import { toSavedBio } from "./saved-bio";

/**
 * The signed-in user's bio history: every generation with its three bios, searchable,
 * with favourites, copy and delete. The first page is rendered on the server.
 */
export async function SavedBios() {
  const viewer = await getSessionViewer();
  if (!viewer) return null;
  const { total, generations } = await listGenerations({ userId: viewer.id, page: 1, pageSize: BIOS_PAGE_SIZE });
  return (
    <section aria-labelledby="saved-bios-title" className="flex flex-col gap-4">
      <div>
        <h2 id="saved-bios-title" className="text-xl font-semibold tracking-tight">
          Your bios
        </h2>
        <p className="text-sm text-muted-foreground">Everything you have generated, newest first.</p>
      </div>
      <SavedBiosList initial={{ total, bios: generations.map(toSavedBio) }} pageSize={BIOS_PAGE_SIZE} />
    </section>
  );
}
