import { InfinityIcon, TicketIcon } from "lucide-react";
import type { ToolQuota } from "@/lib/tools/tool-types";

/** "2 of 3 campaign bios left this month" or the unlimited plan's line. */
export function QuotaLine({ quota }: { quota: ToolQuota }) {
  const label = quota.label.toLowerCase();
  if (quota.remaining === null || quota.limit === null) {
    return (
      <p data-testid="tool-quota" className="flex items-center gap-2 text-sm text-muted-foreground">
        <InfinityIcon aria-hidden="true" className="size-4 shrink-0" />
        Unlimited {label} on your {quota.planName} plan.
      </p>
    );
  }
  return (
    <p
      data-testid="tool-quota"
      data-remaining={quota.remaining}
      aria-live="polite"
      className="flex items-center gap-2 text-sm text-muted-foreground"
    >
      <TicketIcon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <span className="font-semibold text-foreground">
          {quota.remaining} of {quota.limit}
        </span>{" "}
        free {label} left this month.
      </span>
    </p>
  );
}
