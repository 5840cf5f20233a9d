// Sample posts with a known voice, shared by the voice tests: a formal firm and a playful bakery
// must measure apart.

export const FORMAL_SAMPLES = [
  "We provide professional accounting services to small and medium enterprises.",
  "Our team is committed to delivering accurate reports and dependable advice.",
  "Established in 2009, we ensure excellence in every engagement with our clients.",
];

export const PLAYFUL_SAMPLES = [
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #bakinglife #cookies",
  "Love you all sooo much ❤️ thanks for the vibes! #cookies",
];
