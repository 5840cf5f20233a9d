import type { CalendarSuggestion, ContentType } from "./calendar.schema";

// What the calendar falls back on when the engine cannot answer: a bio per content type and
// evergreen ideas per content type. The browser uses them too, so they need no server.

/** The bio used for a planned item when none could be generated. */
export const FALLBACK_BIOS: Record<ContentType, string> = {
  post: "New post is up ✨ Fresh ideas, honest stories and a little behind the scenes. Tap the link in bio to see more.",
  story: "Catch today's story before it's gone 👀 Quick looks behind the scenes, every day.",
  reel: "New reel out now 🎬 Short, useful and made for you. Follow for the next one.",
  campaign: "Something new is here 🚀 Limited time only: tap the link in bio to be first in line.",
};

export const EVERGREEN_REASON = "An evergreen idea, not tied to a date, so it has no trend score.";

interface Idea {
  title: (topic: string) => string;
  description: (topic: string) => string;
  hooks: string[];
}

const IDEAS: Record<ContentType, Idea[]> = {
  post: [
    {
      title: (t) => `Behind the scenes of ${t}`,
      description: (t) => `Show how ${t} really happens: the tools, the mess and the people.`,
      hooks: ["What would you like to see next?", "Save this for later", "Tag someone who needs this"],
    },
    {
      title: () => "Answer your most asked question",
      description: (t) => `Pick the question people ask most about ${t} and answer it in one carousel.`,
      hooks: ["Drop your question in the comments", "Which answer surprised you?"],
    },
    {
      title: () => "Before and after",
      description: (t) => `Two pictures, one story: what changed in ${t} and why.`,
      hooks: ["Swipe to see the after", "Which one do you prefer?"],
    },
  ],
  story: [
    {
      title: () => "This-or-that poll",
      description: (t) => `Two options from ${t}; let your audience vote and share the result tomorrow.`,
      hooks: ["Vote in the poll", "Results tomorrow"],
    },
    {
      title: () => "A day in the life",
      description: (t) => `Five frames from a normal day of ${t}, from first coffee to last task.`,
      hooks: ["Reply with your morning routine", "Guess what happens next"],
    },
    {
      title: () => "Ask me anything",
      description: (t) => `Open a question box about ${t} and answer the best three.`,
      hooks: ["Send your question", "Answers go up tonight"],
    },
  ],
  reel: [
    {
      title: () => "15-second how-to",
      description: (t) => `One useful trick from ${t}, shown start to finish in 15 seconds.`,
      hooks: ["Try it and tag me", "Follow for part two"],
    },
    {
      title: () => "Myth vs fact",
      description: (t) => `Bust one common myth about ${t} with a quick on-screen fact.`,
      hooks: ["Did you believe it?", "Share with a friend who does"],
    },
    {
      title: () => "Three tips in a row",
      description: (t) => `Three fast tips about ${t}, one per cut.`,
      hooks: ["Which tip is your favourite?", "Save for later"],
    },
  ],
  campaign: [
    {
      title: () => "Launch teaser",
      description: (t) => `Three posts over three days that build up to something new in ${t}.`,
      hooks: ["Turn on notifications", "Guess what's coming"],
    },
    {
      title: () => "Limited-time offer",
      description: (t) => `A clear offer for ${t} with an end date, repeated in the bio and stories.`,
      hooks: ["Ends soon: link in bio", "Share with someone who'd love it"],
    },
    {
      title: () => "Customer spotlight week",
      description: (t) => `Feature one happy customer of ${t} a day for a week.`,
      hooks: ["Want to be featured? Comment below", "Tag a friend"],
    },
  ],
};

/** The topic an idea is about: the niche, else the business type, else "your work". */
export function ideaTopic({ niche = "", businessType = "" }: { niche?: string; businessType?: string }): string {
  return niche.trim() || businessType.trim() || "your work";
}

/** Evergreen ideas for a content type, with its fallback bio: what the calendar shows when suggestions are unavailable. */
export function templateSuggestions(input: {
  contentType: ContentType;
  niche?: string;
  businessType?: string;
}): CalendarSuggestion[] {
  const topic = ideaTopic(input);
  return IDEAS[input.contentType].map((idea) => ({
    title: idea.title(topic),
    description: idea.description(topic),
    suggestedBio: FALLBACK_BIOS[input.contentType],
    engagementHooks: [...idea.hooks],
    trendRelevance: null,
    trendReason: EVERGREEN_REASON,
    date: null,
    contentType: input.contentType,
    hashtags: [],
  }));
}
