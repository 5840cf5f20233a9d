"use client";

import { useCallback, useRef, useState } from "react";
import { requestJson } from "@/lib/client/post-json";
import type { ProductView } from "./types";

export interface ProductsState {
  products: ProductView[];
  /** How many match in all; the list holds the first ones. */
  total: number;
  query: string;
  featuredOnly: boolean;
  status: "idle" | "loading" | "error";
  error: string;
  search: (query: string, featuredOnly: boolean) => Promise<void>;
  reload: () => Promise<void>;
  replace: (product: ProductView) => void;
}

/** The product list as the server last answered it, searched by title or tag. */
export function useProducts(initial: ProductView[], initialTotal: number): ProductsState {
  const [products, setProducts] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [query, setQuery] = useState("");
  const [featuredOnly, setFeaturedOnly] = useState(false);
  const [status, setStatus] = useState<ProductsState["status"]>("idle");
  const [error, setError] = useState("");
  const latest = useRef(0);

  const search = useCallback(async (q: string, featured: boolean) => {
    setQuery(q);
    setFeaturedOnly(featured);
    const ticket = ++latest.current;
    setStatus("loading");
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q.trim());
    if (featured) params.set("featured", "1");
    const result = await requestJson<{ products: ProductView[]; total: number }>(`/api/ecommerce/products?${params}`);
    if (ticket !== latest.current) return;
    if (result.ok) {
      setProducts(result.data.products);
      setTotal(result.data.total);
      setStatus("idle");
      setError("");
    } else {
      setStatus("error");
      setError(result.message);
    }
  }, []);

  const reload = useCallback(() => search(query, featuredOnly), [search, query, featuredOnly]);
  const replace = useCallback(
    (product: ProductView) => setProducts((list) => list.map((p) => (p.id === product.id ? product : p))),
    [],
  );
  return { products, total, query, featuredOnly, status, error, search, reload, replace };
}
