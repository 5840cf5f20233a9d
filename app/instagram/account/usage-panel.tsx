import Link from "next/link";
import { Sparkles } from "lucide-react";
import { UsageChart } from "@/components/account/usage-chart";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { getUsageSummary } from "@/lib/account/usage-summary";
import { planFor } from "@/lib/config/plans";
import { href } from "@/lib/config/paths";

function formatDay(date: Date, timeZone: string) {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
}

function formatMonth(period: string) {
  const [year, month] = period.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)),
  );
}

/** This month's use of every metered feature against the plan's limits. */
export async function UsagePanel({ userId, status, timeZone }: { userId: string; status: string; timeZone: string }) {
  const usage = await getUsageSummary(userId, status);
  const plan = planFor(status);
  const total = usage.features.reduce((sum, f) => sum + f.used, 0);

  return (
    <section aria-labelledby="usage-heading" className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="usage-heading" className="text-xl">
              Usage in {formatMonth(usage.period)}
            </h2>
          </CardTitle>
          <CardDescription>
            {plan.name} plan · limits reset on {formatDay(usage.resetsAt, timeZone)}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {total === 0 && (
            <EmptyState
              icon={<Sparkles />}
              title="Nothing used yet this month"
              description="Generate a bio or try a companion tool; what you use shows up here."
              action={
                <Button asChild>
                  <Link href={href("generator")}>Generate a bio</Link>
                </Button>
              }
            />
          )}
          <UsageChart features={usage.features} />
        </CardContent>
      </Card>
    </section>
  );
}
