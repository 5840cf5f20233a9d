// Facts about the product and the company, in one place.

export const SITE = {
  name: "BioStudio",
  tagline: "Social bios that sound like you",
  description:
    "Describe yourself in a few words, pick a tone and get three ready-to-paste bios for Instagram, TikTok, X and LinkedIn.",
  company: "BioStudio",
  city: "Bengaluru",
  region: "Karnataka",
  country: "India",
  postalCode: "560001",
  emails: {
    hello: "hello@biostudio.app",
    support: "support@biostudio.app",
    privacy: "privacy@biostudio.app",
    legal: "legal@biostudio.app",
    jobs: "jobs@biostudio.app",
  },
  /** The bio length guide: Instagram's limit (docs/product.md#platforms). */
  bioLimit: 150,
} as const;
