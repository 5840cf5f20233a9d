import type { GamificationSnapshot } from "@/components/gamification/snapshot";
import { LOW_GENERATIONS_WARNING, PLANS, planFor, type Plan } from "@/lib/config/plans";

export interface ProgressStats {
  biosGenerated: number;
  /** null: unlimited. */
  generationsRemaining: number | null;
  /** A plan id ("free", "premium", …); its display name is accepted too. */
  plan: string;
  /** Level, streak and achievements for the Progress tab (docs/product.md#gamification). */
  gamification?: GamificationSnapshot;
}

export interface MonthlyUsage {
  plan: Plan;
  unlimited: boolean;
  /** This month's bio generations allowed; null when unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** The low-generations warning at 2 or fewer left. */
  low: boolean;
}

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

export function monthlyUsage(stats: ProgressStats): MonthlyUsage {
  const plan = planFor(stats.plan.trim().toLowerCase());
  if (stats.generationsRemaining === null) {
    return { plan, unlimited: true, limit: null, used: 0, remaining: null, low: false };
  }
  const remaining = count(stats.generationsRemaining);
  // A counted remainder means a metered plan; the free limit stands in if the plan has none.
  // The server's counter wins over a limit that disagrees with it (an env override the
  // browser cannot see), so "left" and "used of" never contradict each other.
  const limit = Math.max(plan.limits.bio ?? PLANS.free.limits.bio ?? 0, remaining);
  return {
    plan,
    unlimited: false,
    limit,
    used: Math.max(0, limit - remaining),
    remaining,
    low: remaining <= LOW_GENERATIONS_WARNING,
  };
}
