// The emoji mood selector's curated sets: eight moods, each emoji with the name a screen
// reader announces (the CLDR short name), so the set is usable without seeing it.

export interface MoodEmoji {
  emoji: string;
  name: string;
}

export interface Mood {
  id: string;
  label: string;
  description: string;
  emoji: readonly MoodEmoji[];
}

const set = (pairs: string): MoodEmoji[] =>
  pairs.split(";").map((pair) => {
    const [emoji = "", name = ""] = pair.split("=");
    return { emoji: emoji.trim(), name: name.trim() };
  });

export const MOODS: readonly Mood[] = [
  {
    id: "joyful",
    label: "Joyful",
    description: "Bright, warm and smiling",
    emoji: set(
      "😄=grinning face with smiling eyes;🌞=sun with face;🎉=party popper;🌈=rainbow;🥳=partying face;💛=yellow heart;🌻=sunflower;✨=sparkles;🎈=balloon;😊=smiling face with smiling eyes",
    ),
  },
  {
    id: "calm",
    label: "Calm",
    description: "Soft, slow and grounded",
    emoji: set(
      "🌿=herb;🍃=leaf fluttering in wind;🕊️=dove;🌊=water wave;☁️=cloud;🧘=person in lotus position;🍵=teacup without handle;🌙=crescent moon;🤍=white heart;🪴=potted plant",
    ),
  },
  {
    id: "confident",
    label: "Confident",
    description: "Bold, sure and direct",
    emoji: set(
      "💪=flexed biceps;🔥=fire;🚀=rocket;👑=crown;⚡=high voltage;🎯=direct hit;🏆=trophy;😎=smiling face with sunglasses;🦁=lion;💯=hundred points",
    ),
  },
  {
    id: "creative",
    label: "Creative",
    description: "Playful, crafted and curious",
    emoji: set(
      "🎨=artist palette;✏️=pencil;📸=camera with flash;🎬=clapper board;🧵=thread;🎵=musical note;💡=light bulb;🖌️=paintbrush;🪄=magic wand;🌀=cyclone",
    ),
  },
  {
    id: "adventurous",
    label: "Adventurous",
    description: "Outdoors, travel and the next thing",
    emoji: set(
      "🌍=globe showing Europe-Africa;✈️=airplane;🏔️=snow-capped mountain;🧭=compass;🏕️=camping;🌄=sunrise over mountains;🚲=bicycle;🗺️=world map;🎒=backpack;🌴=palm tree",
    ),
  },
  {
    id: "cozy",
    label: "Cozy",
    description: "Homely, slow mornings and warm drinks",
    emoji: set(
      "☕=hot beverage;🧶=yarn;🕯️=candle;📚=books;🍪=cookie;🧸=teddy bear;🏡=house with garden;🍂=fallen leaf;🧦=socks;🥐=croissant",
    ),
  },
  {
    id: "romantic",
    label: "Romantic",
    description: "Tender, dreamy and heartfelt",
    emoji: set(
      "💕=two hearts;🌹=rose;💌=love letter;🥂=clinking glasses;🌸=cherry blossom;💫=dizzy;🦋=butterfly;💐=bouquet;🌷=tulip;❤️=red heart",
    ),
  },
  {
    id: "motivated",
    label: "Motivated",
    description: "Driven, focused and in progress",
    emoji: set(
      "📈=chart increasing;✅=check mark button;⏰=alarm clock;🧠=brain;🏃=person running;📝=memo;🔑=key;🌱=seedling;⭐=star;🙌=raising hands",
    ),
  },
];

export function moodById(id: string): Mood | undefined {
  return MOODS.find((mood) => mood.id === id);
}
