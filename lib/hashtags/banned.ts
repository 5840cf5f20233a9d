// Hashtags we never offer, each with the reason shown to the user. The list is curated by
// hand (source: "curated"): engagement-bait that attracts bots and spam accounts, tags so
// generic that a post drowns in them, and tags Instagram has restricted or hidden at some
// point (search shows few or no recent posts). It is not Instagram's own list, which is not
// published.

export const BANNED_SOURCE = "curated";

export type BanKind = "spam" | "generic" | "restricted";

const SPAM = "Engagement bait: it draws bots and follow-for-follow accounts, not customers.";
const GENERIC = "So generic and crowded that a post disappears in it within seconds.";
const RESTRICTED = "Instagram has restricted this tag: recent posts are hidden from its page.";

const LIST: Record<BanKind, { reason: string; tags: string[] }> = {
  spam: {
    reason: SPAM,
    tags: [
      "followforfollow",
      "follow4follow",
      "f4f",
      "followback",
      "followme",
      "follow4followback",
      "like4like",
      "l4l",
      "likeforlike",
      "likeforlikes",
      "likes4likes",
      "likeforfollow",
      "comment4comment",
      "commentforcomment",
      "c4c",
      "shoutout4shoutout",
      "s4s",
      "tagsforlikes",
      "tflers",
      "instalike",
      "instafollow",
      "followtrain",
      "gainpost",
      "gainfollowers",
      "teamfollowback",
      "spam4spam",
      "likeback",
      "followalways",
      "likesforlikes",
      "follow",
    ],
  },
  generic: {
    reason: GENERIC,
    tags: [
      "instagood",
      "photooftheday",
      "picoftheday",
      "instadaily",
      "love",
      "instagram",
      "beautiful",
      "happy",
      "cute",
      "me",
      "tbt",
    ],
  },
  restricted: {
    reason: RESTRICTED,
    tags: [
      "adulting",
      "alone",
      "beautyblogger",
      "bikinibody",
      "costumes",
      "curvygirls",
      "date",
      "dating",
      "desk",
      "direct",
      "dm",
      "elevator",
      "hardworkpaysoff",
      "happythanksgiving",
      "humpday",
      "ice",
      "kissing",
      "lean",
      "mustfollow",
      "nasty",
      "petite",
      "pushups",
      "singlelife",
      "skype",
      "snowstorm",
      "stranger",
      "sunbathing",
      "swole",
      "tanlines",
      "todayimwearing",
      "valentinesday",
      "workflow",
    ],
  },
};

export interface BanVerdict {
  tag: string;
  kind: BanKind;
  reason: string;
}

const INDEX = new Map<string, BanVerdict>();
for (const [kind, { reason, tags }] of Object.entries(LIST) as [BanKind, { reason: string; tags: string[] }][]) {
  for (const tag of tags) INDEX.set(tag, { tag, kind, reason });
}

/** Why a tag (with or without "#", any case) is refused; undefined when it may be offered. */
export function banVerdict(tag: string): BanVerdict | undefined {
  return INDEX.get(tag.replace(/^#/, "").toLowerCase());
}

export const BANNED_TAGS: readonly string[] = [...INDEX.keys()];
