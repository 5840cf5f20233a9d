import type { Tone } from "../../types";

// Field lines for everyday domains: food, fitness, health and care, fashion and beauty.

export const LIFE_LINES: Record<"food" | "fitness" | "health" | "fashion", Record<Tone, string[]>> = {
  food: {
    funny: ["Will cook for compliments", "Butter is a love language", "Taste-testing is a real job, I checked"],
    professional: [
      "Seasonal menus, honest ingredients",
      "Recipes tested, plated and photographed",
      "Food made with skill and consistency",
    ],
    poetic: [
      "Stirring memories into every pot",
      "Flour on my hands, stories in the oven",
      "Recipes that taste like home",
    ],
    mysterious: [
      "The secret ingredient stays secret",
      "Grandma's recipe. Don't ask",
      "You'll taste it before you understand it",
    ],
    motivational: [
      "Cooking up something big",
      "Fresh start, fresh batch, every day",
      "From home kitchen to big dreams",
    ],
    casual: ["Always thinking about my next meal", "Snacks first, questions later", "Feeding people is my happy place"],
    bold: ["Flavour, no apologies", "Come hungry, leave impressed", "Serving plates people remember"],
    inspirational: [
      "Food that brings people together",
      "Cooking with love, sharing with joy",
      "Every meal is a small act of care",
    ],
  },
  fitness: {
    funny: ["Leg day enthusiast (lying)", "I run, mostly late", "Sweat now, snacks later"],
    professional: [
      "Evidence-based training for real results",
      "Strength, mobility and sustainable habits",
      "Coaching built around your goals",
    ],
    poetic: ["Breath, balance and the rhythm of the body", "Finding stillness in motion", "Strong roots, open heart"],
    mysterious: ["You won't see me skip a session", "5am knows my secrets", "Training for something you'll see soon"],
    motivational: ["Stronger than yesterday", "Sweat is just progress leaving the body", "No days off, just rest days"],
    casual: ["Gym, snack, nap, repeat", "Walks, weights and good playlists", "Moving my body and loving it"],
    bold: ["Built, not born", "Excuses don't lift weights", "Strong is the standard"],
    inspirational: [
      "Strength is a journey, not a destination",
      "Healthy mind, happy body",
      "Helping you feel at home in your body",
    ],
  },
  health: {
    funny: ["Trust me, I'm (almost) a doctor", "Caffeine counts as a vital sign", "Wash your hands, seriously"],
    professional: [
      "Patient-first care, backed by evidence",
      "Clinical expertise with a human touch",
      "Making health information clear and reliable",
    ],
    poetic: [
      "Healing in small, steady ways",
      "Listening for what the heart won't say",
      "Care, like light, finds the cracks",
    ],
    mysterious: [
      "I've seen things. Confidentially",
      "Doctor's orders: stay curious",
      "Some stories stay in the clinic",
    ],
    motivational: ["Healthy habits, every day", "Your health is your wealth", "Progress, not perfection, in health"],
    casual: ["Drink water, text your friends", "On call and on coffee", "Here to make health less scary"],
    bold: ["Your health, taken seriously", "No myths, just medicine", "Saving the day, daily"],
    inspirational: [
      "Caring for people is my calling",
      "Healing hearts, one patient at a time",
      "Compassion is the best medicine",
    ],
  },
  fashion: {
    funny: ["Outfit repeater in denial", "Fashion is my cardio", "My closet needs its own postcode"],
    professional: [
      "Styling with intention and an original eye",
      "Looks that work for real life",
      "Fashion expertise for brands and people",
    ],
    poetic: ["Wearing colours like moods", "Silk, linen and soft afternoons", "Style is a quiet poem"],
    mysterious: [
      "The look says enough",
      "Dressed for somewhere you're not invited",
      "Signature style, no explanations",
    ],
    motivational: [
      "Dress for the life you're building",
      "Confidence is the best accessory",
      "Style is a daily decision",
    ],
    casual: ["Always one outfit away from happy", "Thrift finds and good coffee", "Getting ready is half the fun"],
    bold: ["Trends follow me", "Dressed to take over", "Loud looks only"],
    inspirational: [
      "Beauty that starts from within",
      "Helping you feel confident in your skin",
      "Style with kindness and purpose",
    ],
  },
};
