import "server-only";
import { clearTeamVoice, getBrandVoice, getTeamVoice, setTeamVoice } from "@/lib/db/brand-voices";
import { renameTeam } from "@/lib/db/teams";
import { AppError } from "@/lib/http/errors";
import { toSavedVoice, type SavedVoice } from "@/lib/voice/saved-voices";
import { VOICE_MESSAGES } from "@/lib/voice/voice.schema";
import { logActivity } from "./notify";
import { requireAction, requireMember } from "./team-access";

// A team's name and its brand voice: owners and admins change them (the permission table),
// every member reads the voice and may write with it.

/** Renames the team; the log keeps the old and the new name. */
export async function renameTeamAs(actorId: string, teamId: string, name: string) {
  const access = await requireAction(actorId, teamId, "renameTeam");
  if (access.team.name !== name) {
    await renameTeam({ teamId, name });
    await logActivity(teamId, actorId, "team.renamed", `“${access.team.name}” → “${name}”`);
  }
  return { id: teamId, name };
}

/** Saves a copy of one of the actor's voices as the team's voice (replacing any). */
export async function setTeamVoiceAs(actorId: string, teamId: string, voiceId: string): Promise<SavedVoice> {
  await requireAction(actorId, teamId, "setTeamVoice");
  const own = await getBrandVoice({ id: voiceId, userId: actorId });
  if (!own) throw new AppError("NOT_FOUND", VOICE_MESSAGES.notFound);
  const voice = await setTeamVoice({ teamId, name: own.name, samples: own.samples });
  await logActivity(teamId, actorId, "team.voice-set", voice.name);
  return toSavedVoice(voice);
}

export async function clearTeamVoiceAs(actorId: string, teamId: string): Promise<void> {
  await requireAction(actorId, teamId, "setTeamVoice");
  if (await clearTeamVoice({ teamId })) await logActivity(teamId, actorId, "team.voice-cleared", "");
}

/** The team's voice as a member sees it; null when none is set. */
export async function teamVoiceFor(userId: string, teamId: string): Promise<SavedVoice | null> {
  await requireMember(userId, teamId);
  const voice = await getTeamVoice({ teamId });
  return voice ? toSavedVoice(voice) : null;
}
