// A saved generation as the history list shows it (dates travel as ISO strings).

export interface SavedBio {
  id: string;
  description: string;
  tone: string;
  platform: string;
  variations: string[];
  favorite: boolean;
  createdAt: string;
}

export interface SavedBiosPage {
  total: number;
  bios: SavedBio[];
}

export function toSavedBio(g: Omit<SavedBio, "createdAt"> & { createdAt: Date | string }): SavedBio {
  return {
    id: g.id,
    description: g.description,
    tone: g.tone,
    platform: g.platform,
    variations: g.variations,
    favorite: g.favorite,
    createdAt: typeof g.createdAt === "string" ? g.createdAt : g.createdAt.toISOString(),
  };
}

/** The query string of GET /api/bios for a search, a favourites filter and a page. */
export function biosQuery({ q, favoritesOnly, page }: { q: string; favoritesOnly: boolean; page: number }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (favoritesOnly) params.set("favorite", "true");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/api/bios?${query}` : "/api/bios";
}
