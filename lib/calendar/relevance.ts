import { daysBetween, relativeDay } from "./days";
import type { MomentOccurrence } from "@/lib/moments/moment-types";

// How relevant a dated moment is to a user's plan, as a number with its reasons. Nothing
// is estimated or invented: the score is closeness in time plus fit with the user's niche.

export const CLOSENESS_POINTS = 60;
export const FIT_POINTS = 40;
const GENERAL_FIT = 20;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The moment's tags that the niche or business type names (a tag of two words needs both). */
export function matchingTags(moment: MomentOccurrence, topicText: string): string[] {
  const own = new Set(words(topicText));
  return moment.tags.filter((tag) => tag !== "everyone" && words(tag).every((w) => own.has(w) || own.has(`${w}s`)));
}

export interface Relevance {
  score: number;
  reason: string;
}

/** 0–100 for a moment `timeframeDays` ahead at most: up to 60 for closeness, up to 40 for fit. */
export function momentRelevance(
  moment: MomentOccurrence,
  today: string,
  timeframeDays: number,
  topicText: string,
): Relevance {
  const daysAway = Math.max(0, daysBetween(today, moment.date));
  const closeness = Math.round(CLOSENESS_POINTS * (1 - daysAway / (timeframeDays + 1)));
  const matched = matchingTags(moment, topicText);
  const fit = matched.length > 0 ? FIT_POINTS : moment.tags.includes("everyone") ? GENERAL_FIT : 0;
  const when = relativeDay(moment.date, today).toLowerCase();
  const fitText =
    matched.length > 0
      ? `it suits ${matched.join(" and ")} (${fit} of ${FIT_POINTS})`
      : fit > 0
        ? `it suits every audience (${fit} of ${FIT_POINTS})`
        : `it is not aimed at your niche (0 of ${FIT_POINTS})`;
  return {
    score: closeness + fit,
    reason: `${moment.name} is ${when} (${closeness} of ${CLOSENESS_POINTS} for closeness) and ${fitText}.`,
  };
}
