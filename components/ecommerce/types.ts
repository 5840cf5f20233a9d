import type { ProductView } from "@/lib/ecommerce/product-view";

export type { ProductView };

export interface StudioPaths {
  launch: string;
  promo: string;
  linkInBio: string;
  profile: string;
  analytics: string;
}
