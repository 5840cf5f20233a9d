"use client";

import { useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { PlanId } from "@/lib/config/plans";
import type { AdminUserRow, PlanOption } from "./admin-user";
import { useUpdateUser } from "./use-update-user";

/** Saves as soon as a plan is picked; goes back to the old plan if the server refuses. */
export function PlanSelect({ user, plans }: { user: AdminUserRow; plans: PlanOption[] }) {
  const [plan, setPlan] = useState<PlanId>(user.plan);
  const { update, pending } = useUpdateUser(user.id);

  async function onValueChange(value: string) {
    const next = plans.find((p) => p.id === value);
    if (!next || next.id === plan) return;
    const previous = plan;
    setPlan(next.id);
    const saved = await update(
      { plan: next.id },
      { title: "Plan updated", description: `${user.displayName} (${user.email}) is now on ${next.name}.` },
    );
    if (!saved) setPlan(previous);
  }

  return (
    <Select value={plan} onValueChange={onValueChange} disabled={pending}>
      <SelectTrigger size="sm" aria-label={`Plan for ${user.email}`} aria-busy={pending} className="w-32">
        {/* Children, not the item text, so the plan shows in the server HTML before hydration. */}
        <SelectValue>{plans.find((p) => p.id === plan)?.name ?? plan}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {plans.map((p) => (
          <SelectItem key={p.id} value={p.id}>
            {p.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
