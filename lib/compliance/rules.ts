import { graphemeLength, truncateAtWord } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS } from "@/lib/bio/types";
import { linkFindings } from "./links";
import { PLATFORM_NAMES } from "./platforms";
import {
  AFFILIATE_HOSTS,
  AFFILIATE_WORDING,
  COMMON_SHORT_WORDS,
  DISCLOSURE,
  EMAIL,
  FREE_MAIL_DOMAINS,
  MAX_EMOJI,
  MAX_HASHTAGS,
  PHONE,
  PROMO_MENTION,
  RANK_CLAIM,
  RANK_SOURCE,
  RISKY_CLAIMS,
  STREET_ADDRESS,
} from "./patterns";
import { capitalizeFirst, graphemes, isEmoji, matchesOf, removeAll, tidy } from "./text";
import type { Finding, Rule } from "./types";

// The eight rules of the compliance checker, in the order the page shows them. Each finds
// the exact words it objects to; a fix exists only where it needs no guess about intent.

const HASHTAG = /(?<![\p{L}\d&])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;
const WORD = /[\p{L}][\p{L}'’]*/gu;

function shoutedRuns(bio: string): string[] {
  const runs: string[] = [];
  for (const match of bio.matchAll(/(?:\b[\p{Lu}][\p{Lu}'’]+\b[\s!.,&-]*){1,}/gu)) {
    const words = match[0].match(WORD) ?? [];
    const letters = words.join("").length;
    if (letters >= 8 || words.some((w) => w.length >= 7)) runs.push(match[0].trim().replace(/[\s,&-]+$/u, ""));
  }
  return runs;
}

function calm(run: string, atStart: boolean): string {
  let first = true;
  return run.replace(WORD, (word) => {
    const keep = word.length <= 3 && !COMMON_SHORT_WORDS.has(word.toLowerCase());
    const out = keep ? word : word.toLowerCase();
    const cased = first && atStart ? capitalizeFirst(out) : out;
    first = false;
    return cased;
  });
}

function phones(bio: string): string[] {
  return matchesOf(bio, PHONE).filter((candidate) => {
    const digits = candidate.replace(/\D/g, "").length;
    const yearRange = /^\d{4}\s*[-–]\s*\d{4}$/.test(candidate);
    return !yearRange && (digits >= 9 || (candidate.startsWith("+") && digits >= 8));
  });
}

export const RULES: readonly Rule[] = [
  {
    id: "length",
    title: "Fits the platform's limit",
    severity: "high",
    why: "The platform cuts a bio that is too long, or refuses to save it, so the end of your message is lost.",
    advice: "Shorten it: keep who you are, what you offer and one call to action.",
    fixLabel: "Trim to the limit",
    find: (bio, platform) => {
      const length = graphemeLength(bio);
      const limit = PLATFORM_LIMITS[platform];
      if (length <= limit) return [];
      return [
        { text: `${length}/${limit} characters`, reason: `${length - limit} over ${PLATFORM_NAMES[platform]}'s limit` },
      ];
    },
    fix: (bio, platform) => truncateAtWord(bio, PLATFORM_LIMITS[platform]),
  },
  {
    id: "risky-claims",
    title: "No risky or banned claims",
    severity: "high",
    why: "Health cures, guaranteed money and unproven rankings break advertising rules and platform policies; they can get a post or an account restricted.",
    advice:
      "Say what you do and what people say about it, not what you guarantee. Keep a ranking only with its source.",
    fixLabel: "Remove the guarantee",
    find: (bio) => {
      const findings: Finding[] = [];
      for (const claim of RISKY_CLAIMS) {
        for (const text of matchesOf(bio, claim.pattern)) findings.push({ text, reason: claim.reason });
      }
      for (const sentence of bio.split(/[\n.!?|]/u)) {
        if (RANK_SOURCE.test(sentence)) continue;
        for (const match of sentence.matchAll(RANK_CLAIM)) {
          findings.push({ text: match[1] ?? match[0].trim(), reason: "a ranking without its source" });
        }
      }
      return findings;
    },
    fix: (bio, _platform, findings) => {
      let out = bio.replace(/\b(?:100%|fully)\s+guaranteed\b/giu, "").replace(/\b100%\s+guarantee/giu, "guarantee");
      out = out.replace(/\bguarantee(?:d|s)?\s+/giu, "");
      const ranks = findings.filter((f) => f.reason.startsWith("a ranking")).map((f) => f.text);
      const fixed = capitalizeFirst(removeAll(out, ranks));
      return fixed === bio ? bio : fixed;
    },
  },
  {
    id: "sponsorship",
    title: "Sponsorship is disclosed",
    severity: "high",
    why: "When a brand pays you or you earn from a code or link, consumer law and the platforms require you to say so plainly.",
    advice: 'Add #ad (or "paid partnership") where the brand, code or affiliate link appears.',
    fixLabel: "Add #ad",
    find: (bio) => {
      if (DISCLOSURE.test(bio)) return [];
      return [
        ...matchesOf(bio, AFFILIATE_WORDING).map((text) => ({ text, reason: "affiliate or paid wording" })),
        ...matchesOf(bio, AFFILIATE_HOSTS).map((text) => ({ text, reason: "an affiliate link" })),
        ...matchesOf(bio, PROMO_MENTION).map((text) => ({ text, reason: "a brand with a discount" })),
      ];
    },
    fix: (bio) => `${bio.trimEnd()} #ad`,
  },
  {
    id: "hashtags",
    title: `At most ${MAX_HASHTAGS} hashtags`,
    severity: "low",
    why: "A bio full of hashtags reads as spam and buries what you do; a few specific ones are enough to be found.",
    advice: `Keep your ${MAX_HASHTAGS} most specific hashtags; use the rest in posts.`,
    fixLabel: `Keep the first ${MAX_HASHTAGS}`,
    find: (bio) => {
      const tags: string[] = bio.match(HASHTAG) ?? [];
      if (tags.length <= MAX_HASHTAGS) return [];
      return tags
        .slice(MAX_HASHTAGS)
        .map((text, i) => ({ text, reason: `hashtag ${MAX_HASHTAGS + i + 1} of ${tags.length}` }));
    },
    fix: (bio, _platform, findings) =>
      removeAll(
        bio,
        findings.map((f) => f.text),
      ),
  },
  {
    id: "emoji",
    title: `At most ${MAX_EMOJI} emoji`,
    severity: "low",
    why: "Screen readers read every emoji's name aloud, and too many make a bio hard to scan for everyone.",
    advice: `Keep up to ${MAX_EMOJI} emoji that add meaning (what you do, where you are).`,
    fixLabel: `Keep the first ${MAX_EMOJI}`,
    find: (bio) => {
      const emoji = graphemes(bio).filter(isEmoji);
      if (emoji.length <= MAX_EMOJI) return [];
      return [
        {
          text: emoji.slice(MAX_EMOJI).join(""),
          reason: `${emoji.length} emoji; ${emoji.length - MAX_EMOJI} too many`,
        },
      ];
    },
    fix: (bio) => {
      let kept = 0;
      return tidy(
        graphemes(bio)
          .map((g) => (isEmoji(g) ? (kept++ < MAX_EMOJI ? g : "") : g))
          .join(""),
      );
    },
  },
  {
    id: "shouting",
    title: "No all-caps shouting",
    severity: "medium",
    why: "Whole words in capitals read as shouting and look like spam; screen readers may spell them letter by letter.",
    advice: "Write in sentence case; keep capitals for acronyms and names.",
    fixLabel: "Use sentence case",
    find: (bio) => shoutedRuns(bio).map((text) => ({ text, reason: "written in capitals" })),
    fix: (bio, _platform, findings) => {
      let out = bio;
      for (const { text } of findings) {
        const at = out.indexOf(text);
        if (at < 0) continue;
        const atStart = at === 0 || /[.!?\n|•·]\s*$/u.test(out.slice(0, at));
        out = out.slice(0, at) + calm(text, atStart) + out.slice(at + text.length);
      }
      return out;
    },
  },
  {
    id: "personal-data",
    title: "No personal contact details",
    severity: "high",
    why: "A bio is public and copied by scrapers: a phone number, home address or personal email invites spam, scams and strangers at your door.",
    advice: "Use the platform's contact buttons, a business email on your own domain, or your link-in-bio page.",
    fixLabel: "Remove the personal details",
    find: (bio) => [
      ...phones(bio).map((text) => ({ text, reason: "a phone number" })),
      ...matchesOf(bio, STREET_ADDRESS).map((text) => ({ text, reason: "a home or street address" })),
      ...matchesOf(bio, EMAIL)
        .filter((email) => FREE_MAIL_DOMAINS.test(email))
        .map((text) => ({ text, reason: "a personal email address" })),
    ],
    fix: (bio, _platform, findings) =>
      removeAll(
        bio.replace(
          /\b(?:call|whatsapp|wa|dm|text|email|mail)(?:\s+(?:me|us))?\s*(?:on|at)?\s*[:-]?\s*(?=[+\d(]|[\p{L}\d._%+-]+@)/giu,
          "",
        ),
        findings.map((f) => f.text),
      ),
  },
  {
    id: "links",
    title: "Links are safe and readable",
    severity: "high",
    why: "People hesitate to tap a link they cannot read, browsers warn on http:, and look-alike domains are how accounts get phished.",
    advice: "Use the full https:// address of your own site or your link-in-bio page.",
    fixLabel: "Switch to https://",
    find: (bio) => linkFindings(bio),
    fix: (bio, _platform, findings) =>
      findings.some((f) => f.reason.startsWith("not secure")) ? bio.replace(/\bhttp:\/\//giu, "https://") : bio,
  },
];
