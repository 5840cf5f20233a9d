import type { Utm } from "@/lib/link-in-bio/utm";

export interface UtmPreset {
  id: string;
  name: string;
  utm: Utm;
}

export interface BuilderProfile {
  displayName: string;
  username: string;
  avatar: string | null;
}
