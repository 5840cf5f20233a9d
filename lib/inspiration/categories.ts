import type { Tone } from "@/lib/bio/types";
import type { PersonalCategoryId } from "@/lib/templates/categories";

// The inspiration wheel's eight categories. Each draws its example bios from the template
// catalogue's matching categories and offers prompts: an angle to write from, and a
// description the generator can start from ("use in generator").

export interface InspirationPrompt {
  /** The angle, as a question or a nudge. */
  text: string;
  /** What the generator's description field is filled with. */
  description: string;
}

export interface InspirationCategory {
  id: string;
  label: string;
  emoji: string;
  tone: Tone;
  /** The template catalogue's categories its examples come from. */
  templateCategories: readonly PersonalCategoryId[];
  prompts: readonly InspirationPrompt[];
}

export const CATEGORIES: readonly InspirationCategory[] = [
  {
    id: "creator",
    label: "Creator & Artist",
    emoji: "🎨",
    tone: "poetic",
    templateCategories: ["artist", "arts-entertainment"],
    prompts: [
      {
        text: "Name the medium, then the feeling you want people to leave with.",
        description: "Illustrator who paints quiet city mornings in watercolour; prints and commissions open",
      },
      {
        text: "What do you make that nobody else makes quite like you?",
        description: "Musician writing lo-fi songs about small towns; new single every month",
      },
      {
        text: "Invite people behind the scenes: process, studio, sketchbook.",
        description: "Ceramic artist sharing studio process videos; handmade mugs drop on Sundays",
      },
    ],
  },
  {
    id: "fitness",
    label: "Fitness & Wellness",
    emoji: "💪",
    tone: "motivational",
    templateCategories: ["fitness", "health-fitness"],
    prompts: [
      {
        text: "Who do you help, and what changes for them?",
        description: "Personal trainer helping busy parents get strong in 30-minute home workouts",
      },
      {
        text: "Share the habit you swear by, in one line.",
        description: "Yoga teacher for beginners; morning flows and breathwork, classes online and in Leeds",
      },
      {
        text: "Turn your own turning point into a promise of company, not results.",
        description: "Runner who went from couch to marathon; sharing plans and honest training logs",
      },
    ],
  },
  {
    id: "food",
    label: "Food & Drink",
    emoji: "🍜",
    tone: "casual",
    templateCategories: ["food-culinary"],
    prompts: [
      {
        text: "Lead with the dish people ask you about most.",
        description: "Home cook sharing 20-minute vegetarian dinners and family recipes from Kerala",
      },
      {
        text: "Where do you eat, cook or bake, and for whom?",
        description: "Sourdough baker in Bristol; weekend market stall and bread classes",
      },
      {
        text: "Give people a reason to save your posts.",
        description: "Food blogger reviewing street food in Lagos; honest ratings every Friday",
      },
    ],
  },
  {
    id: "travel",
    label: "Travel & Outdoors",
    emoji: "🧭",
    tone: "inspirational",
    templateCategories: ["travel-tourism"],
    prompts: [
      {
        text: "Where next? Say where you are headed, not only where you have been.",
        description: "Slow traveller exploring Southeast Asia by train; budget guides and hidden stays",
      },
      {
        text: "What kind of trip do you make easier for others?",
        description: "Hiking guide in the Scottish Highlands; small group walks and route tips",
      },
      {
        text: "One photo style, one promise.",
        description: "Travel photographer chasing blue hour in old towns; presets and photo tips",
      },
    ],
  },
  {
    id: "business",
    label: "Founder & Business",
    emoji: "🚀",
    tone: "professional",
    templateCategories: ["entrepreneur", "tech-saas"],
    prompts: [
      {
        text: "What problem do you solve, for whom, in one breath?",
        description: "Founder of a scheduling app for small clinics; building in public",
      },
      {
        text: "Show proof without bragging: a number, a name, a result.",
        description: "Freelance brand designer for food startups; 40 brands launched since 2019",
      },
      {
        text: "End with the one thing you want people to do next.",
        description: "Marketing consultant helping local shops sell online; free audit via the link",
      },
    ],
  },
  {
    id: "style",
    label: "Fashion & Beauty",
    emoji: "💄",
    tone: "bold",
    templateCategories: ["fashion", "beauty-cosmetics"],
    prompts: [
      {
        text: "Describe your style in three words people would use for you.",
        description: "Thrift stylist in Melbourne; vintage finds, outfit ideas and capsule wardrobes",
      },
      {
        text: "What do you teach, test or recommend?",
        description: "Makeup artist for weddings and shoots; honest product reviews for dark skin tones",
      },
      {
        text: "Make the shop or booking link the obvious next step.",
        description: "Nail artist in Manchester; custom sets, bookings open each month",
      },
    ],
  },
  {
    id: "lifestyle",
    label: "Lifestyle & Pets",
    emoji: "🐾",
    tone: "funny",
    templateCategories: ["lifestyle", "pets"],
    prompts: [
      {
        text: "Let the star of the account introduce themselves.",
        description: "Rescue greyhound who loves sofas, naps and judging squirrels",
      },
      {
        text: "What does an ordinary day look like, made charming?",
        description: "Plant-filled flat in Lisbon; slow living, coffee rituals and thrifted decor",
      },
      {
        text: "Add a small joke only your followers would get.",
        description: "Two cats, one tiny apartment and a lot of opinions about breakfast",
      },
    ],
  },
  {
    id: "learning",
    label: "Learning & Students",
    emoji: "📚",
    tone: "inspirational",
    templateCategories: ["education-learning", "student"],
    prompts: [
      {
        text: "What are you studying or teaching, and why does it matter to you?",
        description: "Medical student sharing study notes, exam tips and honest days in hospital",
      },
      {
        text: "Promise one thing people will learn here.",
        description: "Maths tutor making algebra simple for teens; free worksheets every week",
      },
      {
        text: "Show where you are on the journey.",
        description: "Self-taught developer learning in public; daily coding logs and beginner projects",
      },
    ],
  },
];

export function categoryById(id: string): InspirationCategory | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
