import Link from "next/link";
import { NoSavedBios } from "@/components/bios/no-saved-bios";
import type { SavedBio } from "@/lib/bio-analyzer/saved-bios";

/** The user's saved bios, each a link that analyses it (no script needed). */
export function SavedBiosList({ bios, path }: { bios: SavedBio[]; path: string }) {
  if (bios.length === 0) {
    return <NoSavedBios />;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Saved bios">
      {bios.map((b) => (
        <li key={b.bio}>
          <Link
            href={`${path}?${new URLSearchParams({ bio: b.bio, platform: b.platform })}#results`}
            className="block min-h-11 rounded-lg border p-3 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="line-clamp-3 break-words">{b.bio}</span>
            <span className="mt-1 block text-xs font-medium text-primary">Analyse this bio</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
