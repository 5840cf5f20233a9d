import { fold } from "../extract/tokenize";
import { DOMAIN_EMOJI, subjectEmoji } from "./emoji";
import type { FactKey, Facts } from "./facts";
import { joinList, pluralize, singularize, withArticle } from "./text";

const CALL_NOUNS = new Set(["book", "shop", "order", "hire", "contact", "link"]);

// The per-variation view that fills the template slots. Each of the three variations leads
// with different facts where there are enough of them, so the three read as three different
// bios, not one bio reshuffled.

const FOUNDERISH = /^(?:founder|co-founder|CEO|owner|creator|host|director|editor|.* owner)$/i;

export interface View {
  value(slot: string): string | undefined;
  emojiFor(fact: FactKey): string | undefined;
}

const rotate = <T>(items: readonly T[], by: number): T[] =>
  items.length === 0 ? [] : items.map((_, k) => items[(k + by) % items.length] as T);

const SLOT_FACT: Record<string, FactKey> = {
  role: "role",
  a_role: "role",
  roles: "role",
  roleAt: "role",
  brand: "brand",
  niche: "niche",
  nicheNoun: "niche",
  niche2: "niche",
  niches: "niche",
  offer: "offer",
  place: "place",
  proof: "proof",
  edu: "edu",
  university: "edu",
  major: "edu",
  classOf: "edu",
  mission: "mission",
  trait: "trait",
  descriptor: "trait",
  venture: "venture",
  a_venture: "venture",
  since: "since",
  motto: "motto",
  contact: "contact",
  name: "name",
  lead: "role",
  own: "own",
};

export function factOfSlot(slot: string): FactKey | undefined {
  return SLOT_FACT[slot];
}

/** Slot values for variation `index` (0, 1, 2). */
export function viewFor(facts: Facts, index: number, conjunction: "&" | "and"): View {
  const roles = facts.voice === "brand" ? facts.roles.map(pluralize) : facts.roles;
  // The first and third variations lead with the main role; the second with the next one.
  const role = roles[index === 1 && roles.length > 1 ? 1 : 0];
  const niches = rotate(facts.niches, index);
  const brand = facts.ownBrand ?? facts.employer;
  const values: Record<string, string | undefined> = {
    role,
    a_role: role && facts.voice === "personal" ? withArticle(role) : undefined,
    roles: roles.length > 1 ? joinList(roles.slice(0, 2), conjunction) : role,
    // The employer belongs to the main role only: "consultant at Razorpay" may be untrue.
    roleAt:
      role && role === roles[0] && facts.voice === "personal"
        ? facts.ownBrand && FOUNDERISH.test(role)
          ? `${role} of ${facts.ownBrand}`
          : facts.employer
            ? `${role} at ${facts.employer}`
            : facts.ownBrand
              ? `${role} behind ${facts.ownBrand}`
              : undefined
        : undefined,
    brand,
    niche: niches[0]?.label,
    // "Book addict", "every book moment": a noun that is also a call to book, shop or order reads
    // as an offer the person never made.
    nicheNoun:
      niches[0] && !CALL_NOUNS.has(singularize(niches[0].label).toLowerCase())
        ? singularize(niches[0].label)
        : undefined,
    niche2: niches[1]?.label,
    niches:
      niches.length > 0
        ? joinList(
            niches.slice(0, 3).map((n) => n.label),
            conjunction,
          )
        : undefined,
    offer: rotate(facts.offers, index)[0]?.replace(/\s+and\s+/g, conjunction === "&" ? " & " : " and "),
    place: facts.places[0],
    placeThe: facts.placeThe ? "the" : undefined,
    proof: rotate(facts.proofs, index)[0],
    edu: facts.edu,
    university: facts.university,
    major: facts.major,
    classOf: facts.classOf,
    mission: facts.mission,
    trait: rotate(facts.traits, index)[0],
    descriptor: rotate(facts.descriptors, index)[0],
    venture: facts.venture,
    a_venture: facts.venture ? withArticle(facts.venture) : undefined,
    since: facts.since,
    motto: facts.motto,
    contact: facts.contact,
    name: facts.name,
    lead: facts.lead,
    own: rotate(facts.own, index)[0],
  };
  const domain = facts.roleDomains[0] ?? facts.domains[0];
  return {
    value: (slot) => values[slot],
    emojiFor(fact) {
      switch (fact) {
        case "niche":
          return niches[0]?.emoji;
        case "own": {
          const own = fold(values.own ?? "");
          return facts.niches.find((n) => own.includes(fold(n.label)))?.emoji;
        }
        case "offer": {
          // The product's own emoji when an interest names it ("sourdough" → 🍞).
          const offer = values.offer?.toLowerCase() ?? "";
          const named = facts.niches.find((n) => offer.includes(n.label.toLowerCase()));
          return named?.emoji ?? (domain ? DOMAIN_EMOJI[domain] : undefined);
        }
        case "role":
        case "venture":
        case "brand": {
          // "plant shop" gets the plants' 🪴, not the field's.
          const subject = (fact === "venture" ? values.venture : (values.lead ?? values.role))?.toLowerCase() ?? "";
          const named = facts.niches.find((n) => subject.includes(singularize(n.label.toLowerCase())));
          const sign = subjectEmoji(subject, facts.venture ?? facts.roles[0]);
          return named?.emoji ?? sign ?? (domain ? DOMAIN_EMOJI[domain] : undefined);
        }
        case "place":
          return "📍";
        case "proof":
          return isWin(values.proof ?? "") ? "🏆" : "✨";
        case "edu":
          return "🎓";
        case "contact":
          return "📩";
        default:
          return undefined;
      }
    },
  };
}

// A trophy is for a win: an award, a title, a medal, a ranking. "Grades 6–10", "BSc 3rd year"
// and "40 workshops" are facts, not wins.
const WIN =
  /\b(?:won|wins?|winner|winning|award(?:s|ed)?|award-winning|prize|medal(?:s|ist)?|gold|silver|bronze|champions?(?:hip)?|trophy|trophies|ranked|rank|top \d+|finalist|topper|first place|1st place|podium|record|titles?|cup|bestselling|best-selling|under 30|national|olympian|selected|shortlisted|nominated)\b/i;

export function isWin(proof: string): boolean {
  return WIN.test(proof);
}
