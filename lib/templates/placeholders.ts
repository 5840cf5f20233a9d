// Friendly labels and sample values for template placeholders (docs/product.md#templates).
// Every placeholder used by the catalogue has an entry here; the fallback label
// rule (fallbackLabel: "travel_style" → "Travel Style") covers any that slips through.

export interface PlaceholderInfo {
  label: string;
  sample: string;
}

// Samples are short on purpose: every catalogue template, filled with them, must stay
// within Instagram's 150 characters (lib/templates/catalogue.test.ts checks it).
export const PLACEHOLDERS: Readonly<Record<string, PlaceholderInfo>> = {
  // The core names: each keeps its label and sample (placeholders.test.ts checks them).
  art_type: { label: "Art Type", sample: "Watercolor" },
  vision: { label: "Vision", sample: "a kinder internet" },
  inspiration: { label: "Inspiration", sample: "old films" },
  location: { label: "Location", sample: "Lisbon" },
  philosophy: { label: "Philosophy", sample: "Less, but better" },
  company: { label: "Company", sample: "Northwind" },
  industry: { label: "Industry", sample: "Fintech" },
  achievement: { label: "Achievement", sample: "TEDx speaker" },
  experience: { label: "Experience", sample: "10+ years" },
  mission: { label: "Mission", sample: "Making good things last" },
  specialization: { label: "Specialization", sample: "Brand strategy" },
  metric: { label: "Key Metric", sample: "10K+ customers" },
  tagline: { label: "Tagline", sample: "Simple beats clever" },
  certification: { label: "Certification", sample: "NASM-CPT" },
  approach: { label: "Approach", sample: "Science-backed, no fads" },
  cta: { label: "Call to Action", sample: "Book a free call" },
  motivation: { label: "Motivation", sample: "Stronger than yesterday" },
  countries: { label: "Countries Visited", sample: "42" },
  travel_style: { label: "Travel Style", sample: "Slow travel" },
  content_type: { label: "Content Type", sample: "Travel guides" },
  destination: { label: "Destination", sample: "Patagonia" },
  fun_fact: { label: "Fun Fact", sample: "I can nap on any bus" },
  role: { label: "Role", sample: "Product Designer" },
  product: { label: "Product", sample: "Linen tote bags" },
  tech_stack: { label: "Tech Stack", sample: "TypeScript + Go" },
  learning: { label: "Currently Learning", sample: "Rust" },
  cuisine: { label: "Cuisine", sample: "Italian" },
  cooking_style: { label: "Cooking Style", sample: "One-pan dinners" },
  content: { label: "Content", sample: "Easy recipes" },
  specialty: { label: "Specialty", sample: "Sourdough" },
  fun_tagline: { label: "Fun Tagline", sample: "Powered by snacks" },
  focus: { label: "Focus", sample: "Strength training" },
  lifestyle: { label: "Lifestyle", sample: "Slow living" },
  wisdom: { label: "Words of Wisdom", sample: "Be kind, stay curious" },
  message: { label: "Message", sample: "You are enough" },
  pet_name: { label: "Pet Name", sample: "Biscuit" },
  pet_type: { label: "Pet Type", sample: "Golden Retriever" },
  funny_fact: { label: "Funny Fact", sample: "I'm scared of cucumbers" },
  love_message: { label: "Love Message", sample: "Loved beyond measure" },
  mystique: { label: "Mystique", sample: "Not all who wander are lost" },
  interest: { label: "Interest", sample: "film photography" },
  hint: { label: "Hint", sample: "New chapter loading" },
  closing: { label: "Closing Line", sample: "Stay wild" },
  platform: { label: "Platform", sample: "YouTube" },
  following: { label: "Following", sample: "50K" },
  brands: { label: "Brands", sample: "Nike & Glossier" },
  contact: { label: "Contact", sample: "hello@maya.co" },
  university: { label: "University", sample: "UCLA" },
  year: { label: "Year", sample: "2027" },
  major: { label: "Major", sample: "Psychology" },
  goal: { label: "Goal", sample: "med school" },
  passion: { label: "Passion", sample: "Climate tech" },
  target_clients: { label: "Target Clients", sample: "busy professionals" },
  expertise: { label: "Expertise", sample: "Fat loss" },
  results: { label: "Results", sample: "300+ clients helped" },
  availability: { label: "Availability", sample: "3 spots open" },
  service: { label: "Service", sample: "1:1 coaching" },
  fuel: { label: "Fuel", sample: "iced coffee" },
  personality: { label: "Personality", sample: "Introvert, loud laugh" },

  // Names the catalogue adds.
  name: { label: "Name", sample: "Maya" },
  pronouns: { label: "Pronouns", sample: "she/they" },
  handle: { label: "Handle", sample: "@mayalima" },
  website: { label: "Website", sample: "mayalima.com" },
  partner: { label: "Partner's Name", sample: "Sam" },
  subject: { label: "Subject", sample: "Math" },
  club: { label: "Club", sample: "Debate Society" },
  genre: { label: "Genre", sample: "Indie folk" },
  event: { label: "Event", sample: "Sunset Sessions" },
  race: { label: "Race", sample: "Berlin Marathon" },
  show: { label: "Show", sample: "Late Night Talks" },
  schedule: { label: "Schedule", sample: "Tue & Fri 8pm" },
  exhibition: { label: "Exhibition", sample: "Spring Open, London" },
  brand: { label: "Brand", sample: "Oak & Ivy" },
  shop_name: { label: "Shop Name", sample: "Juniper" },
  city: { label: "City", sample: "Austin" },
  address: { label: "Address", sample: "12 Elm St" },
  hours: { label: "Opening Hours", sample: "Mon–Sat 9–6" },
  since: { label: "Founded In", sample: "2016" },
  collection: { label: "Collection", sample: "Golden Hour" },
  material: { label: "Material", sample: "Sterling silver" },
  price: { label: "Price", sample: "$30" },
  threshold: { label: "Free Shipping Threshold", sample: "$50" },
  delivery: { label: "Delivery", sample: "Same-day delivery" },
  returns: { label: "Returns Policy", sample: "30-day free returns" },
  launch_date: { label: "Launch Date", sample: "Friday 6pm" },
  deadline: { label: "Deadline", sample: "Sunday" },
  discount: { label: "Discount", sample: "20%" },
  code: { label: "Promo Code", sample: "WELCOME20" },
  offer: { label: "Offer", sample: "Buy 2, get 1 free" },
};

/** "travel_style" → "Travel Style" (the rule for a placeholder without a label). */
export function fallbackLabel(name: string): string {
  return name
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function placeholderLabel(name: string): string {
  return PLACEHOLDERS[name]?.label ?? fallbackLabel(name);
}

/** The sample value, or undefined (previews then show [name]). */
export function placeholderSample(name: string): string | undefined {
  return PLACEHOLDERS[name]?.sample;
}

/** Sample values for every placeholder that has one. */
export function sampleValues(): Record<string, string> {
  return Object.fromEntries(Object.entries(PLACEHOLDERS).map(([key, info]) => [key, info.sample]));
}
