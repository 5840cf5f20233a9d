import Link from "next/link";
import { CheckCircle2, CreditCard, ShieldCheck } from "lucide-react";
import { PortalButton } from "@/components/account/portal-button";
import { UpgradeButton } from "@/components/account/upgrade-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPrice } from "@/lib/account/plan-features";
import { BILLING_MESSAGES, billingStatus } from "@/lib/account/billing";
import { planFor } from "@/lib/config/plans";
import { getStripeCustomerId } from "@/lib/db/billing";
import { href } from "@/lib/config/paths";

/** Stripe Checkout and the customer portal, or a plain word that an administrator sets plans. */
export async function BillingPanel({
  userId,
  status,
  checkout,
}: {
  userId: string;
  status: string;
  checkout?: "success" | "cancelled";
}) {
  const billing = billingStatus();
  const customerId = billing.enabled ? await getStripeCustomerId({ userId }) : null;
  const plan = planFor(status);
  const paid = status === "premium" || status === "pro";
  const price = formatPrice(billing.priceMonthlyUsd);

  return (
    <section aria-labelledby="billing-heading" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="billing-heading" className="text-xl font-semibold tracking-tight">
          Billing
        </h2>
        <p className="text-sm text-muted-foreground">
          Premium is {price} a month. Cancel any time; you keep Premium until the end of the period you paid for.
        </p>
      </div>

      {checkout === "success" && (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{paid ? "Welcome to Premium!" : "Thank you! Your payment went through."}</AlertTitle>
          <AlertDescription>
            {paid
              ? "Everything is unlimited from now on."
              : "Premium turns on as soon as our payment provider confirms it, usually within seconds. Reload this page in a moment."}
          </AlertDescription>
        </Alert>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
            <span>
              {plan.name} plan{paid ? ` · ${price} / month` : ""}
            </span>
          </CardTitle>
          <CardDescription>
            {!billing.enabled
              ? "Online payments are not set up on this deployment."
              : customerId
                ? "Change your card, download invoices or cancel in the secure Stripe portal."
                : "Pay securely with Stripe. We never see or store your card number."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!billing.enabled ? (
            <Alert variant="info">
              <ShieldCheck aria-hidden="true" />
              <AlertDescription>{BILLING_MESSAGES.adminManaged}</AlertDescription>
            </Alert>
          ) : customerId ? (
            <PortalButton />
          ) : paid ? (
            <p className="text-sm text-muted-foreground">
              Your plan was set by an administrator; there is nothing to pay.
            </p>
          ) : (
            <div className="sm:max-w-xs">
              <UpgradeButton label={`Upgrade for ${price} / month`} />
            </div>
          )}
          <Button asChild variant="link" className="h-auto min-h-11 justify-start px-0 pointer-fine:min-h-0">
            <Link href={href("account", { tab: "subscription" })}>Compare plans</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
