"use client";

import { useEffect, useRef, useState } from "react";
import { requestJson } from "@/lib/client/post-json";
import type { StoreProfile } from "@/lib/ecommerce/ecommerce.schema";
import { templatePrefill } from "@/lib/ecommerce/product-view";

/**
 * The signed-in user's store profile, read once when `active` turns on, as a function that
 * fills a template's placeholders ({shop_name}, {city}...). Signed out or without a profile it
 * fills nothing.
 */
export function useStorePrefill(active: boolean): (placeholders: readonly string[]) => Record<string, string> {
  const [store, setStore] = useState<StoreProfile | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!active || asked.current) return;
    asked.current = true;
    void requestJson<{ store: StoreProfile }>("/api/ecommerce/store-profile").then((result) => {
      if (result.ok) setStore(result.data.store);
    });
  }, [active]);

  return (placeholders) => templatePrefill(store, placeholders);
}
