import "@/lib/validation/zod-config";
import { z } from "zod";
import { optionalText } from "@/lib/tools/tool-fields";

// The inputs of the e-commerce API. The import itself is the raw CSV body (see
// import-service.ts); everything else is small JSON checked here.

export const ECOMMERCE_MESSAGES = {
  notFound: "That product was not found.",
  noUrl: "Add the product's page address first: the link needs somewhere to go.",
  url: "Product links must start with http:// or https://.",
  onPage: "This product is already a link on your link-in-bio page.",
  tooLarge: "This file is larger than 20 MB. Please split the export into smaller files.",
  mediaType: "Please send the CSV file itself as the request body (Content-Type: text/csv).",
  busy: "Another import of this store is still running. Please try again when it has finished.",
} as const;

export const productIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/) });

export const productQuerySchema = z.object({
  q: z
    .string()
    .max(100, "Please keep the search under 100 characters.")
    .optional()
    .transform((q) => q?.trim() || undefined),
  featured: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .transform((f) => f === "1" || f === "true"),
});

export const productPatchSchema = z.object({
  featured: z.boolean("Featured is true or false.").optional(),
  url: z.union([z.string().max(2000, "This address is too long (2,000 characters at most)."), z.null()]).optional(),
});
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const STORE_FIELDS = ["name", "niche", "audience", "location"] as const;
export type StoreField = (typeof STORE_FIELDS)[number];

export const storeProfileSchema = z.object({
  name: optionalText("your store's name", 40),
  niche: optionalText("your niche", 40),
  audience: optionalText("your audience", 60),
  location: optionalText("your location", 40),
});
export type StoreProfileInput = z.infer<typeof storeProfileSchema>;
export type StoreProfile = Record<StoreField, string>;
