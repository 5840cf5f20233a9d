import type { Engine, Platform, Tone } from "@/lib/bio/types";

/** What the result card shows: a generation, or the sample of the creativity demo. */
export interface GeneratedResult {
  /** The generation's id; "demo" for the sample. */
  id: string;
  variations: string[];
  /** The request behind it, reused by Regenerate and the Emojis & Tags tab. */
  description: string;
  tone: Tone;
  platform: Platform;
  engine: Engine | null;
  demo: boolean;
}

export const DEMO_RESULT: GeneratedResult = {
  id: "demo",
  variations: [
    "☕ Turning coffee into code and ideas into apps\n✨ Curious mind, kind heart, bold dreams\n🚀 Building tomorrow, one commit at a time\n👇 Let's create something amazing!",
  ],
  description: "Software developer who loves coffee, building apps and helping people learn to code",
  tone: "inspirational",
  platform: "instagram",
  engine: null,
  demo: true,
};
