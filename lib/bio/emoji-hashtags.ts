import type { Tone } from "./types";

// Emoji and hashtag suggestions: fixed lists by topic (found through keywords in
// the description or the bio) and by tone, at most 20 unique items each. Topics come first
// because they say more about the person than the tone does.

export const EMOJI_ADVICE = "3-5 emojis";
export const HASHTAG_ADVICE = "5-10 hashtags";
export const MAX_SUGGESTIONS = 20;

export const TOPICS = ["tech", "travel", "food", "fitness", "art", "pets", "entrepreneur"] as const;
export type Topic = (typeof TOPICS)[number];

export interface SuggestionInput {
  description: string;
  tone: Tone;
  bio?: string;
}

// Space-separated lists keep the vocabulary readable in one place (and one line per topic).
const words = (list: string): readonly string[] => list.split(" ");

// Keywords match at the start of a word, so stems cover their forms ("develop" finds
// "developer", "explor" finds "exploring") while "art" does not fire inside "smart".
// Short words ending in "!" must be the whole word (plural allowed): "cat!" finds "cats"
// but not "category".
const TOPIC_KEYWORDS: Record<Topic, readonly string[]> = {
  tech: words(
    "tech develop dev! coder coding code! program software engineer web app! apps frontend backend fullstack data! ai! devops javascript typescript python computer gamer gaming saas",
  ),
  travel: words(
    "travel trip wander explor adventur backpack nomad globetrotter journey passport touris abroad hiking hiker",
  ),
  food: words(
    "food chef cook bak cuisine recipe restaurant cafe coffee kitchen pastry eat! vegan culinary wine barista",
  ),
  fitness: words(
    "fitness fit! gym workout trainer training yoga pilates athlete runner running marathon crossfit lifting bodybuild wellness sport",
  ),
  art: words(
    "art! arts artist paint draw illustrat design photograph sculpt creative music musician writer poet film craft tattoo danc",
  ),
  pets: words("pet! pets dog pupp cat! cats kitten kitty animal horse rescue paw! paws vet! vets bird rabbit bunny"),
  entrepreneur: words(
    "entrepreneur founder co-founder ceo startup business brand shop! store company ecommerce e-commerce freelanc consult agency hustle marketer marketing sales invest",
  ),
};

const TOPIC_EMOJIS: Record<Topic, readonly string[]> = {
  tech: words("💻 👩‍💻 👨‍💻 🚀 ⚙️ 🤖 📱 🧠"),
  travel: words("✈️ 🌍 🗺️ 🏝️ 🧳 📍 🏔️ 🌅"),
  food: words("🍕 🍜 👩‍🍳 🥑 🍰 ☕ 🌮 🍷"),
  fitness: words("💪 🏋️ 🏃 🧘 🥗 🔥 ⏱️ 🏆"),
  art: words("🎨 🖌️ 📸 🎭 ✏️ 🖼️ 🎶 ✨"),
  pets: words("🐶 🐱 🐾 🦴 🐕 🐈 ❤️ 🏡"),
  entrepreneur: words("💼 📈 🚀 💡 🤝 🎯 💰 🏆"),
};

const TONE_EMOJIS: Record<Tone, readonly string[]> = {
  funny: words("😂 🤪 😜 🙃 🤡 🍕 😎 🤷"),
  professional: words("💼 📊 ✅ 🎯 📈 🤝 🏢 📌"),
  poetic: words("🌙 🌸 🍂 ✨ 🕊️ 🌊 📖 🌹"),
  mysterious: words("🌑 🔮 🗝️ 🖤 🌫️ 🦉 🕯️ 👁️"),
  motivational: words("💪 🔥 🚀 🏆 ⚡ 🎯 🌟 👊"),
  casual: words("😊 ✌️ ☕ 🌿 👋 🎧 🌞 🙌"),
  bold: words("⚡ 🔥 💥 👑 🦁 🚀 💎 😤"),
  inspirational: words("🌟 ✨ 🌈 🌱 🙏 💫 ☀️ 🕊️"),
};

const TOPIC_HASHTAGS: Record<Topic, readonly string[]> = {
  tech: words("#TechLife #CodeNewbie #100DaysOfCode #WebDev #DevCommunity #Programming #TechTwitter #BuildInPublic"),
  travel: words(
    "#TravelGram #Wanderlust #TravelTheWorld #ExploreMore #DigitalNomad #Adventure #PassportReady #TravelDiaries",
  ),
  food: words("#Foodie #FoodLover #HomeCooking #InstaFood #ChefLife #FoodPhotography #Yummy #RecipeOfTheDay"),
  fitness: words(
    "#FitnessMotivation #GymLife #FitFam #HealthyLifestyle #WorkoutMotivation #TrainHard #FitnessJourney #NoExcuses",
  ),
  art: words(
    "#ArtistsOnInstagram #CreativeLife #ArtOfTheDay #Illustration #DesignInspiration #MakeArt #Photography #CreativeProcess",
  ),
  pets: words(
    "#PetsOfInstagram #DogsOfInstagram #CatsOfInstagram #PetLover #AdoptDontShop #FurBaby #PawsomeDay #PetLife",
  ),
  entrepreneur: words(
    "#Entrepreneur #SmallBusiness #StartupLife #FounderLife #BusinessOwner #HustleHard #Marketing #SideHustle",
  ),
};

const TONE_HASHTAGS: Record<Tone, readonly string[]> = {
  funny: words("#JustForLaughs #FunnyBio #GoodVibesOnly #NoFilter #DailyGiggle"),
  professional: words("#Professional #CareerGoals #Leadership #Networking #Expertise"),
  poetic: words("#Poetry #WordsOfTheDay #SoulfulLiving #DreamyVibes #StoryOfMyLife"),
  mysterious: words("#Mystery #StayCurious #DarkAesthetic #Enigma #UnknownPath"),
  motivational: words("#Motivation #NeverGiveUp #GrowthMindset #DailyMotivation #RiseAndGrind"),
  casual: words("#EverydayLife #GoodVibes #JustMe #ChillVibes #LifeLately"),
  bold: words("#BeBold #Fearless #OwnIt #NoLimits #MakeWaves"),
  inspirational: words("#Inspiration #BelieveInYourself #Positivity #DreamBig #SpreadLove"),
};

const GENERAL_EMOJIS = words("✨ 🌟 💫 📍 👇 💬");
const GENERAL_HASHTAGS = words("#InstaBio #AboutMe #CreatorLife #ContentCreator #Lifestyle");

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const TOPIC_PATTERNS = Object.fromEntries(
  TOPICS.map((topic) => {
    const alternatives = TOPIC_KEYWORDS[topic].map((k) =>
      k.endsWith("!") ? `${escapeRegExp(k.slice(0, -1))}s?(?![\\p{L}\\p{N}])` : escapeRegExp(k),
    );
    return [topic, new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "iu")];
  }),
) as Record<Topic, RegExp>;

/** Topics whose keywords appear in the text, in the fixed TOPICS order. */
export function detectTopics(text: string): Topic[] {
  return TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(text));
}

// Round-robin over the lists, so every matched topic and the tone get a share of the 20
// places even when three topics match.
function collect(lists: readonly (readonly string[])[], fallback: readonly string[]): string[] {
  const seen = new Set<string>();
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) seen.add(item);
      if (seen.size === MAX_SUGGESTIONS) return [...seen];
    }
  }
  for (const item of fallback) {
    if (seen.size === MAX_SUGGESTIONS) break;
    seen.add(item);
  }
  return [...seen];
}

function topicsOf({ description, bio }: SuggestionInput): Topic[] {
  return detectTopics(`${description}\n${bio ?? ""}`);
}

export function suggestEmojis(input: SuggestionInput): string[] {
  const topics = topicsOf(input);
  return collect([...topics.map((t) => TOPIC_EMOJIS[t]), TONE_EMOJIS[input.tone]], GENERAL_EMOJIS);
}

export function suggestHashtags(input: SuggestionInput): string[] {
  const topics = topicsOf(input);
  return collect([...topics.map((t) => TOPIC_HASHTAGS[t]), TONE_HASHTAGS[input.tone]], GENERAL_HASHTAGS);
}

/** "#CamelCase" from free words: "coffee & code!" → "#CoffeeCode"; "" → null. */
export function toHashtag(text: string): string | null {
  const parts = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (parts.length === 0) return null;
  return `#${parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join("")}`;
}

/** A well-formed hashtag: "#" then letters and digits only, starting with an upper-case letter or digit. */
export const HASHTAG_PATTERN = /^#[A-Z0-9][A-Za-z0-9]*$/;
