import { CrownIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ToolQuota } from "@/lib/tools/tool-types";

/** Shown instead of Generate once the month's allowance is used up. */
export function UpgradePrompt({ quota }: { quota: ToolQuota }) {
  return (
    <div
      data-testid="tool-upgrade"
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary"
        >
          <CrownIcon className="size-4" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold">Limit reached</p>
          <p className="text-sm text-muted-foreground">{quota.exhaustedMessage}</p>
          {!quota.upgradeHref && (
            <p className="text-sm text-muted-foreground">
              Plans are set by an administrator on this deployment: ask yours to move your account to Premium.
            </p>
          )}
        </div>
      </div>
      {quota.upgradeHref && (
        <Button asChild variant="gradient" className="self-start">
          <Link href={quota.upgradeHref}>Upgrade</Link>
        </Button>
      )}
    </div>
  );
}
