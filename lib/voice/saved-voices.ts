import "server-only";
import {
  countBrandVoices,
  createBrandVoice,
  deleteBrandVoice,
  findUsableVoice,
  listBrandVoices,
  listTeamVoicesOf,
  renameBrandVoice,
  type BrandVoiceRecord,
} from "@/lib/db/brand-voices";
import { AppError } from "@/lib/http/errors";
import { measureVoice, type VoiceProfile } from "./measure-voice";
import { voiceGuide, type VoiceGuide } from "./voice-guide";
import { voiceSummary } from "./voice-summary";
import { MAX_SAVED_VOICES, VOICE_MESSAGES, type SaveVoiceInput } from "./voice.schema";

// Saved brand voices: a user's own (save, list, rename, delete) and the voice a generator run
// may use (their own or their team's). Another user's voice is "not found", never "forbidden".

export interface SavedVoice {
  id: string;
  name: string;
  summary: string;
  /** Set when the voice is a team's: the team's name. */
  teamName?: string;
  createdAt: Date;
}

export interface LoadedVoice {
  id: string;
  name: string;
  profile: VoiceProfile;
  guide: VoiceGuide;
}

export function toSavedVoice(record: BrandVoiceRecord, teamName?: string): SavedVoice {
  return {
    id: record.id,
    name: record.name,
    summary: voiceSummary(measureVoice(record.samples)),
    ...(teamName ? { teamName } : {}),
    createdAt: record.createdAt,
  };
}

export async function saveVoice(userId: string, input: SaveVoiceInput): Promise<SavedVoice> {
  if ((await countBrandVoices(userId)) >= MAX_SAVED_VOICES) throw new AppError("CONFLICT", VOICE_MESSAGES.tooMany);
  return toSavedVoice(await createBrandVoice({ userId, name: input.name, samples: input.samples }));
}

export async function voicesOf(userId: string): Promise<SavedVoice[]> {
  return (await listBrandVoices(userId)).map((v) => toSavedVoice(v));
}

/** What the generator's picker offers: the user's voices, then their teams' voices. */
export async function pickableVoices(userId: string): Promise<SavedVoice[]> {
  const [own, team] = await Promise.all([listBrandVoices(userId), listTeamVoicesOf(userId)]);
  return [...own.map((v) => toSavedVoice(v)), ...team.map((v) => toSavedVoice(v, v.teamName))];
}

export async function renameVoice(userId: string, id: string, name: string): Promise<void> {
  if (!(await renameBrandVoice({ id, userId, name }))) throw new AppError("NOT_FOUND", VOICE_MESSAGES.notFound);
}

export async function removeVoice(userId: string, id: string): Promise<void> {
  if (!(await deleteBrandVoice({ id, userId }))) throw new AppError("NOT_FOUND", VOICE_MESSAGES.notFound);
}

/** A voice the user may write with (theirs or a team's they are in), measured; 404 otherwise. */
export async function loadUsableVoice(userId: string, id: string): Promise<LoadedVoice> {
  const record = await findUsableVoice({ id, userId });
  if (!record) throw new AppError("NOT_FOUND", VOICE_MESSAGES.notFound);
  const profile = measureVoice(record.samples);
  return { id: record.id, name: record.name, profile, guide: voiceGuide(profile) };
}
