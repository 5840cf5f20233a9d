import type { Tone } from "../../types";

// Field lines for work-shaped domains: tech, design, business, finance and law.

export const WORK_LINES: Record<"tech" | "design" | "business" | "finance", Record<Tone, string[]>> = {
  tech: {
    funny: [
      "It works on my machine 🤷",
      "Turning coffee into bugs since forever",
      "Have you tried turning it off and on again?",
      "Fluent in Stack Overflow",
    ],
    professional: [
      "Shipping reliable software, one release at a time",
      "Clean code, clear docs, calm deploys",
      "Building scalable systems that people trust",
    ],
    poetic: [
      "Writing poems the computer can read",
      "Finding quiet logic in the noise",
      "Code by lamplight, dreams in the margins",
    ],
    mysterious: [
      "The commit history tells half the story",
      "Running in the background",
      "Some bugs are features. Some aren't",
    ],
    motivational: ["Ship it, learn, ship again", "Every bug is a lesson", "Building the future, one commit at a time"],
    casual: ["Probably debugging something rn", "Coffee in, code out", "Dark mode everything"],
    bold: ["I ship. Daily", "Breaking things, then building them better", "Legacy code fears me"],
    inspirational: [
      "Building tech that makes life kinder",
      "Code that opens doors for others",
      "Technology with a human heart",
    ],
  },
  design: {
    funny: [
      "Mildly dramatic about fonts",
      "Will design for coffee",
      "I have opinions about kerning",
      "Pixel-perfect, life-imperfect",
    ],
    professional: [
      "Designing clear, human-centred experiences",
      "Research-led, detail-obsessed design",
      "Making products simple, useful and beautiful",
    ],
    poetic: ["Drawing with light and white space", "Colours are my second language", "Shaping feelings into form"],
    mysterious: [
      "The details you never notice? Mine",
      "Every pixel has a reason",
      "Designing what you'll feel, not see",
    ],
    motivational: ["Design, iterate, improve, repeat", "Every draft gets me closer", "Good design is built, not born"],
    casual: ["Moodboards are my love language", "Probably rearranging a layout rn", "Fonts, colours and too many tabs"],
    bold: ["Design that refuses to be ignored", "Boring layouts not allowed", "Creative direction with teeth"],
    inspirational: [
      "Designing a more beautiful world",
      "Creating with empathy and imagination",
      "Design that makes people feel seen",
    ],
  },
  business: {
    funny: [
      "CEO of ideas at 2am",
      "Building something, mostly sleep debt",
      "Spreadsheets are my cardio",
      "Startup life: sleep is optional",
    ],
    professional: [
      "Building sustainable, customer-first businesses",
      "Turning ideas into products people pay for",
      "Growth strategy backed by data",
    ],
    poetic: [
      "Planting ideas and waiting for spring",
      "Building a small kingdom of ideas",
      "Turning sparks into something that lasts",
    ],
    mysterious: ["Working on something. Can't say yet", "Stealth mode, always", "The plan is bigger than it looks"],
    motivational: [
      "Built from zero, building to a hundred",
      "Every no brings me closer to a yes",
      "Hustle with a plan",
    ],
    casual: [
      "Building a little business with big heart",
      "Mostly emails, sometimes magic",
      "Running on ideas and caffeine",
    ],
    bold: ["Building empires, not excuses", "Disrupting on purpose", "Visionary ideas, executed fast"],
    inspirational: [
      "Building a business that gives back",
      "Creating opportunities for others",
      "Proof that ideas can change lives",
    ],
  },
  finance: {
    funny: [
      "My spreadsheets have spreadsheets",
      "Budgeting, but make it dramatic",
      "Compound interest is my love story",
    ],
    professional: [
      "Clear advice, careful analysis",
      "Helping people make confident money decisions",
      "Numbers, rigour and plain-English answers",
    ],
    poetic: [
      "Finding stories in the numbers",
      "Patience, like interest, compounds",
      "Order in the ledger, calm in the storm",
    ],
    mysterious: ["Follow the numbers", "The fine print is where I live", "Not everything adds up. I find out why"],
    motivational: ["Wealth is built daily", "Discipline today, freedom tomorrow", "Every coin has a job"],
    casual: ["Talking money without the jargon", "Spreadsheets and snacks", "Making finance less scary"],
    bold: ["Numbers don't lie. Neither do I", "Building wealth, loudly", "Risk managed, results delivered"],
    inspirational: [
      "Financial freedom for everyone",
      "Money is a tool for good",
      "Helping families build a secure future",
    ],
  },
};
