import type { Utm } from "@/lib/link-in-bio/utm";

export interface UtmPreset {
  id: string;
  name: string;
  utm: Utm;
}

/** The user's saved UTM presets and what can be done with them. */
export interface PresetStore {
  list: UtmPreset[];
  save: (name: string, utm: Utm) => Promise<boolean>;
  remove: (preset: UtmPreset) => Promise<boolean>;
}

export interface BuilderProfile {
  displayName: string;
  username: string;
  avatar: string | null;
}
