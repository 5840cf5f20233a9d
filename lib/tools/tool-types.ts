import type { Engine, Platform } from "@/lib/bio/types";

// What every tool built on the tool frame answers (docs/architecture.md#how-to-add-a-tool).
// Shared by the server runner and the frame in the browser, so it imports nothing server-side.

/** One titled set of bios: a campaign's variants, a launch phase, a seasonal moment. */
export interface ToolGroup {
  /** Stable within one answer (a React key, a test hook). */
  id: string;
  title: string;
  /** A line under the title: a date, a phase's timing, a moment's region. */
  subtitle?: string;
  /** Short ideas shown above the bios (a moment's campaign angles). */
  angles?: string[];
  /** A checklist shown above the bios: each item met or not, with what was found. */
  checks?: { id: string; label: string; ok: boolean; detail: string }[];
  bios: string[];
}

export interface ToolAnswer {
  groups: ToolGroup[];
  /** The platform every bio fits. */
  platform: Platform;
  engine: Engine;
  /** Uses left this month after this one; null when the plan is unlimited. */
  remaining: number | null;
  /** The month's allowance; null when unlimited. */
  limit: number | null;
}

/** What a tool page hands its frame about the user's allowance (read on the server from the plans config). */
export interface ToolQuota {
  /** Uses left this month; null when the plan is unlimited. */
  remaining: number | null;
  /** The month's allowance; null when unlimited. */
  limit: number | null;
  /** "Campaign generations": what the allowance is called. */
  label: string;
  planName: string;
  /** The message shown when nothing is left. */
  exhaustedMessage: string;
  /** Where "Upgrade" goes; null: plans are set by an administrator here. */
  upgradeHref: string | null;
}
