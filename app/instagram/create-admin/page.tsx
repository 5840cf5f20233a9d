import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ADMIN_EXISTS_MESSAGE } from "@/lib/admin/admin.schema";
import { getSessionViewer } from "@/lib/auth/viewer";
import { countAdmins } from "@/lib/db/users";
import { pageMetadata } from "@/lib/seo/metadata";
import { CreateAdminForm } from "./create-admin-form";
import { href } from "@/lib/config/paths";

export const metadata = pageMetadata("create-admin");

export default async function CreateAdminPage() {
  const viewer = await getSessionViewer();
  const byAdmin = Boolean(viewer?.isAdmin);
  // The same rule as POST /api/admin/bootstrap: first run, or an admin adding another.
  const allowed = byAdmin || (await countAdmins()) === 0;

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageHeader
        path={href("create-admin")}
        title={
          byAdmin ? "Add an administrator" : allowed ? "Create the first administrator" : "Create an administrator"
        }
        description={
          byAdmin
            ? "The new administrator can manage users and plans, just like you."
            : allowed
              ? "This account will manage users and plans. To prove you run this server, enter the one-time setup code it printed in its log at start. You can add more administrators later."
              : undefined
        }
      />
      {allowed ? (
        <Card>
          <CardContent className="pt-6">
            <CreateAdminForm byAdmin={byAdmin} />
            {!byAdmin && (
              <p className="mt-6 border-t pt-4 text-xs text-muted-foreground">
                Automated deployment? Set <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> in the server&apos;s
                environment instead: that administrator is created (or an existing account promoted) at start.
              </p>
            )}
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={<ShieldAlert />}
          headingLevel={2}
          title="Administrators only"
          description={ADMIN_EXISTS_MESSAGE}
          action={
            <Button asChild>
              <Link href={href("admin-login")}>Go to admin sign in</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
