import type { VoiceProfile } from "./measure-voice";

// A saved voice in one line, for a list or a picker: "Formal · Calm · No emoji".

export function voiceSummary(profile: VoiceProfile): string {
  const summary = (id: string) => profile.attributes.find((a) => a.id === id)?.summary;
  const emoji = profile.emojis.length > 0 ? `Emoji ${profile.emojis.slice(0, 3).join("")}` : "No emoji";
  return [summary("formality"), summary("energy"), emoji].filter(Boolean).join(" · ");
}
