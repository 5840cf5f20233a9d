// Test-only Stripe keys. Kept free of imports so a hoisted vi.mock factory can load it.
export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_biostudio_integration",
  STRIPE_WEBHOOK_SECRET: "whsec_biostudio_integration_secret",
  STRIPE_PRICE_ID: "price_biostudio_premium_monthly",
};
