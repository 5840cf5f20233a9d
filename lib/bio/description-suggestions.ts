import { truncateAtWord } from "./graphemes";

// Description suggestions: while a person types a short description, offer
// richer ones to pick instead. Each suggestion keeps their own words as its opening and adds
// detail fitting the profession or interest we recognise; up to 5, 4 per matched pattern.

export const MAX_DESCRIPTION_SUGGESTIONS = 5;
const PER_PATTERN = 4;
/** Longest slice of the user's own text we reuse, so a suggestion stays a description. */
const MAX_BASE = 140;

type Detail = (term: string) => string;

// "a UX designer", "an iOS developer": good enough for the professions listed here.
const withArticle = (term: string) => `${/^[aeio]/i.test(term) ? "an" : "a"} ${term}`;

// Keep the person's own casing ("UX designer") unless it is only sentence-start capitalisation.
const asWritten = (match: string) =>
  /^[A-Z][a-z]/.test(match) ? match.charAt(0).toLowerCase() + match.slice(1) : match;

interface Pattern {
  id: string;
  match: RegExp;
  details: readonly [Detail, Detail, Detail, Detail];
}

// `term` is the matched phrase as the person wrote it ("UX designer", "web developer").
const PATTERNS: readonly Pattern[] = [
  {
    id: "developer",
    match:
      /\b(?:(?:web|software|front[- ]?end|back[- ]?end|full[- ]?stack|mobile|game|ios|android)\s+)?(?:developer|dev|programmer|coder|software engineer)s?\b/i,
    details: [
      () => "I build fast, accessible web apps and share what I learn about code along the way.",
      () => "Turning ideas into clean, tested code by day; side projects and open source by night.",
      (t) => `Looking to work with teams who need ${withArticle(t)} who ships reliable products.`,
      () => "Always learning a new tool, and writing short threads so other developers can too.",
    ],
  },
  {
    id: "designer",
    match: /\b(?:(?:ux|ui|graphic|product|web|interior|fashion|brand)\s+)?designers?\b/i,
    details: [
      () => "I design simple, human interfaces and brands people remember.",
      () => "Obsessed with typography, colour and the small details that make things feel right.",
      (t) => `Open to freelance projects: ${withArticle(t)} who turns messy briefs into clear work.`,
      () => "Sharing my process, before-and-afters and design tips every week.",
    ],
  },
  {
    id: "photographer",
    match: /\b(?:(?:wedding|portrait|street|travel|food|product)\s+)?(?:photographers?|photography)\b/i,
    details: [
      () => "I capture honest moments, natural light and the stories in between.",
      () => "Booking portraits, weddings and brand shoots; behind-the-scenes in my stories.",
      () => "Always chasing golden hour and real emotion in every frame.",
      () => "Sharing my favourite shots, camera settings and editing tips.",
    ],
  },
  {
    id: "fitness",
    match:
      /\b(?:(?:fitness|personal|yoga|running)\s+(?:coach|trainer|instructor|teacher)|fitness|personal trainer|gym|yoga|pilates|crossfit)\b/i,
    details: [
      () => "I help busy people get strong, move better and build habits that last.",
      () => "Sharing workouts, form tips and honest progress; no quick fixes, just consistency.",
      () => "Certified coach offering online and in-person programmes for every level.",
      () => "Here to prove that fitness can be fun, flexible and fit around real life.",
    ],
  },
  {
    id: "food",
    match: /\b(?:chef|cook|cooking|baker|baking|foodie|food|pastry|recipes?|barista)\b/i,
    details: [
      () => "Cooking seasonal, comforting food and sharing easy recipes anyone can make.",
      () => "Always in the kitchen, testing new flavours and baking something sweet.",
      () => "Sharing recipes, restaurant finds and kitchen tips from my everyday cooking.",
      () => "Believer that good food brings people together around one table.",
    ],
  },
  {
    id: "travel",
    match:
      /\b(?:travel(?:l?er|l?ing|s)?|wanderlust|backpack(?:er|ing)?|digital nomad|nomad|explorer|adventurer|hiking|hiker)\b/i,
    details: [
      () => "Exploring one country at a time and sharing hidden gems, food and travel tips.",
      () => "Slow traveller with a camera, a notebook and a long list of places still to see.",
      () => "Planning the next trip while sharing itineraries, budgets and honest reviews.",
      () => "Collecting stories, sunsets and passport stamps along the way.",
    ],
  },
  {
    id: "student",
    match: /\b(?:student|studying|university|college|grad|graduate|phd|major(?:ing)?)\b/i,
    details: [
      () => "Studying hard, learning fast and sharing notes, study tips and campus life.",
      () => "Building my portfolio one project at a time and open to internships.",
      () => "Curious about everything, balancing lectures, side projects and a social life.",
      () => "Documenting the student journey: the late nights, the wins and the lessons.",
    ],
  },
  {
    id: "entrepreneur",
    match: /\b(?:entrepreneur|founder|co-founder|ceo|startup|start-up|business owner|solopreneur)s?\b/i,
    details: [
      () => "Building a company that solves a real problem, and sharing the lessons in public.",
      () => "Helping customers grow with a product we care about deeply.",
      () => "Talking startups, growth, hiring and the ups and downs of building something new.",
      () => "Always open to meeting founders, investors and future teammates.",
    ],
  },
  {
    id: "artist",
    match: /\b(?:artist|painter|painting|illustrator|illustration|sculptor|drawing|digital art|art)\b/i,
    details: [
      () => "Creating colourful work about everyday magic; commissions open.",
      () => "Sharing works in progress, sketchbook pages and the story behind each piece.",
      () => "Turning feelings into colour, texture and shape, one canvas at a time.",
      () => "Prints, originals and custom pieces available; collaborations welcome.",
    ],
  },
  {
    id: "musician",
    match: /\b(?:musician|singer|songwriter|rapper|producer|dj|guitarist|pianist|drummer|band|music)\b/i,
    details: [
      () => "Writing songs about real life and sharing new music every month.",
      () => "Catch me live, in the studio or on every streaming platform.",
      () => "Sharing covers, originals and behind-the-scenes from the studio.",
      () => "Music is how I say what words alone cannot; new release coming soon.",
    ],
  },
  {
    id: "writer",
    match: /\b(?:writer|author|poet|blogger|journalist|copywriter|novelist|storyteller|writing)\b/i,
    details: [
      () => "Writing stories, essays and the occasional poem about people and places.",
      () => "Sharing writing tips, reading lists and notes from my work in progress.",
      () => "Turning ideas into words that make people think, laugh or feel understood.",
      () => "Working on my next book and open to freelance writing projects.",
    ],
  },
  {
    id: "marketer",
    match: /\b(?:market(?:er|ing)|social media manager|seo|content creator|copywriting|brand strategist|influencer)\b/i,
    details: [
      () => "Helping brands grow with clear messaging, smart content and data-driven campaigns.",
      () => "Sharing marketing tips, case studies and what is working on social right now.",
      () => "Turning followers into customers for small businesses and ambitious startups.",
      () => "Obsessed with storytelling, analytics and the perfect hook.",
    ],
  },
  {
    id: "teacher",
    match: /\b(?:teacher|teaching|tutor|educator|lecturer|professor|mentor)\b/i,
    details: [
      () => "Helping learners of every age build confidence and love learning.",
      () => "Sharing lesson ideas, study tips and classroom wins.",
      () => "Believer that every student can shine with the right support.",
      () => "Making hard topics simple, one lesson at a time.",
    ],
  },
  {
    id: "health",
    match:
      /\b(?:doctor|nurse|physician|dentist|therapist|physio(?:therapist)?|nutritionist|dietitian|pharmacist|health(?:care)?|wellness|medical)\b/i,
    details: [
      () => "Caring for patients and sharing evidence-based health tips in plain language.",
      () => "Passionate about prevention, wellbeing and making healthcare less intimidating.",
      () => "Busting health myths and answering your questions, one post at a time.",
      () => "Helping people feel better, live longer and understand their bodies.",
    ],
  },
  {
    id: "small-business",
    match: /\b(?:small business|shop|store|boutique|bakery|cafe|salon|etsy|handmade|online store)\b/i,
    details: [
      () => "Handmade with care and shipped with love; new products every week.",
      () => "A small, independent business supporting local makers and happy customers.",
      () => "Sharing new arrivals, behind-the-scenes and customer favourites.",
      () => "Order online or visit us; we love meeting the people behind every order.",
    ],
  },
];

const GENERIC: readonly Detail[] = [
  () => "I love sharing what I am working on, what I am learning and the small wins along the way.",
  () => "Curious by nature and always up for a new project, a good conversation and a challenge.",
  () => "Here to connect with people who share my interests and to document the journey.",
  () => "Known for positive energy, attention to detail and a love of trying new things.",
];

/** Their text as the opening sentence: one line, first letter capitalised, no final stop. */
function baseOf(input: string): string {
  const oneLine = input.replace(/\s+/g, " ").trim();
  const cut = truncateAtWord(oneLine, MAX_BASE).replace(/[\s.,;:!?\-–—]+$/u, "");
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

function join(base: string, detail: string): string {
  return `${base}. ${detail}`;
}

export function suggestDescriptions(input: string): string[] {
  const trimmed = input.trim();
  if (trimmed.length <= 3) return [];
  const base = baseOf(trimmed);

  // The profession mentioned first is usually the main one, so it leads.
  const matched = PATTERNS.map((p) => ({ p, m: p.match.exec(trimmed) }))
    .filter((x): x is { p: Pattern; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => a.m.index - b.m.index);

  const groups: string[][] =
    matched.length === 0
      ? [GENERIC.map((d) => join(base, d("")))]
      : matched.map(({ p, m }) => p.details.slice(0, PER_PATTERN).map((d) => join(base, d(asWritten(m[0])))));

  // Interleave the groups so two interests both show up within the five places.
  const out = new Set<string>();
  for (let i = 0; i < PER_PATTERN; i++) {
    for (const group of groups) {
      const s = group[i];
      if (s !== undefined && s.toLowerCase() !== trimmed.toLowerCase()) out.add(s);
      if (out.size === MAX_DESCRIPTION_SUGGESTIONS) return [...out];
    }
  }
  return [...out];
}

/** Ids of the patterns found in the text, for tests and analytics labels. */
export function matchedPatternIds(input: string): string[] {
  return PATTERNS.filter((p) => p.match.test(input)).map((p) => p.id);
}
