import type { PlanId } from "@/lib/config/plans";

/** What the users list hands to its client parts: plain values only. */
export interface AdminUserRow {
  id: string;
  email: string;
  username: string | null;
  displayName: string;
  isAdmin: boolean;
  plan: PlanId;
  disabled: boolean;
  created: string;
  createdIso: string;
  isSelf: boolean;
}

export interface PlanOption {
  id: PlanId;
  name: string;
}
