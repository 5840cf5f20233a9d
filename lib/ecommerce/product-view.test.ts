import { describe, expect, it } from "vitest";
import { launchSchema } from "@/lib/tools/product-launch/launch.schema";
import { promoSchema } from "@/lib/tools/promo-bios/promo.schema";
import {
  campaignSlug,
  launchPrefill,
  priceText,
  productUtm,
  promoPrefill,
  templatePrefill,
  type ProductView,
} from "./product-view";

const product: ProductView = {
  id: "p1",
  platform: "shopify",
  title: "Ember Mini Candle — the pocket-size soy candle for long winter nights",
  description: "A pocket-size soy candle that burns 20 hours and smells of cedar and smoke. Hand-poured.",
  price: "16.50",
  currency: "GBP",
  priceText: "£16.50",
  stock: 20,
  imageUrl: null,
  url: "https://www.glow.example/products/ember-mini-candle",
  tags: ["candle"],
  variantCount: 2,
  featured: true,
};

describe("product view", () => {
  it("writes prices with the currency's symbol, or as in the file", () => {
    expect(priceText("32.00", "GBP")).toBe("£32.00");
    expect(priceText("32.00", "SEK")).toBe("32.00 SEK");
    expect(priceText("18.00", "")).toBe("18.00");
    expect(priceText("", "USD")).toBe("");
  });

  it("tags product links with source instagram, medium bio and the product as campaign", () => {
    expect(productUtm("Crème Brûlée Candle (Large)")).toEqual({
      source: "instagram",
      medium: "bio",
      campaign: "creme-brulee-candle-large",
    });
    expect(campaignSlug("!!!")).toBe("product");
    expect(campaignSlug("a".repeat(100))).toHaveLength(60);
  });

  it("fills the launch tool within its limits, and the tool's schema accepts it", () => {
    const prefill = launchPrefill(product);
    expect(prefill).toEqual({
      product: "Ember Mini Candle — the pocket-size soy",
      whatsNew: "A pocket-size soy candle that burns 20 hours and smells of cedar and",
      price: "£16.50",
      linkText: "glow.example/products/ember-mini-candle",
    });
    const parsed = launchSchema.safeParse({ ...prefill, launchDate: "2099-01-01", preorder: false });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("fills the promo tool from the store profile and the product", () => {
    const store = { name: "Glow & Co", niche: "soy candles", audience: "", location: "Leeds" };
    const prefill = promoPrefill(product, store);
    expect(prefill).toEqual({ business: "soy candles", appliesTo: "Ember Mini Candle — the pocket-size soy" });
    const parsed = promoSchema.safeParse({ ...prefill, kind: "percent", value: "20", endDate: "2099-01-01" });
    expect(parsed.success).toBe(true);
    expect(promoPrefill(null, { ...store, niche: "" }).business).toBe("Glow & Co");
  });

  it("answers the business templates' placeholders from the store profile", () => {
    const store = { name: "Glow & Co", niche: "soy candles", audience: "gift shoppers", location: "Leeds" };
    expect(templatePrefill(store, ["shop_name", "city", "discount", "target_clients"])).toEqual({
      shop_name: "Glow & Co",
      city: "Leeds",
      target_clients: "gift shoppers",
    });
    expect(templatePrefill(null, ["shop_name"])).toEqual({});
  });
});
