// Domains group roles and interests so the composer can reach for lines that fit the field
// ("it works on my machine" for a developer, "will cook for compliments" for a chef).

export const DOMAINS = [
  "tech",
  "design",
  "art",
  "visual",
  "writing",
  "performance",
  "food",
  "fitness",
  "business",
  "finance",
  "education",
  "health",
  "fashion",
  "travel",
  "creator",
  "craft",
  "trades",
  "family",
] as const;
export type Domain = (typeof DOMAINS)[number];

export const PERSONAS = [
  "creator",
  "influencer",
  "entrepreneur",
  "small-business",
  "student",
  "professional",
  "brand",
  "team",
] as const;
export type Persona = (typeof PERSONAS)[number];
