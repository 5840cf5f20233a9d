import type { Engine, Platform } from "@/lib/bio/types";
import type { VoiceProfile } from "./measure-voice";
import type { VoiceGuide } from "./voice-guide";

/** What the brand voice handler answers; shared by the server and the page. */
export interface VoiceAnswer {
  profile: VoiceProfile;
  guide: VoiceGuide;
  bios: string[];
  /** "ai" when a configured model wrote the bios; "composer" when the built-in method did (no model, or it failed). */
  engine: Engine;
  platform: Platform;
  remaining: number | null;
  limit: number | null;
}
