"use client";

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
  initialLinked,
  initialStore,
  hasProfile,
  maxProducts,
  paths,
}: {
  initialProducts: ProductView[];
  initialLinked: string[];
  initialStore: StoreProfile;
  hasProfile: boolean;
  maxProducts: number;
  paths: StudioPaths;
}) {
  const products = useProducts(initialProducts);
  const [linked, setLinked] = useState(() => new Set(initialLinked));

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ImportCard maxProducts={maxProducts} onImported={() => void products.reload()} />
        <StoreProfileCard initial={initialStore} />
      </div>
      <ProductList
        state={products}
        linked={linked}
        onLinked={(id) => setLinked((current) => new Set(current).add(id))}
        hasProfile={hasProfile}
        paths={paths}
      />
    </div>
  );
}
