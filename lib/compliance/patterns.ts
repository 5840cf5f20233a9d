// The word lists and patterns the compliance rules read. Kept as data, apart from the rules,
// so a reviewer can see at a glance what is flagged.

/** Claims platforms and advertising codes treat as misleading: health cures, sure money, rank without proof. */
export const RISKY_CLAIMS: readonly { pattern: RegExp; reason: string; soften?: string }[] = [
  {
    pattern:
      /\b(?:cures?|cured|heals?)\s+(?:your\s+|all\s+|any\s+)?(?:cancer|diabetes|anxiety|depression|diseases?|illness(?:es)?|acne|arthritis|autism|covid|infertility|pcos|thyroid|everything)\b/giu,
    reason: "a health cure",
  },
  { pattern: /\bmiracle\s+(?:cure|pills?|diet|remedy|treatment)\b/giu, reason: "a health cure" },
  {
    pattern: /\blose\s+\d+\s*(?:kg|kgs|kilos|lbs?|pounds)\s+in\s+\d+\s*(?:days?|weeks?)\b/giu,
    reason: "a promised health result",
  },
  {
    pattern:
      /\b(?:100%\s+)?guarantee(?:d|s)?\s+(?:income|results?|returns?|profits?|earnings|success|weight\s+loss|followers|sales)\b/giu,
    reason: "a guaranteed outcome",
    soften: "guarantee",
  },
  { pattern: /\b(?:100%|fully)\s+guaranteed\b/giu, reason: "a guaranteed outcome", soften: "guarantee" },
  { pattern: /\bget\s+rich(?:\s+quick)?\b/giu, reason: "a promise of money" },
  {
    pattern: /\bmake\s+(?:\$|₹|£|€)?\d[\d,]*k?\s*(?:\$|₹|£|€)?\s*(?:a|per|every)\s+(?:day|week|month)\b/giu,
    reason: "a promise of income",
  },
  { pattern: /\bdouble\s+your\s+(?:money|income|investment)\b/giu, reason: "a financial promise" },
  {
    pattern: /\b(?:risk[-\s]free|no[-\s]risk)\s+(?:investment|returns?|trading|profits?|income)\b/giu,
    reason: "a financial promise",
  },
  { pattern: /\b\d{2,4}%\s+(?:returns?|profits?|roi)\b/giu, reason: "a financial promise" },
];

/** "#1", "No. 1", "number one", "best in the world": fine only with the source beside it. */
export const RANK_CLAIM =
  /(?:^|[\s(])(#1|no\.\s?1|number\s+one|best\s+in\s+(?:the\s+)?(?:world|country|city|town|india|uk|us|usa))\b/giu;
/** A source a reader can check: "#1 bestseller on Amazon", "ranked by Forbes", "award". */
export const RANK_SOURCE = /\b(?:on|by|per|according\s+to)\s+\p{Lu}|\baward|\branked\b|\brated\b/u;

/** Wording that says someone is paid or gets a cut. */
export const AFFILIATE_WORDING =
  /\b(?:affiliate(?:\s+links?)?|ambassador|sponsored\s+by|partnered\s+with|in\s+partnership\s+with|gifted\s+by|(?:use|with)\s+(?:my\s+)?code|discount\s+code|promo\s+code|commission)\b/giu;
/** Link hosts that exist to earn a commission. */
export const AFFILIATE_HOSTS =
  /\b(?:amzn\.to|amzn\.eu|rstyle\.me|liketk\.it|shopmy\.us|go\.shopmy\.us|shareasale\.com)\b/giu;
/** A brand mention tied to a discount: "@glowco 20% off", "code GLOW20 at @glowco". */
export const PROMO_MENTION = /@[\p{L}\d_.]{2,}[^\n]{0,30}?\b(?:\d+%\s*off|off\b|discount|code\s+[A-Z0-9]{3,})/gu;
/** How people disclose: "#ad", "#sponsored", "paid partnership", "(ad)". */
export const DISCLOSURE =
  /(?:#(?:ad|advert|advertisement|sponsored|paidpartnership)\b|\bpaid\s+partnership\b|[([]ad[)\]]|\bad:)/iu;

export const MAX_HASHTAGS = 3;
export const MAX_EMOJI = 5;

/** Short common words that are lowercased when a shouted phrase is calmed down. */
export const COMMON_SHORT_WORDS = new Set(
  "a an the and or of to in on at by for my our your we you me is it be now new big all get off not no yes so up out".split(
    " ",
  ),
);

/** Free mail providers: an address there is a person's own, not a business desk. */
export const FREE_MAIL_DOMAINS =
  /@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|aol|proton|protonmail|rediffmail|gmx|mail|yandex|zoho|qq|163)\.[a-z.]{2,6}\b/iu;
export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/giu;
/** Nine digits or more (or "+" and eight), as phone numbers are written; year ranges are not phones. */
export const PHONE = /(?:\+\d[\d\s().-]{7,}\d|\(?\d[\d\s().-]{7,}\d)/gu;
export const STREET_ADDRESS =
  /\b\d{1,5}[A-Za-z]?,?\s+(?:[\p{Lu}][\p{L}'-]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Nagar|Marg|Colony|Close|Court|Ct|Way|Place|Pl|Crescent|Terrace)\b\.?|\b(?:Flat|Apt|Apartment|House\s+No\.?|H\.\s?No\.?)\s*#?\d+[A-Za-z]?\b/gu;

/** Services that hide where a link goes. */
export const SHORTENERS = new Set(
  "bit.ly tinyurl.com t.co goo.gl ow.ly is.gd buff.ly cutt.ly rebrand.ly shorturl.at rb.gy t.ly tiny.cc s.id v.gd bl.ink short.io".split(
    " ",
  ),
);
/** Brands whose names are imitated by phishing domains. */
export const IMITATED_BRANDS = [
  "instagram",
  "facebook",
  "paypal",
  "google",
  "amazon",
  "youtube",
  "tiktok",
  "linktree",
  "whatsapp",
  "apple",
  "microsoft",
  "netflix",
  "twitter",
  "linkedin",
  "shopify",
  "etsy",
] as const;
/** Top-level domains a bare "name.tld" in a bio is read as a link for. */
export const LINK_TLDS = new Set(
  "com net org io co in uk me ly ee app dev shop store link to gl tv gg xyz info biz us ca de fr br ng ke pk id ph jp au nz za es it nl site online page bio art studio".split(
    " ",
  ),
);
/** Links that cannot work as written: "https//x", "http:/x", "htp://", "www..x". */
export const BROKEN_LINK = /\bhttps?\/\/\S+|\bhttps?:\/(?!\/)\S+|\bhtp:\/\/\S+|\bwww\.\.\S*/giu;
