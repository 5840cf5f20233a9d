import { SITE } from "@/lib/config/site";

// The guided tour (docs/product.md#guidance): eight steps. The voice is the
// browser's speech synthesis reading `voiceText`, not an audio file.

export type TourPosition = "center" | "top" | "bottom";
export type CharacterAnimation = "wave" | "point" | "think" | "bounce" | "celebrate";

export interface TourStep {
  id: string;
  title: string;
  description: string;
  position: TourPosition;
  characterAnimation: CharacterAnimation;
  characterMessage: string;
  /** What the guide says aloud when voice is on. */
  voiceText: string;
  /** A selector on the home page to scroll to and highlight. */
  target?: string;
}

export function tourSteps(): TourStep[] {
  return [
    {
      id: "welcome",
      title: `Welcome to ${SITE.name}!`,
      description: "I'm Bea, your guide. In eight short steps I'll show you around the home page.",
      position: "center",
      characterAnimation: "wave",
      characterMessage: "Hi! Let's look around.",
      voiceText: `Hi, I'm Bea. Welcome to ${SITE.name}. Let me show you around in eight short steps.`,
    },
    {
      id: "hero",
      title: "Start here",
      description: "'Generate My Bio' takes you straight to the generator; 'Learn More' explains how it works.",
      position: "bottom",
      characterAnimation: "point",
      characterMessage: "Two buttons, two paths.",
      voiceText: "Generate My Bio takes you straight to the generator. Learn More explains how it works.",
      target: "#hero",
    },
    {
      id: "generator",
      title: "The bio generator",
      description: "Describe yourself, pick a tone and get three bios. A free account keeps your monthly allowance.",
      position: "top",
      characterAnimation: "think",
      characterMessage: "A few words are enough.",
      voiceText: "This is the generator. Describe yourself in a few words, pick a tone, and get three bios.",
      target: "#generator",
    },
    {
      id: "features",
      title: "Why it works",
      description: "An AI-powered engine, instant results and eight tones so your bio sounds like you.",
      position: "top",
      characterAnimation: "bounce",
      characterMessage: "Fast, and in your voice.",
      voiceText: "Bios are ready in about a second, in any of eight tones.",
      target: "#features",
    },
    {
      id: "categories",
      title: "Templates by category",
      description: "Pick a category to start from a hand-written template for your niche.",
      position: "top",
      characterAnimation: "point",
      characterMessage: "Fashion, food, travel and more.",
      voiceText: "Not sure where to start? Pick a category and begin from a template.",
      target: "#categories",
    },
    {
      id: "tools",
      title: "More tools",
      description: "Every card opens a tool that is ready to use.",
      position: "top",
      characterAnimation: "bounce",
      characterMessage: "There's more to explore.",
      voiceText: "These cards open the companion tools.",
      target: "#tools",
    },
    {
      id: "faq",
      title: "Questions?",
      description: "The FAQ answers the common ones: plans, limits, templates and privacy.",
      position: "top",
      characterAnimation: "think",
      characterMessage: "Answers are one click away.",
      voiceText: "The frequently asked questions cover plans, limits, templates and privacy.",
      target: "#faq",
    },
    {
      id: "contact",
      title: "We're here to help",
      description: "Still stuck? Send us a message and we'll reply by email. That's the tour!",
      position: "top",
      characterAnimation: "celebrate",
      characterMessage: "You're all set!",
      voiceText: "Still stuck? Send us a message here. That's the end of the tour. Have fun writing!",
      target: "#contact",
    },
  ];
}
