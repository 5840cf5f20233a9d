import "server-only";
import { randomInt } from "node:crypto";
import { generateBios } from "@/lib/ai/bio-engine";
import { detectTopics, suggestHashtags, toHashtag } from "@/lib/bio/emoji-hashtags";
import type { Engine, Tone } from "@/lib/bio/types";
import {
  CONTENT_TYPE_LABELS,
  TIMEFRAMES,
  type CalendarSuggestion,
  type ContentType,
  type PlanRequest,
  type SuggestionsRequest,
} from "./calendar.schema";
import { addDays, formatDayLong } from "./days";
import { upcomingMoments } from "@/lib/moments/upcoming";
import type { MomentOccurrence } from "@/lib/moments/moment-types";
import { momentRelevance } from "./relevance";
import { FALLBACK_BIOS, ideaTopic, templateSuggestions } from "./templates";

// The calendar's use of the bio engine (the built-in composer, or an AI model when one is
// configured; the engine falls back to the composer by itself). A bio that still cannot be
// made becomes the content type's fallback bio, and the answer says so.

const TONE_FOR: Record<ContentType, Tone> = {
  post: "casual",
  story: "casual",
  reel: "bold",
  campaign: "motivational",
};

/** How many suggestions an answer holds at most: dated moments first, then evergreen ideas. */
export const MAX_SUGGESTIONS = 5;
const MAX_MOMENT_SUGGESTIONS = 3;

function describe(parts: (string | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(". ");
}

async function bios(description: string, contentType: ContentType, count: number, signal?: AbortSignal) {
  const out: string[] = [];
  let engine: Engine | "fallback" = "composer";
  for (let call = 0; out.length < count && call < Math.ceil(count / 3); call++) {
    try {
      const result = await generateBios(
        { description, tone: TONE_FOR[contentType], platform: "instagram", seed: randomInt(0, 1_000_000) },
        { abortSignal: signal },
      );
      if (result.engine === "ai") engine = "ai";
      out.push(...result.variations);
    } catch (error) {
      console.warn("[calendar] the bio engine failed, fallback bios are used", { error: String(error) });
      engine = "fallback";
      break;
    }
  }
  while (out.length < count) out.push(FALLBACK_BIOS[contentType]);
  return { bios: out.slice(0, count), engine };
}

/** A bio for one planned piece of content. */
export async function planBio(input: PlanRequest, signal?: AbortSignal) {
  const description = describe([
    input.theme,
    input.description,
    input.businessType && `${input.businessType} business`,
    input.targetAudience && `for ${input.targetAudience}`,
  ]);
  if (description === "") return { suggestedBio: FALLBACK_BIOS[input.contentType], engine: "fallback" as const };
  const {
    bios: [suggestedBio = FALLBACK_BIOS[input.contentType]],
    engine,
  } = await bios(description, input.contentType, 1, signal);
  return { suggestedBio, engine };
}

const unique = (tags: (string | null)[]) => [...new Set(tags.filter((t): t is string => t !== null))];

/** Hashtags from the user's own niche and business, plus topic tags when the text names a known topic. */
function topicHashtags(input: SuggestionsRequest): string[] {
  const text = `${input.niche} ${input.businessType}`;
  const topical =
    detectTopics(text).length > 0 ? suggestHashtags({ description: text, tone: TONE_FOR[input.contentType] }) : [];
  return unique([toHashtag(input.niche), toHashtag(input.businessType), ...topical]).slice(0, 5);
}

function momentIdea(moment: MomentOccurrence, input: SuggestionsRequest, topic: string, today: string, days: number) {
  const label = CONTENT_TYPE_LABELS[input.contentType].toLowerCase();
  const relevance = momentRelevance(moment, today, days, `${input.niche} ${input.businessType}`);
  // Post a day before a moment so people see it in time; on the day itself when it is today or tomorrow.
  const date = moment.date > addDays(today, 1) ? addDays(moment.date, -1) : moment.date;
  return {
    moment,
    relevance,
    suggestion: {
      title: `${moment.name} ${label}`,
      description: `A ${label} for ${moment.name}, told through ${topic}${
        input.targetAudience ? ` for ${input.targetAudience}` : ""
      }. Idea: ${moment.angles[0] ?? "share what the day means to you"}. ${moment.name} falls on ${formatDayLong(moment.date)} (${moment.source}).`,
      engagementHooks: [
        `What are your plans for ${moment.name}?`,
        input.contentType === "story" ? "Vote in the poll" : "Tag someone to share it with",
        "Save this for the day",
      ],
      trendRelevance: relevance.score,
      trendReason: relevance.reason,
      date,
      contentType: input.contentType,
    },
  };
}

/** Suggestions for the coming week or month: moments in that time, then evergreen ideas, each with a bio from the engine. */
export async function calendarSuggestions(
  input: SuggestionsRequest,
  today: string,
  signal?: AbortSignal,
): Promise<{ suggestions: CalendarSuggestion[]; engine: Engine | "fallback" }> {
  const days = TIMEFRAMES[input.timeframe];
  const topic = ideaTopic(input);
  const dated = upcomingMoments(today, days)
    .map((m) => momentIdea(m, input, topic, today, days))
    .filter((m) => m.relevance.score > 0)
    .sort((a, b) => b.relevance.score - a.relevance.score || (a.moment.date < b.moment.date ? -1 : 1))
    .slice(0, MAX_MOMENT_SUGGESTIONS);
  const evergreen = templateSuggestions(input).slice(0, MAX_SUGGESTIONS - dated.length);

  const context = describe([
    input.businessType || input.niche || "Creator",
    input.niche !== input.businessType ? input.niche : "",
    input.targetAudience && `for ${input.targetAudience}`,
  ]);
  // One engine call gives three distinct bios; two calls cover five ideas.
  const count = dated.length + evergreen.length;
  const { bios: made, engine } = await bios(context, input.contentType, count, signal);

  const baseTags = topicHashtags(input);
  const suggestions: CalendarSuggestion[] = [
    ...dated.map(({ suggestion, moment }) => ({
      ...suggestion,
      suggestedBio: "",
      hashtags: unique([toHashtag(moment.name), ...baseTags]),
    })),
    ...evergreen.map((e) => ({ ...e, hashtags: baseTags })),
  ].map((s, i) => ({ ...s, suggestedBio: made[i] ?? FALLBACK_BIOS[input.contentType] }));
  return { suggestions, engine };
}
