import type { Platform } from "@/lib/bio/types";
import type { VoiceProfile } from "./measure-voice";
import type { VoiceGuide } from "./voice-guide";

/** What the brand voice handler answers; shared by the server and the page. */
export interface VoiceAnswer {
  profile: VoiceProfile;
  guide: VoiceGuide;
  bios: string[];
  platform: Platform;
  remaining: number | null;
  limit: number | null;
}
