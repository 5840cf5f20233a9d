import type { ContactDetails } from "../safety/contact";
import type { Domain, Persona } from "./domains";
import type { NumberFact } from "./patterns-facts";
import type { YearFact } from "./patterns-identity";

// The shape of what `extractProfile` returns; kept apart so the helpers that build it can
// share the types without importing the entry point.

export interface ProfileRole {
  label: string;
  domain: Domain | null;
}

export interface ProfileInterest {
  label: string;
  emoji: string;
  domain: Domain | null;
}

export interface ExtractedProfile {
  /** Words of instructions cut from the description, which no bio line may echo. */
  echoes: ReadonlySet<string>;
  roles: ProfileRole[];
  /** What a brand or team is ("bakery", "design studio"). */
  ventures: ProfileRole[];
  interests: ProfileInterest[];
  places: string[];
  /** Places the person has left ("worked in Belfast for twelve years"): never where they are. */
  formerPlaces: string[];
  /** Places the person works across ("weddings across Rajasthan and Goa"), not where they are. */
  serviceAreas: string[];
  achievements: string[];
  numbers: NumberFact[];
  brands: string[];
  employer?: string;
  ownBrand?: string;
  exBrands: string[];
  names: string[];
  years: YearFact[];
  university?: string;
  degree?: string;
  major?: string;
  personality: string[];
  /** The person's own labels: "chai addict", "dog mom". */
  descriptors: string[];
  /** "helping small brands grow online" */
  mission?: string;
  /** What they make, sell or do: "handmade soy candles". */
  offers: string[];
  motto?: string;
  wantsContact: boolean;
  contact: ContactDetails;
  languageHints: ("hinglish" | "spanish")[];
  voice: "personal" | "brand";
  persona: Persona;
  /** Most relevant first. */
  domains: Domain[];
  /** Salient words and phrases, most important first. */
  keywords: string[];
  /** The description's own clauses that read as facts, in the order written. */
  phrases: string[];
  /** Those of them that say what the person is or does now ("Running my own practice"). */
  nowPhrases: string[];
  /** The description as analysed: plain text, safe to show. */
  cleanText: string;
  flags: { truncated: boolean; html: boolean; injection: boolean; profanity: boolean };
}
