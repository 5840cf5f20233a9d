import { RoutePage } from "@/components/layout/route-page";
import { StoreStudio } from "@/components/ecommerce/store-studio";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { getProfileByUserId } from "@/lib/db/profiles";
import { MAX_PRODUCTS } from "@/lib/ecommerce/catalogue";
import { getStore, linkedProductIds, searchProducts } from "@/lib/ecommerce/product-service";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("ecommerce-integration", { robots: { index: false, follow: false } });

/** E-commerce: import a store's product export, feature products, link them and write bios from them. */
export default async function EcommerceIntegrationPage() {
  const viewer = await requireViewer("ecommerce-integration");
  const [{ products, total }, store, profile] = await Promise.all([
    searchProducts(viewer.id),
    getStore(viewer.id),
    getProfileByUserId({ userId: viewer.id }),
  ]);
  const linked = profile ? await linkedProductIds(viewer.id, products) : [];
  return (
    <RoutePage
      route="ecommerce-integration"
      intro="Bring your catalogue from Shopify, WooCommerce or Etsy, feature your best products on your link-in-bio page and write launch and promo bios from them."
    >
      <StoreStudio
        initialProducts={products}
        initialTotal={total}
        initialLinked={linked}
        initialStore={store}
        hasProfile={profile !== null}
        maxProducts={MAX_PRODUCTS}
        paths={{
          launch: href("product-launch"),
          promo: href("promo-bios"),
          linkInBio: href("link-in-bio"),
          profile: href("profile"),
          analytics: href("analytics"),
        }}
      />
    </RoutePage>
  );
}
