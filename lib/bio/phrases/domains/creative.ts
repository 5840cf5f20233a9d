import type { Tone } from "../../types";

// Field lines for creative domains: photo and film, writing, performance, online creators.

export const CREATIVE_LINES: Record<
  "art" | "visual" | "writing" | "performance" | "creator",
  Record<Tone, string[]>
> = {
  art: {
    funny: [
      "Paint on my clothes, paint on my phone, paint in my coffee",
      "My sketchbook knows too much",
      "Will draw your cat for snacks",
    ],
    professional: [
      "Original artwork and commissions",
      "Illustration and fine art for brands and collectors",
      "Creating original work with a distinctive voice",
    ],
    poetic: ["Painting the quiet parts of the day", "Colours that remember things", "Every canvas a small confession"],
    mysterious: [
      "Every painting hides something",
      "Ask me what the sketch means. I won't say",
      "The signature is the only clue",
    ],
    motivational: ["One sketch a day, every day", "Practice makes progress", "Creating daily, growing always"],
    casual: ["Always doodling something", "Paint-stained and happy", "Sketchbook in every bag"],
    bold: ["Art that refuses to whisper", "Original work, zero compromise", "Making walls talk"],
    inspirational: [
      "Art that helps people feel",
      "Painting hope, one canvas at a time",
      "Creating beauty to share with the world",
    ],
  },
  visual: {
    funny: ["Will stop mid-road for good light", "Has 40,000 photos, posts 3", "Say cheese, then say it again"],
    professional: [
      "Visual storyteller for brands and people",
      "Images that sell, stories that stay",
      "Capturing moments with a creative, original eye",
    ],
    poetic: ["Collecting light one frame at a time", "Painting with shadows and sun", "Every frame a small poem"],
    mysterious: ["I see what you miss", "The best shots are never posted", "Watching from behind the lens"],
    motivational: ["Shoot every day, grow every frame", "One more shot, always", "Chasing the perfect frame"],
    casual: ["Probably chasing golden hour", "Camera always in my bag", "Snap first, think later"],
    bold: ["Frames that stop the scroll", "No boring shots allowed", "Visual storyteller, zero filler"],
    inspirational: [
      "Capturing the beauty in every story",
      "Seeing the world with grateful eyes",
      "Every face tells a story worth seeing",
    ],
  },
  writing: {
    funny: [
      "Writes for a living, texts 'ok' to friends",
      "Has a thesaurus, will use it",
      "Professional word arranger",
      "Currently avoiding chapter three",
    ],
    professional: [
      "Clear words for complex ideas",
      "Storyteller for brands and publications",
      "Writing that informs, engages and converts",
    ],
    poetic: ["Living between the lines", "Ink, paper and a restless heart", "Words are my way home"],
    mysterious: [
      "Every story has a second draft",
      "Some chapters stay unpublished",
      "Writing what I can't say out loud",
    ],
    motivational: ["Write every day, no excuses", "One page closer to the book", "Words build worlds. Keep writing"],
    casual: ["Always scribbling something", "Notebook in every bag", "Writing, rewriting, snacking"],
    bold: ["Words with bite", "I write what others won't", "Storyteller with something to say"],
    inspirational: [
      "Stories that heal and connect",
      "Writing to make someone feel less alone",
      "Every word a small light",
    ],
  },
  performance: {
    funny: [
      "Sings in the shower, and on stage sometimes",
      "Turning awkward pauses into punchlines",
      "Rehearses arguments in the mirror",
    ],
    professional: [
      "Performer, collaborator, storyteller on stage",
      "Live shows, studio sessions, brand work",
      "Bringing stories to life on stage and screen",
    ],
    poetic: [
      "Living from one rhythm to the next",
      "The stage lights know my name",
      "Music in the bones, stories in the breath",
    ],
    mysterious: ["Catch me live. Or don't", "The encore is the best part", "Backstage stories stay backstage"],
    motivational: ["Practice, perform, repeat", "Every stage is a step up", "Rehearse like it's the final show"],
    casual: ["Probably humming something", "Music on, world off", "Living for the encore"],
    bold: ["Here to steal the show", "Louder than the speakers", "Stage presence: undeniable"],
    inspirational: [
      "Art that brings people together",
      "Performing to make hearts feel lighter",
      "Music is my way of saying thank you",
    ],
  },
  creator: {
    funny: [
      "Posting consistently (terms apply)",
      "Filming this bio for the algorithm",
      "Content creator, content procrastinator",
    ],
    professional: [
      "Creating content that builds communities",
      "Storytelling for brands and audiences",
      "Creator, collaborator, community builder",
    ],
    poetic: [
      "Sharing small moments with big skies",
      "Stories told in short, bright frames",
      "A diary the whole world can read",
    ],
    mysterious: ["New drop soon. Maybe", "The best content never makes the cut", "Watch closely"],
    motivational: [
      "Post, learn, improve, repeat",
      "Building a community, one upload at a time",
      "Consistency is my superpower",
    ],
    casual: ["Making videos and having fun", "Hi from behind the camera", "New stuff every week, probably"],
    bold: ["Content that stops the scroll", "The algorithm works for me", "Creator. Original. Unfiltered"],
    inspirational: [
      "Creating a corner of the internet that feels like home",
      "Sharing stories that uplift",
      "Content with kindness",
    ],
  },
};
