import { z } from "zod";

// The only reader of process.env. Every variable has a working default so the
// app runs with none set; .env.example documents each one.

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalInt = z.coerce.number().int().nonnegative().optional();

/** Where the app is reached when APP_URL is not set. */
export const DEFAULT_APP_URL = "http://localhost:3000";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Public origin of the site, used in canonical URLs, sitemaps and mails. */
    APP_URL: z.string().url().default(DEFAULT_APP_URL),
    /** file:./path.db for SQLite (default data/biostudio.db) or postgres://… */
    DATABASE_URL: optionalString,
    /** Signs session cookies. A development default is used when unset. */
    AUTH_SECRET: optionalString,
    OPENAI_API_KEY: optionalString,
    /** An OpenAI-compatible server (Ollama, LM Studio, vLLM), e.g. http://localhost:11434/v1 */
    AI_BASE_URL: optionalString,
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().default("gpt-4o-mini"),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("BioStudio <hello@biostudio.local>"),
    SUPPORT_EMAIL: z.string().default("support@biostudio.local"),
    REDIS_URL: optionalString,
    /**
     * How many proxies in front of the app append to X-Forwarded-For (a load
     * balancer: 1). Default 0: the connection's own address is the client's.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * The request header a proxy or CDN in front of the app sets to the visitor's country
     * (cf-ipcountry on Cloudflare, x-vercel-ip-country on Vercel). Read only when TRUST_PROXY
     * is at least 1; unset, every country is "unknown".
     */
    COUNTRY_HEADER: optionalString,
    /** Days raw analytics events are kept (daily totals are kept for good). */
    ANALYTICS_RAW_RETENTION_DAYS: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(3650).default(90),
    ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    GA4_ID: optionalString,
    PLAUSIBLE_DOMAIN: optionalString,
    /** Plan limit overrides (per calendar month, free plan). */
    FREE_BIO_GENERATIONS: optionalInt,
    FREE_CAMPAIGN_GENERATIONS: optionalInt,
    FREE_INDUSTRY_OPTIMIZATIONS: optionalInt,
    FREE_BRAND_VOICE_ANALYSES: optionalInt,
    FREE_HASHTAG_GENERATIONS: optionalInt,
    /** Days a personal API token works after it is created (1 to 3650). */
    API_TOKEN_TTL_DAYS: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(3650).default(90),
    ),
    /** Sign-ups allowed from one network address per hour (1 to 100,000). */
    SIGNUPS_PER_HOUR_PER_ADDRESS: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(100_000).default(100),
    ),
    /** Turns off rate limits, for load tests only. */
    DISABLE_RATE_LIMITS: bool,
    /** Both set: this account is made (or promoted to) an administrator at every start. */
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    /** Seed the demo account (published password) outside `npm run dev` and the tests too. */
    SEED_DEMO: bool,
  })
  .refine((v) => !v.ADMIN_EMAIL === !v.ADMIN_PASSWORD, {
    message: "Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.",
    path: ["ADMIN_PASSWORD"],
  });

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

export const env = load();

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

/** Where the data lives: a SQLite file unless DATABASE_URL names PostgreSQL. */
export function databaseConfig(url = env.DATABASE_URL): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { dialect: "postgres", url };
  const file = url ? url.replace(/^file:/, "") : "data/biostudio.db";
  return { dialect: "sqlite", file };
}

/** True when the app is served over https: the scheme of APP_URL, or of its default when unset. */
export function servedOverHttps(appUrl = env.APP_URL): boolean {
  return new URL(appUrl).protocol === "https:";
}
