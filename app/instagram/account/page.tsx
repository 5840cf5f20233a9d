import { Suspense } from "react";
import { BarChart3, CreditCard, Crown, Settings } from "lucide-react";
import { AccountTabs } from "@/components/account/account-tabs";
import { PageHeader } from "@/components/layout/page-header";
import { TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { accountTabSchema, checkoutResultSchema } from "@/lib/account/account.schema";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { BillingPanel } from "./billing-panel";
import { PanelSkeleton } from "./panel-skeleton";
import { SettingsPanel } from "./settings-panel";
import { SubscriptionPanel } from "./subscription-panel";
import { UsagePanel } from "./usage-panel";

export const metadata = pageMetadata("account", { robots: { index: false, follow: false } });

const PATH = href("account");
const TABS = [
  { value: "subscription", label: "Subscription", Icon: Crown },
  { value: "billing", label: "Billing", Icon: CreditCard },
  { value: "usage", label: "Usage", Icon: BarChart3 },
  { value: "settings", label: "Settings", Icon: Settings },
] as const;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Plan, billing, this month's usage and account settings, one tab each (`?tab=`). */
export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const tab = accountTabSchema.parse(first(params.tab));
  const viewer = await requireViewer("account", { tab });
  const checkout = checkoutResultSchema.parse(first(params.checkout));

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        tab={tab}
        title="Account"
        description={`Signed in as ${viewer.email}. Your plan, billing, what you used this month and your account settings.`}
      />
      <AccountTabs tab={tab}>
        <TabsList aria-label="Account sections" className="w-full sm:w-fit sm:self-start">
          {TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} className="flex-1 px-2 sm:flex-none sm:px-3" value={value}>
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="subscription" className="pt-3">
          <SubscriptionPanel status={viewer.subscriptionStatus} checkout={checkout} />
        </TabsContent>
        <TabsContent value="billing" className="pt-3">
          <Suspense fallback={<PanelSkeleton label="Loading billing…" />}>
            <BillingPanel userId={viewer.id} status={viewer.subscriptionStatus} checkout={checkout} />
          </Suspense>
        </TabsContent>
        <TabsContent value="usage" className="pt-3">
          <Suspense fallback={<PanelSkeleton label="Loading your usage…" />}>
            <UsagePanel userId={viewer.id} status={viewer.subscriptionStatus} timeZone={viewer.timeZone} />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings" className="pt-3">
          <SettingsPanel
            userId={viewer.id}
            timeZone={viewer.timeZone}
            premium={viewer.subscriptionStatus === "premium" || viewer.subscriptionStatus === "pro"}
          />
        </TabsContent>
      </AccountTabs>
    </div>
  );
}
