import { Suspense } from "react";
import { Inbox, MessageSquare, TriangleAlert, Users } from "lucide-react";
import { RoutePage } from "@/components/layout/route-page";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { adminUserSearchSchema } from "@/lib/admin/admin.schema";
import { requireAdmin } from "@/lib/auth/require-viewer";
import { devMailboxExists } from "@/lib/mail/mailbox";
import { mailDelivery } from "@/lib/mail/send-mail";
import { pageMetadata } from "@/lib/seo/metadata";
import { InboxPanel } from "./inbox-panel";
import { MailboxPanel } from "./mailbox-panel";
import { MailboxSkeleton, UsersSkeleton } from "./panel-skeletons";
import { UsersPanel } from "./users-panel";

export const metadata = pageMetadata("admin-dashboard");

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await requireAdmin("admin-dashboard");

  const params = await searchParams;
  const search = adminUserSearchSchema.safeParse({ q: first(params.q), page: first(params.page) || undefined });
  const { q, page } = search.success ? search.data : { q: undefined, page: 1 };
  const requested = first(params.tab);
  const mailbox = devMailboxExists();
  const tab = (requested === "mailbox" && mailbox) || requested === "inbox" ? requested : "users";

  return (
    <RoutePage
      route="admin-dashboard"
      intro="Find accounts, change plans and admin rights, disable accounts, read contact messages and the mail the app sent."
    >
      {mailDelivery() === "none" && (
        <Alert variant="warning" className="mb-6">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Outgoing mail is not configured</AlertTitle>
          <AlertDescription>
            <p>
              This production server has no <code>SMTP_URL</code>, so it sends no mail: password reset is unavailable
              and contact messages are only kept in the Inbox. Set <code>SMTP_URL</code> and restart the server.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <Tabs defaultValue={tab}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="inbox">
            <MessageSquare aria-hidden="true" />
            Inbox
          </TabsTrigger>
          {mailbox && (
            <TabsTrigger value="mailbox">
              <Inbox aria-hidden="true" />
              Dev mailbox
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="users" className="pt-3">
          <Suspense key={`${q ?? ""}:${page}`} fallback={<UsersSkeleton />}>
            <UsersPanel query={q} page={page} viewerId={viewer.id} timeZone={viewer.timeZone} />
          </Suspense>
        </TabsContent>
        <TabsContent value="inbox" className="pt-3">
          <Suspense fallback={<MailboxSkeleton />}>
            <InboxPanel timeZone={viewer.timeZone} />
          </Suspense>
        </TabsContent>
        {mailbox && (
          <TabsContent value="mailbox" className="pt-3">
            <Suspense fallback={<MailboxSkeleton />}>
              <MailboxPanel viewerEmail={viewer.email} timeZone={viewer.timeZone} />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </RoutePage>
  );
}
