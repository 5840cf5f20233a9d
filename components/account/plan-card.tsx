import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPrice, planFeatures } from "@/lib/account/plan-features";
import type { Plan } from "@/lib/config/plans";
import { cn } from "@/lib/utils";

/** One plan: its price and what it includes, straight from lib/config/plans.ts. */
export function PlanCard({
  plan,
  current,
  highlight,
  footer,
}: {
  plan: Plan;
  current: boolean;
  highlight?: boolean;
  footer?: ReactNode;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      data-testid={`plan-${plan.id}`}
      className={cn(highlight && "border-primary/40 shadow-md ring-1 ring-primary/20")}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <h3 id={headingId} className="text-lg">
              {plan.name}
            </h3>
          </CardTitle>
          {current && <Badge variant="success">Current plan</Badge>}
          {highlight && !current && <Badge variant="gradient">Recommended</Badge>}
        </div>
        <CardDescription>
          <span className="text-3xl font-bold tracking-tight text-foreground tabular-nums">
            {formatPrice(plan.priceMonthlyUsd)}
          </span>{" "}
          / month
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm" aria-label={`${plan.name} includes`}>
          {planFeatures(plan).map(({ text, included }) => (
            <li key={text} className={cn("flex items-start gap-2", !included && "text-muted-foreground")}>
              {included ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              <span>
                {included ? null : <span className="sr-only">Not included: </span>}
                {text}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      {footer && <CardFooter className="mt-auto">{footer}</CardFooter>}
    </Card>
  );
}
