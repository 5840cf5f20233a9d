import { rngFor, shuffle } from "@/lib/tools/compose-kit";
import { banVerdict, BANNED_SOURCE, type BanVerdict } from "./banned";
import { industryById, type IndustryTags } from "./taxonomy";

// The built-in hashtag engine: curated tags in three tiers by specificity (broad reaches
// everyone in the field, mid a community, niche the exact audience), local tags made from the
// place as the user typed it, and ready-to-copy sets. Deterministic for a seed; no tag on the
// banned list is ever offered, and none is given a post count we could not verify.

export interface HashtagInput {
  industry: string;
  /** What exactly the user does: "home bakery", "bridal makeup". */
  niche?: string | undefined;
  /** Where: "Pune", "Koregaon Park, Pune". */
  location?: string | undefined;
  /** Tags the user is considering, checked against the banned list. */
  check?: string | undefined;
}

export interface HashtagSet {
  id: string;
  title: string;
  tags: string[];
}

export interface HashtagResult {
  industry: { id: string; name: string };
  tiers: { broad: string[]; mid: string[]; niche: string[] };
  /** Tags made from the location as entered (part of the niche tier). */
  local: string[];
  sets: HashtagSet[];
  /** Tags refused, each with its reason. */
  refused: BanVerdict[];
  /** The user's own tags that passed the check. */
  accepted: string[];
  source: typeof BANNED_SOURCE;
}

const MAX_TAG = 30;
const STOP = new Set(["and", "the", "of", "for", "in", "a", "an", "my", "our", "with", "&"]);

/** "Home Bakery!" → "homebakery"; letters and digits of any script survive, nothing else. */
export function toTag(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]/gu, "");
}

const usable = (tag: string) => tag.length >= 2 && tag.length <= MAX_TAG && !/^\d+$/.test(tag);

function words(text: string): string[] {
  return text
    .split(/[\s\-/&+]+/)
    .map(toTag)
    .filter((w) => w !== "" && !STOP.has(w));
}

/** "home bakery, Pune" typed into the niche field: the part after the last comma is the place. */
export function splitNicheAndPlace(niche = "", location = ""): { niche: string; places: string[] } {
  let rest = niche;
  let place = location;
  if (place.trim() === "" && niche.includes(",")) {
    const cut = niche.indexOf(",");
    rest = niche.slice(0, cut);
    place = niche.slice(cut + 1);
  }
  const places = place
    .split(",")
    .map((p) => toTag(p))
    .filter(usable)
    .reverse(); // the city (last part) first, then the neighbourhood
  return { niche: rest.trim(), places };
}

function nicheTags(niche: string): string[] {
  const ws = words(niche);
  if (ws.length === 0) return [];
  const tags = [toTag(niche)];
  if (ws.length > 1) tags.push(ws[ws.length - 1] ?? "");
  return tags.filter(usable);
}

function localTags(places: string[], industry: IndustryTags, niche: string): string[] {
  const last = words(niche).at(-1);
  const subjects = [...(last ? [last] : []), ...industry.keywords];
  const tags: string[] = [];
  for (const place of places.slice(0, 2)) {
    tags.push(place);
    for (const subject of subjects) tags.push(`${place}${subject}`);
  }
  const city = places[0];
  if (city) tags.push(`${city}smallbusiness`, `shop${city}`);
  return tags.filter(usable);
}

/** Parses "#a, b #c" into tags without "#". */
export function parseTags(text = ""): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;#]+/)
        .map(toTag)
        .filter(usable),
    ),
  ].slice(0, 30);
}

export function generateHashtags(input: HashtagInput, seed = 0): HashtagResult | undefined {
  const industry = industryById(input.industry);
  if (!industry) return undefined;
  const random = rngFor(seed, "hashtags");
  const refused = new Map<string, BanVerdict>();
  const seen = new Set<string>();
  // Every tag passes here once: a banned one is refused with its reason, a repeat is dropped.
  const keep = (tags: string[]) =>
    tags.filter((tag) => {
      const verdict = banVerdict(tag);
      if (verdict) {
        refused.set(verdict.tag, verdict);
        return false;
      }
      if (seen.has(tag)) return false;
      seen.add(tag);
      return true;
    });

  const { niche, places } = splitNicheAndPlace(input.niche, input.location);
  const local = keep(localTags(places, industry, niche));
  const own = keep(nicheTags(niche));
  const broad = keep(industry.broad);
  const mid = keep(industry.mid);
  const curatedNiche = keep(industry.niche);
  const accepted = keep(parseTags(input.check));

  const pick = (from: string[], n: number) => shuffle(random, from).slice(0, n);
  const fill = [...mid, ...broad, ...curatedNiche];
  const set = (id: string, title: string, parts: string[][]): HashtagSet => {
    const tags = [...new Set(parts.flat())];
    for (const tag of fill) if (tags.length < 5 && !tags.includes(tag)) tags.push(tag);
    return { id, title, tags: tags.slice(0, 10).map((t) => `#${t}`) };
  };
  const specific = [...own, ...local.slice(0, 3)];
  const sets = [
    set("balanced", "Balanced reach", [pick(broad, 2), pick(mid, 3), specific.slice(0, 2), pick(curatedNiche, 2)]),
    set("niche", "Niche audience", [pick(broad, 1), pick(mid, 2), own, pick(curatedNiche, 4)]),
    local.length > 0
      ? set("local", "Local customers", [pick(broad, 1), pick(mid, 2), own.slice(0, 1), local.slice(0, 5)])
      : set("discovery", "Discovery", [pick(broad, 3), pick(mid, 4), pick(curatedNiche, 1)]),
  ];

  return {
    industry: { id: industry.id, name: industry.name },
    tiers: { broad, mid, niche: [...own, ...curatedNiche] },
    local,
    sets,
    refused: [...refused.values()],
    accepted,
    source: BANNED_SOURCE,
  };
}
