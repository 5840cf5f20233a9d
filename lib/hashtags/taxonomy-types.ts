/** One industry or creator niche of the curated hashtag taxonomy; tags are written without "#". */
export interface IndustryTags {
  id: string;
  name: string;
  /** Words that make local tags with a place: "pune" + "food" → #punefood. */
  keywords: string[];
  broad: string[];
  mid: string[];
  niche: string[];
}
