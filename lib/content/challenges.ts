// Micro-learning challenges: six short exercises about writing social bios. Each has
// one right answer, checked on the server (app/api/challenges/[id]/answer); the page receives
// them without `answer` (see `toPublicChallenge`). XP is granted once per signed-in user.

export type ChallengeType =
  "better-bio" | "character-count" | "call-to-action" | "emoji-balance" | "hashtag-or-not" | "tone-match";

export interface ChallengeOption {
  id: string;
  text: string;
}

export interface Challenge {
  id: string;
  type: ChallengeType;
  title: string;
  /** The skill it teaches, one line. */
  skill: string;
  prompt: string;
  /** Context shown above the options (e.g. the bio to fix), if any. */
  context?: string;
  options: ChallengeOption[];
  /** The id of the right option. Never sent to the browser before an answer. */
  answer: string;
  /** Why the answer is right: shown after any answer. */
  explanation: string;
  xp: number;
}

export const CHALLENGES: readonly Challenge[] = [
  {
    id: "spot-the-better-bio",
    type: "better-bio",
    title: "Spot the better bio",
    skill: "Lead with who you help, not a list of labels.",
    prompt: "Which bio tells a visitor in two seconds what they get from following?",
    options: [
      { id: "a", text: "Dreamer. Coffee lover. Dog mom. Entrepreneur. Living my best life ✨" },
      { id: "b", text: "I help busy parents cook 15-minute dinners 🍝 New recipe every Tuesday ↓" },
      { id: "c", text: "Welcome to my page!!! Follow for more content and updates" },
    ],
    answer: "b",
    explanation:
      "It names the audience (busy parents), the benefit (15-minute dinners), a rhythm (every Tuesday) and points to the link. The others are labels or filler that any account could use.",
    xp: 15,
  },
  {
    id: "fix-the-character-count",
    type: "character-count",
    title: "Fix the character count",
    skill: "Instagram cuts bios at 150 characters: trim words, keep the message.",
    prompt: "This bio is 171 characters, over Instagram's 150. Which edit fits and keeps everything that matters?",
    context:
      "Award-winning wedding photographer based in Lisbon, Portugal, capturing real moments and genuine emotions for couples from all over the world. Book your date via the link!",
    options: [
      {
        id: "a",
        text: "Award-winning wedding photographer based in Lisbon, Portugal, capturing real moments and genuine emotions for couples from all over the world.",
      },
      {
        id: "b",
        text: "Award-winning wedding photographer 📍 Lisbon. Real moments for couples worldwide. Book your date ↓",
      },
      { id: "c", text: "Photographer. Lisbon." },
    ],
    answer: "b",
    explanation:
      "At 97 characters it keeps the niche, the place, the promise and the call to action. The first edit fits at 142 characters but drops the booking prompt; the last one fits but says nothing.",
    xp: 15,
  },
  {
    id: "pick-the-call-to-action",
    type: "call-to-action",
    title: "Pick the right call to action",
    skill: "One clear action, matched to your goal, beats a vague 'check it out'.",
    prompt: "A yoga teacher wants bio visitors to book her free trial class. Which last line works best?",
    options: [
      { id: "a", text: "Check out my stuff!" },
      { id: "b", text: "DM me, email me, follow my other page and subscribe on YouTube" },
      { id: "c", text: "Your first class is free: book it below ↓" },
    ],
    answer: "c",
    explanation:
      "It states the offer (free first class) and the single action that gets it (book below, where the link sits). Several actions at once split attention; a vague one gives no reason to tap.",
    xp: 15,
  },
  {
    id: "emoji-balance",
    type: "emoji-balance",
    title: "Emoji balance",
    skill: "Three to five emojis support the words; more turn into noise.",
    prompt: "Which bio uses emojis to help a reader scan it?",
    options: [
      { id: "a", text: "🌱🌿🍃 Plant 🪴 mom 💚💚 Tips 🌞💧 daily 🙌✨🔥🎉" },
      { id: "b", text: "Plant care made simple 🪴 Daily watering tips 💧 Rescue guides for sad plants ↓" },
      { id: "c", text: "Plant care made simple Daily watering tips Rescue guides for sad plants" },
    ],
    answer: "b",
    explanation:
      "Two emojis mark the topic and the tips and split the line into readable parts. The first buries the words under a dozen emojis; the last has no visual breaks at all.",
    xp: 10,
  },
  {
    id: "hashtag-or-not",
    type: "hashtag-or-not",
    title: "Hashtag or not?",
    skill: "Hashtags in an Instagram bio are links away from you; use only your own.",
    prompt: "Which hashtag belongs in a bakery's Instagram bio?",
    options: [
      { id: "a", text: "#food #love #instagood" },
      { id: "b", text: "#BakedByMila (the bakery's own tag, where customers post their cakes)" },
      { id: "c", text: "#follow4follow" },
    ],
    answer: "b",
    explanation:
      "A branded hashtag collects your customers' posts and keeps visitors on your world. Generic tags send them to millions of strangers' posts, and follow-for-follow tags look spammy.",
    xp: 10,
  },
  {
    id: "tone-matching",
    type: "tone-match",
    title: "Tone matching",
    skill: "Match the tone to the audience you want to reach.",
    prompt: "A tax adviser writes her LinkedIn headline for small-business owners. Which tone fits best?",
    options: [
      { id: "a", text: 'Mysterious: "Numbers whisper secrets only I can hear…"' },
      { id: "b", text: 'Professional: "Tax adviser for small businesses | Clear numbers, fewer surprises"' },
      { id: "c", text: 'Funny: "I do taxes so you can keep doing your crying in private 😭"' },
    ],
    answer: "b",
    explanation:
      "On LinkedIn clients look for trust and clarity: who she serves and what they gain. Humour or mystery can work elsewhere but hides the offer here.",
    xp: 10,
  },
];

export const CHALLENGE_COUNT = CHALLENGES.length;

export function findChallenge(id: string): Challenge | undefined {
  return CHALLENGES.find((challenge) => challenge.id === id);
}

export type PublicChallenge = Omit<Challenge, "answer" | "explanation">;

/** What the page may show before an answer: no right answer, no explanation. */
export function toPublicChallenge({ answer: _answer, explanation: _explanation, ...rest }: Challenge): PublicChallenge {
  return rest;
}
