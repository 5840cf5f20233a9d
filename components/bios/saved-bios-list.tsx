"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { HistoryIcon, SearchIcon, StarIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { requestJson } from "@/lib/client/post-json";
import { biosQuery, toSavedBio, type SavedBio, type SavedBiosPage } from "./saved-bio";
import { SavedBioCard } from "./saved-bio-card";
import { href } from "@/lib/config/paths";

type ApiPage = { total: number; bios: Parameters<typeof toSavedBio>[0][] };

const SEARCH_DELAY_MS = 300;

export function SavedBiosList({ initial, pageSize }: { initial: SavedBiosPage; pageSize: number }) {
  const [q, setQ] = useState("");
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [data, setData] = useState(initial);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const firstRun = useRef(true);

  async function load(nextPage: number, append: boolean) {
    const result = await requestJson<ApiPage>(biosQuery({ q, favoritesOnly, page: nextPage }));
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    const bios = result.data.bios.map(toSavedBio);
    setData((current) => ({ total: result.data.total, bios: append ? [...current.bios, ...bios] : bios }));
    setPage(nextPage);
  }

  // A new search or filter starts again at page 1, a moment after typing stops.
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = setTimeout(() => startLoading(() => load(1, false)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load reads the current q and filter
  }, [q, favoritesOnly]);

  function replace(bio: SavedBio) {
    setData((current) => ({ ...current, bios: current.bios.map((b) => (b.id === bio.id ? bio : b)) }));
  }

  function remove(id: string) {
    setData((current) => ({ total: Math.max(0, current.total - 1), bios: current.bios.filter((b) => b.id !== id) }));
  }

  const filtered = q.trim() !== "" || favoritesOnly;
  const hasMore = data.bios.length < data.total && page * pageSize < data.total;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search your bios..."
            aria-label="Search your bios"
            className="pl-9"
            maxLength={100}
          />
        </div>
        <Button
          variant={favoritesOnly ? "secondary" : "outline"}
          aria-pressed={favoritesOnly}
          onClick={() => setFavoritesOnly((v) => !v)}
        >
          <StarIcon aria-hidden="true" className={favoritesOnly ? "fill-current" : undefined} />
          Favourites only
        </Button>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading ? "Loading…" : `${data.total} ${data.total === 1 ? "generation" : "generations"}`}
      </p>

      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <span>{error}</span>
          <Button size="sm" variant="outline" onClick={() => startLoading(() => load(1, false))}>
            Try again
          </Button>
        </div>
      )}

      {loading && data.bios.length === 0 ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : data.bios.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title={filtered ? "No bios match" : "No bios yet"}
          description={
            filtered
              ? "Try another word, or show all your bios."
              : "Bios you generate are kept here, so you can come back, copy and favourite them."
          }
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  setQ("");
                  setFavoritesOnly(false);
                }}
              >
                Show all bios
              </Button>
            ) : (
              <Button asChild variant="gradient">
                <a href={href("generator")}>Generate my first bio</a>
              </Button>
            )
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.bios.map((bio) => (
            <li key={bio.id}>
              <SavedBioCard bio={bio} onChange={replace} onDelete={remove} />
            </li>
          ))}
        </ul>
      )}

      {hasMore && (
        <Button
          variant="outline"
          className="self-center"
          disabled={loading}
          onClick={() => startLoading(() => load(page + 1, true))}
        >
          {loading ? "Loading…" : "Show more"}
        </Button>
      )}
      {error === null && !loading && data.bios.length > 0 && !hasMore && data.total > pageSize && (
        <p className="text-center text-xs text-muted-foreground">That is all of them.</p>
      )}
    </div>
  );
}
