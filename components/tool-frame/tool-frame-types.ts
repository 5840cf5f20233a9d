// What a page hands the tool frame about the user's allowance (read on the server from the
// plans config through the quota module).

export interface ToolQuota {
  /** Uses left this month; null when the plan is unlimited. */
  remaining: number | null;
  /** The month's allowance; null when unlimited. */
  limit: number | null;
  /** "Campaign bios": what the allowance is called. */
  label: string;
  planName: string;
  /** The message shown when nothing is left. */
  exhaustedMessage: string;
  /** Where "Upgrade" goes; null: plans are set by an administrator here. */
  upgradeHref: string | null;
}
