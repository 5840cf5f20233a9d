import { composeBios } from "./compose";
import { hashString, mulberry32, pick, type Rng } from "./compose/rng";
import { jaccard, wordSet } from "./compose/similarity";
import { suggestEmojis, suggestHashtags } from "./emoji-hashtags";
import { extractProfile } from "./extract";
import { graphemeLength } from "./graphemes";
import { PLATFORM_LIMITS, type Tone } from "./types";
import { checkBio, cleanBio } from "./validate-bio";

// "Related bios": other ways to write the same person's bio, each taking a
// named approach, so someone who likes one idea sees it done differently. Built from what
// the original says (through extractProfile) plus the composer; deterministic per seed.

export interface RelatedBio {
  bio: string;
  approach: string;
  inspiration: string;
}

export interface RelatedBiosRequest {
  originalBio: string;
  /** A template category ("fitness", "tech-saas"); adds topic emoji and hashtags. */
  category?: string;
  tone: Tone;
  count?: number;
  seed?: number;
}

export const DEFAULT_RELATED_COUNT = 5;
export const MAX_RELATED_COUNT = 10;
/** Related bios are only made for a bio longer than 10 characters. */
export const MIN_ORIGINAL_LENGTH = 11;
const LIMIT = PLATFORM_LIMITS.instagram;

interface Thing {
  text: string;
  emoji: string;
}

interface Material {
  /** "brand": the original speaks as we/our, so no "I" templates. */
  voice: "personal" | "brand";
  role?: string;
  place?: string;
  mission?: string;
  number?: string;
  /** Interests (personal) or what the brand makes (brand). */
  likes: Thing[];
  /** Other roles and the person's own labels ("dog mom", "chai addict"). */
  labels: Thing[];
  emojis: string[];
  hashtag?: string;
  composed: string[];
  /** What the composer reads: the original's clean text plus the category's words. */
  description: string;
  tone: Tone;
}

const COMPOSER_INSPIRATION = "Your details rearranged in the tone you picked, by our bio composer.";

type Approach = { name: string; inspiration: string; write: (m: Material, rng: Rng) => string | null };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const withArticle = (s: string) => `${/^[aeiou]/i.test(s) ? "an" : "a"} ${s}`;
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u20E3\uFE0F\u200D]/gu;
const inPlace = (m: Material) => (m.place ? ` in ${m.place}` : "");
const texts = (things: Thing[], max: number) => things.slice(0, max).map((t) => t.text);

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const CLOSERS: Record<Tone, string[]> = {
  funny: ["Snacks appreciated", "Results may vary", "Powered by coffee and chaos"],
  professional: ["Let's build something great", "Open to new projects", "Quality, on time"],
  poetic: ["Still writing the next chapter", "Chasing light and quiet moments", "A story in progress"],
  mysterious: ["The rest is a secret", "More than meets the eye", "Read between the lines"],
  motivational: ["Every day is day one", "Progress over perfection", "Built one rep at a time"],
  casual: ["Just enjoying the ride", "Come say hi", "Good vibes only"],
  bold: ["No half measures", "Go big or go home", "Unapologetically me"],
  inspirational: ["Here to make it count", "Small steps, big dreams", "Spreading the light"],
};

const CTAS: Record<Tone, string[]> = {
  funny: ["Follow for questionable wisdom 👇", "DM me your best joke"],
  professional: ["DM for collaborations 📩", "Book a call via the link below"],
  poetic: ["Follow the story 👇", "Stay for the next verse"],
  mysterious: ["Follow to find out 👁️", "DM if you dare"],
  motivational: ["Follow for daily motivation 🔥", "Join the journey 👇"],
  casual: ["Follow along 👋", "DM to say hi"],
  bold: ["Follow or miss out ⚡", "DM to make it happen"],
  inspirational: ["Follow for daily inspiration ✨", "Join me on the journey 👇"],
};

const closer = (m: Material, rng: Rng) => `${pick(rng, CLOSERS[m.tone])}.`;
const cta = (m: Material, rng: Rng) => pick(rng, CTAS[m.tone]) ?? "";

const APPROACHES: Approach[] = [
  {
    name: "Story-led",
    inspiration: "Opens with a small journey, the way memoir-style creator bios pull a reader in.",
    write: (m, rng) => {
      const like = m.likes[0]?.text;
      if (m.voice === "brand") return like ? `It started with one idea: ${like}${inPlace(m)}. ${closer(m, rng)}` : null;
      if (m.role && like)
        return `It started with ${like}. Now I'm ${withArticle(m.role)}${inPlace(m)}. ${closer(m, rng)}`;
      if (m.role) return `Once just curious, now ${withArticle(m.role)}${inPlace(m)}. ${closer(m, rng)}`;
      return m.likes.length >= 2 ? `My story so far: ${listOf(texts(m.likes, 3))}.` : null;
    },
  },
  {
    name: "Emoji-forward",
    inspiration: "One emoji per line, like creator bios that can be read in two seconds.",
    write: (m) => {
      const lines = [
        ...(m.role ? [`${m.emojis[0] ?? "✨"} ${cap(m.role)}`] : []),
        ...(m.place ? [`📍 ${m.place}`] : []),
        ...[...m.labels, ...m.likes].map((t) => `${t.emoji} ${cap(t.text)}`),
      ].slice(0, 4);
      return lines.length >= 2 ? lines.join("\n") : null;
    },
  },
  {
    name: "Question hook",
    inspiration: "Starts with a question, so the reader answers it in their head and stays.",
    write: (m, rng) => {
      const [a, b] = texts(m.likes, 2);
      if (m.voice === "brand") return a ? `Looking for ${a}${inPlace(m)}? ${cta(m, rng)}` : null;
      if (m.role && a) return `Looking for ${withArticle(m.role)}? ${cap(a)} fan${inPlace(m)}. ${cta(m, rng)}`;
      if (m.role) return `Looking for ${withArticle(m.role)}${inPlace(m)}? ${cta(m, rng)}`;
      return a && b ? `What do ${a} and ${b} have in common? Me. ${closer(m, rng)}` : null;
    },
  },
  {
    name: "Numbers first",
    inspiration: "Leads with a number: specifics read as proof and stop the scroll.",
    write: (m) => {
      const things = texts(m.likes, 3);
      const who = m.role ? ` ${cap(m.role)}${inPlace(m)}.` : "";
      if (m.number) return `${cap(m.number)}.${who}${things.length > 0 ? ` ${cap(listOf(things))}.` : ""}`;
      if (things.length < 2) return null;
      const what = m.voice === "brand" ? "things we do best" : "loves";
      return `${things.length} ${what}: ${listOf(things)}.${who}`;
    },
  },
  {
    name: "Minimal",
    inspiration: "Three short parts and nothing else: calm, confident and easy to scan.",
    write: (m) => {
      const parts = [m.role, m.place, ...texts(m.labels, 2), ...texts(m.likes, 2)].filter((p): p is string =>
        Boolean(p),
      );
      return parts.length >= 2 ? parts.slice(0, 3).map(cap).join(" | ") : null;
    },
  },
  {
    name: "Call to action",
    inspiration: "Ends on one clear next step, as bios built to convert followers do.",
    write: (m, rng) => {
      const first = m.role ?? m.labels[0]?.text ?? m.likes[0]?.text;
      return first ? `${cap(first)}${m.role ? inPlace(m) : ""}. ${cta(m, rng)}` : null;
    },
  },
  {
    name: "Day and night",
    inspiration: "Two sides of you in one line; contrast makes a bio memorable.",
    write: (m, rng) => {
      if (m.voice === "brand") return null;
      const [day, night] = [m.role, ...texts(m.labels, 2), ...texts(m.likes, 2)].filter((p): p is string => Boolean(p));
      return day && night ? `${cap(day)} by day, ${night} by night. ${closer(m, rng)}` : null;
    },
  },
  {
    name: "Mission-led",
    inspiration: "Says what you are here to do, like founder and coach bios.",
    write: (m) => {
      if (!m.mission) return null;
      const who = m.role ? ` ${cap(m.role)}${inPlace(m)}.` : "";
      return `${cap(m.mission)}.${who} ${m.emojis[0] ?? ""}`.trim();
    },
  },
  {
    name: "Hashtag signature",
    inspiration: "Closes with one signature hashtag people can follow and remember.",
    write: (m) => {
      const tag = m.hashtag;
      // The last composer bio, so the first two stay free for the composer approaches.
      const base = [...m.composed].reverse().find((c) => tag && graphemeLength(`${c} ${tag}`) <= LIMIT);
      return tag && base ? `${base} ${tag}` : null;
    },
  },
  ...["Tone remix", "Fresh angle"].map((name, k) => ({
    name,
    inspiration: COMPOSER_INSPIRATION,
    write: (m: Material) => m.composed[k] ?? null,
  })),
];

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, " ")
    .trim();

// The original's own phrases, for bios the lexicon knows little about.
function phrasesOf(text: string): string[] {
  return text
    .split(/\n|[|•·/]|(?<=[.!?])\s+|\s[–—-]\s|,/)
    .map((p) => p.replace(EMOJI, " ").replace(/[#@]\S+/g, " "))
    .map((p) => p.replace(/\s+/g, " ").replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ""))
    .filter((p) => p.length >= 3 && p.split(" ").length <= 5);
}

function materialFor(original: string, category: string, tone: Tone, seed: number): Material {
  const profile = extractProfile(original);
  const topicText = `${category.replace(/-/g, " ")} ${profile.cleanText}`;
  const emojis = suggestEmojis({ description: topicText, tone });
  const voice = profile.voice;
  // A family label ("dog mom") is who someone is at home; a job says more in a bio's lead.
  const main = voice === "brand" ? undefined : (profile.roles.find((r) => r.domain !== "family") ?? profile.roles[0]);
  const place = profile.places[0];
  const known = new Set<string>(
    [main?.label, place, profile.mission].filter((w): w is string => Boolean(w)).map(normal),
  );
  const nextEmoji = (k: number) => emojis[(k + 1) % Math.max(1, emojis.length)] ?? "✨";
  const things = (list: { text: string; emoji?: string }[]) => {
    const out: Thing[] = [];
    for (const { text, emoji } of list) {
      const key = normal(text);
      if (key === "" || known.has(key)) continue;
      known.add(key);
      out.push({ text, emoji: emoji ?? nextEmoji(known.size) });
    }
    return out;
  };
  const labels = things([
    ...profile.roles.filter((r) => r !== main).map((r) => ({ text: r.label })),
    ...(voice === "brand" ? profile.ventures.map((v) => ({ text: v.label })) : []),
    ...profile.descriptors.map((d) => ({ text: d })),
  ]);
  const likes = things([
    ...(voice === "brand" ? profile.offers.map((o) => ({ text: o })) : []),
    ...profile.interests.map((i) => ({ text: i.label, emoji: i.emoji })),
  ]);
  // The lexicon knows little about this bio: fall back on its own short phrases.
  if (likes.length + labels.length < 2) {
    const contains = (p: string) => [...known].some((k) => normal(p).includes(k));
    likes.push(
      ...things(
        phrasesOf(profile.cleanText)
          .filter((p) => !contains(p))
          .map((text) => ({ text })),
      ),
    );
  }

  const description = category ? `${profile.cleanText}\n${category.replace(/-/g, " ")}` : profile.cleanText;
  return {
    voice,
    role: main?.label,
    place,
    mission: profile.mission,
    number: profile.numbers[0]?.text,
    likes: likes.slice(0, 4),
    labels: labels.slice(0, 3),
    emojis,
    hashtag: suggestHashtags({ description: topicText, tone })[0],
    composed: [...composeBios({ description, tone, platform: "instagram", seed }).variations],
    description,
    tone,
  };
}

function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_RELATED_COUNT;
  return Math.min(MAX_RELATED_COUNT, Math.max(1, Math.trunc(count)));
}

export function relatedBios(req: RelatedBiosRequest): RelatedBio[] {
  const original = typeof req.originalBio === "string" ? req.originalBio.trim() : "";
  if (graphemeLength(original) < MIN_ORIGINAL_LENGTH) return [];
  const count = clampCount(req.count);
  const seed = Number.isFinite(req.seed) ? Math.trunc(req.seed ?? 0) : 0;
  const category = (req.category ?? "").trim().toLowerCase();
  const rng = mulberry32(hashString(`${seed}|${req.tone}|${category}|${original}`));
  const material = materialFor(original, category, req.tone, seed);

  const out: RelatedBio[] = [];
  const taken = [normal(original)];
  const sets = [wordSet(original)];
  const add = (candidate: string | null, approach: string, inspiration: string): boolean => {
    if (!candidate || out.length === count) return false;
    const bio = checkBio(candidate, "instagram").ok ? candidate : cleanBio(candidate, "instagram");
    if (bio === "" || graphemeLength(bio) > LIMIT || taken.includes(normal(bio))) return false;
    // A near copy of the original or of another suggestion is not a different approach.
    const words = wordSet(bio);
    if (sets.some((other) => jaccard(words, other) >= 0.8)) return false;
    out.push({ bio, approach, inspiration });
    taken.push(normal(bio));
    sets.push(words);
    return true;
  };

  for (const { name, inspiration, write } of APPROACHES) {
    // Another try draws other closers and calls to action when the first collides.
    for (let attempt = 0; attempt < 3; attempt++) if (add(write(material, rng), name, inspiration)) break;
  }
  // Sparse originals can leave approaches empty; more composer seeds fill the rest.
  for (let k = 1; out.length < count && k <= 4; k++) {
    const more = composeBios({
      description: material.description,
      tone: req.tone,
      platform: "instagram",
      seed: seed + k,
    });
    for (const bio of more.variations) add(bio, "Composer pick", COMPOSER_INSPIRATION);
  }
  return out;
}
