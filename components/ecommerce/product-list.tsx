"use client";

import { CircleAlert, PackageOpen, Search, SearchX } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ProductCard } from "./product-card";
import type { StudioPaths } from "./types";
import type { ProductsState } from "./use-products";

const SEARCH_DELAY_MS = 300;

/** The imported products: search, the featured filter, and one card per product. */
export function ProductList({
  state,
  linked,
  onLinked,
  onChanged,
  hasProfile,
  paths,
}: {
  state: ProductsState;
  linked: Set<string>;
  onLinked: (id: string) => void;
  onChanged: () => void;
  hasProfile: boolean;
  paths: StudioPaths;
}) {
  const searchId = useId();
  const [text, setText] = useState(state.query);
  const { search, featuredOnly } = state;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => void search(text, featuredOnly), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts a delayed search; the filter buttons search at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const filtered = state.query.trim() !== "" || state.featuredOnly;
  const featuredCount = state.products.filter((p) => p.featured).length;

  return (
    <section aria-labelledby={`${searchId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${searchId}-title`} className="text-xl font-semibold tracking-tight">
          Your products
        </h2>
        <p className="text-sm text-muted-foreground">
          Feature your best sellers, add them to your link-in-bio page (each link carries UTM source instagram, medium
          bio and the product as campaign, and its clicks show in{" "}
          <Link href={paths.analytics} className="text-primary underline underline-offset-4">
            Analytics
          </Link>
          ), or write a launch or promo bio from one.
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={searchId}>Search products</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={text}
              placeholder="Title or tag"
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex gap-2" role="group" aria-label="Show">
          <Button
            type="button"
            variant={featuredOnly ? "outline" : "secondary"}
            aria-pressed={!featuredOnly}
            className="min-h-11"
            onClick={() => void search(text, false)}
          >
            All products
          </Button>
          <Button
            type="button"
            variant={featuredOnly ? "secondary" : "outline"}
            aria-pressed={featuredOnly}
            className="min-h-11"
            onClick={() => void search(text, true)}
          >
            Featured{!featuredOnly && featuredCount > 0 ? ` (${featuredCount})` : ""}
          </Button>
        </div>
      </div>

      {!hasProfile && state.products.length > 0 && (
        <p className="text-sm text-muted-foreground">
          To add products to a link-in-bio page,{" "}
          <Link href={paths.profile} className="text-primary underline underline-offset-4">
            create your profile
          </Link>{" "}
          first.
        </p>
      )}

      <div aria-live="polite" className="min-h-6 text-sm text-muted-foreground">
        {state.status === "loading" ? (
          <span className="inline-flex items-center gap-2">
            <Spinner /> Loading products…
          </span>
        ) : (
          state.products.length > 0 &&
          (state.total > state.products.length
            ? `The first ${state.products.length} of ${state.total.toLocaleString("en-US")} products: search to find the others`
            : `${state.total} product${state.total === 1 ? "" : "s"}`)
        )}
      </div>

      {state.status === "error" ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>We couldn&apos;t load your products</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {state.error}
            <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => void state.reload()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : state.products.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<SearchX />}
            title={state.featuredOnly && !state.query ? "No featured products yet" : "No products match your search"}
            description={
              state.featuredOnly && !state.query
                ? "Switch on Feature on a product to pin it here."
                : "Try another word, or clear the search."
            }
          />
        ) : (
          <EmptyState
            icon={<PackageOpen />}
            title="No products yet"
            description="Import your products export above: your catalogue shows here, ready to feature and link."
          />
        )
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
          {state.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              linked={linked.has(product.id)}
              hasProfile={hasProfile}
              paths={paths}
              onChange={(product) => {
                state.replace(product);
                onChanged();
              }}
              onLinked={onLinked}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
