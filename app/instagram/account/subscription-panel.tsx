import Link from "next/link";
import { AlertTriangle } from "lucide-react";
import { PlanCard } from "@/components/account/plan-card";
import { UpgradeButton } from "@/components/account/upgrade-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PLANS, planFor } from "@/lib/config/plans";
import { href } from "@/lib/config/paths";

const isPaid = (status: string) => status === "premium" || status === "pro";

/** The current plan and what it includes, next to Premium and its Upgrade button. */
export function SubscriptionPanel({ status, checkout }: { status: string; checkout?: "success" | "cancelled" }) {
  const current = planFor(status);
  const paid = isPaid(status);
  const paidPlan = status === "pro" ? PLANS.pro : PLANS.premium;

  return (
    <section aria-labelledby="subscription-heading" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="subscription-heading" className="text-xl font-semibold tracking-tight">
          Your plan: {current.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {paid
            ? "Everything is unlimited. Thank you for supporting BioStudio."
            : "Limits reset on the first day of every month (UTC)."}
        </p>
      </div>

      {checkout === "cancelled" && (
        <Alert variant="info" role="status">
          <AlertDescription>Checkout was cancelled. You have not been charged.</AlertDescription>
        </Alert>
      )}

      {status === "expired" && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Your subscription has expired</AlertTitle>
          <AlertDescription>
            <p>You are back on the free limits. Renew to get unlimited use again.</p>
            <div className="mt-3">
              <UpgradeButton label="Renew Now" />
            </div>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <PlanCard plan={PLANS.free} current={!paid} />
        <PlanCard
          plan={paidPlan}
          current={paid}
          highlight={!paid}
          footer={
            paid ? (
              <Button asChild variant="outline" className="w-full">
                <Link href={href("account", { tab: "billing" })}>Manage billing</Link>
              </Button>
            ) : (
              <div className="w-full">
                <UpgradeButton className="w-full" />
              </div>
            )
          }
        />
      </div>
    </section>
  );
}
