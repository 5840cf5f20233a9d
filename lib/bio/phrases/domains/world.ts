import type { Tone } from "../../types";

// Field lines for the wider world: studies, travel, handmade and craft, family and pets.

export const WORLD_LINES: Record<"education" | "travel" | "craft" | "trades" | "family", Record<Tone, string[]>> = {
  education: {
    funny: [
      "Deadlines are just suggestions, right?",
      "Studying hard or hardly studying",
      "Running on instant noodles and hope",
    ],
    professional: [
      "Curious learner, building real-world skills",
      "Research, projects and practical experience",
      "Learning in public, growing with intent",
    ],
    poetic: [
      "Learning the world one page at a time",
      "A student of books and of stars",
      "Questions are my favourite poems",
    ],
    mysterious: ["Taking notes on everything", "Final answer? Not yet", "The syllabus doesn't cover me"],
    motivational: ["Study hard, dream harder", "Every exam is a stepping stone", "Learning today, leading tomorrow"],
    casual: ["Lectures, coffee, repeat", "Campus life and good friends", "Probably in the library (not really)"],
    bold: [
      "Top of the class, ask around",
      "Ambition louder than the lecture hall",
      "Future leader, currently studying",
    ],
    inspirational: [
      "Learning to make a difference",
      "Education is the key to every door",
      "Always a student, forever curious",
    ],
  },
  travel: {
    funny: ["Currently lost, happily", "Collecting stamps and mosquito bites", "Has a window seat, will not share"],
    professional: [
      "Travel stories, tips and honest reviews",
      "Planning trips that run smoothly",
      "Destination expertise across continents",
    ],
    poetic: [
      "Home is a feeling, not a place",
      "Salt in my hair, maps in my heart",
      "Following the roads the river forgot",
    ],
    mysterious: ["Last seen: somewhere new", "Passport full of secrets", "Where next? Guess"],
    motivational: ["Adventure is a choice. Choose it", "New places, new limits", "Collect moments, not things"],
    casual: ["Always planning the next trip", "Window seats and road snacks", "Backpack always half packed"],
    bold: ["The world is my office", "Going where the maps end", "Fear less, travel more"],
    inspirational: [
      "Exploring the world with an open heart",
      "Travel teaches what books can't",
      "Wander, wonder, grow",
    ],
  },
  craft: {
    funny: [
      "Handmade with love and minor injuries",
      "Crafting my way out of adulthood",
      "Making things no one asked for, beautifully",
    ],
    professional: [
      "Handcrafted goods, made with care",
      "Small-batch, quality-first craftsmanship",
      "Made by hand, built to last",
    ],
    poetic: ["Quiet hands, patient hours", "Made slowly, loved long", "Small things, grown and made with care"],
    mysterious: ["Made by hand. Whose? Find out", "Every piece has a secret", "Crafted in a studio you'll never find"],
    motivational: [
      "From hobby to handmade business",
      "One piece at a time, every day",
      "Crafting my dream into reality",
    ],
    casual: ["Always making something", "Craft supplies everywhere", "Making cute things for cute people"],
    bold: ["Handmade. One of a kind. Like me", "No mass production here", "Artisanal, original, unmistakable"],
    inspirational: [
      "Making things that carry love",
      "Handmade with heart and purpose",
      "Creating beauty with my hands",
    ],
  },
  trades: {
    funny: [
      "Fixing things you swear you didn't touch",
      "Will judge your DIY, gently",
      "Usually up a ladder or under something",
    ],
    professional: [
      "Honest quotes, careful work, tidy finish",
      "Skilled hands, straight answers",
      "Done properly the first time",
    ],
    poetic: ["Steady hands, honest work", "Mending what the years wear down", "The quiet pride of a job done right"],
    mysterious: ["Called when nothing else works", "The toolbox knows things", "Ask what the old hands taught me"],
    motivational: [
      "Built on early starts and hard graft",
      "Every job done better than the last",
      "Learning the trade, one job at a time",
    ],
    casual: ["Tea, two sugars, right tool for the job", "Fixing stuff, mostly", "Dusty boots, happy customers"],
    bold: ["Done right. Done once", "No shortcuts, no excuses", "Built properly or not at all"],
    inspirational: [
      "Keeping things running for people who rely on them",
      "Proud of the trade, proud of the work",
      "Skilled hands build strong communities",
    ],
  },
  family: {
    funny: [
      "Snack supplier to the smallest humans",
      "My pet runs this account",
      "Raising tiny humans and my coffee intake",
    ],
    professional: [
      "Balancing family life and big goals",
      "Sharing honest stories from family life",
      "Family first, always organised",
    ],
    poetic: ["Small hands, big love", "Home is a heartbeat away", "Soft paws and slow Sundays"],
    mysterious: ["The pet is the real boss", "Family secrets stay in the family", "Who's raising whom? Unclear"],
    motivational: [
      "Building a life my family is proud of",
      "Strong families, strong futures",
      "Doing it all, one day at a time",
    ],
    casual: ["Family, pets and too many photos", "Chaos at home, love everywhere", "Pet pics guaranteed"],
    bold: ["Family first. No debate", "Raising legends", "Pack leader"],
    inspirational: ["Love is what makes a home", "Grateful for my little tribe", "Raising kind hearts"],
  },
};
