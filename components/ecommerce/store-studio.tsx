"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { StoreProfile } from "@/lib/ecommerce/ecommerce.schema";
import { ImportCard } from "./import-card";
import { ProductList } from "./product-list";
import { StoreProfileCard } from "./store-profile-card";
import type { ProductView, StudioPaths } from "./types";
import { useProducts } from "./use-products";

/** The e-commerce page: import, store profile and the product list, sharing one list of products. */
export function StoreStudio({
  initialProducts,
  initialTotal,
  initialLinked,
  initialStore,
  hasProfile,
  maxProducts,
  paths,
}: {
  initialProducts: ProductView[];
  initialTotal: number;
  initialLinked: string[];
  initialStore: StoreProfile;
  hasProfile: boolean;
  maxProducts: number;
  paths: StudioPaths;
}) {
  const router = useRouter();
  const products = useProducts(initialProducts, initialTotal);
  const [linked, setLinked] = useState(() => new Set(initialLinked));
  // The list lives in this component's state; refreshing the route after each change keeps the
  // router's cached copy current, so Back to this page shows what was imported, not the first visit.
  const changed = () => router.refresh();

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ImportCard
          maxProducts={maxProducts}
          onImported={() => {
            void products.reload();
            changed();
          }}
        />
        <StoreProfileCard initial={initialStore} onSaved={changed} />
      </div>
      <ProductList
        state={products}
        linked={linked}
        onChanged={changed}
        onLinked={(id) => {
          setLinked((current) => new Set(current).add(id));
          changed();
        }}
        hasProfile={hasProfile}
        paths={paths}
      />
    </div>
  );
}
