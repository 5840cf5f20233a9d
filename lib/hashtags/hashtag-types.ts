import type { Engine } from "@/lib/bio/types";
import type { HashtagResult } from "./generate-hashtags";

// What the hashtag handlers answer; shared by the server and the page's components.

export interface HashtagAnswer extends HashtagResult {
  /** "ai" when a configured model added tags (filtered like the curated ones); "composer": the curated tags only. */
  engine: Engine;
  /** Uses left this month; null when the plan is unlimited. */
  remaining: number | null;
  limit: number | null;
}

export interface SavedHashtagSet {
  id: string;
  industry: string;
  label: string;
  tags: string[];
  createdAt: Date | string;
}
