import "server-only";
import { composeBios } from "@/lib/bio/compose";
import type { BioRequest, BioResult } from "@/lib/bio/types";
import { composeVoiceVariations } from "./compose-voice-bios";
import type { LoadedVoice } from "./saved-voices";
import { rewriteInVoice, type VoiceWriteOptions } from "./voice-writer";

/** The generator's three bios in a saved voice: the composer in the voice, rewritten by a configured model. */
export async function writeVariationsInVoice(
  req: BioRequest,
  voice: Pick<LoadedVoice, "profile" | "guide">,
  options: VoiceWriteOptions = {},
): Promise<BioResult> {
  const composed =
    composeVoiceVariations(req.description, voice.profile, voice.guide, req.platform, req.seed, req.avoid) ??
    composeBios(req).variations;
  const { bios, engine } = await rewriteInVoice(
    composed,
    { about: req.description, profile: voice.profile, guide: voice.guide, platform: req.platform },
    options,
  );
  const [a = composed[0], b = composed[1], c = composed[2]] = bios;
  return { variations: [a, b, c], engine };
}
