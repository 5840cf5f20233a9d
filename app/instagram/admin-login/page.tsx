import Link from "next/link";
import { redirect } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { safePath } from "@/lib/auth/safe-path";
import { getSessionViewer } from "@/lib/auth/viewer";
import { countAdmins } from "@/lib/db/users";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminLoginForm } from "./admin-login-form";
import { href } from "@/lib/config/paths";

export const metadata = pageMetadata("admin-login");

const DASHBOARD = href("admin-dashboard");

const searchSchema = z.object({ callbackUrl: z.string().optional().catch(undefined) });

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = searchSchema.parse(await searchParams);
  const callbackUrl = safePath(params.callbackUrl, DASHBOARD);
  const viewer = await getSessionViewer();
  if (viewer?.isAdmin) redirect(callbackUrl);
  const firstRun = (await countAdmins()) === 0;

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageHeader
        path={href("admin-login")}
        title="Admin sign in"
        description="Sign in with an administrator account to manage users and plans."
      />
      {viewer && (
        <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          You are signed in as {viewer.displayName}, which is not an administrator account.
        </p>
      )}
      <Card>
        <CardContent className="pt-6">
          <AdminLoginForm callbackUrl={callbackUrl} />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {firstRun ? (
          <>
            No administrator yet?{" "}
            <Link href={href("create-admin")} className="font-medium text-primary underline-offset-4 hover:underline">
              Create the first administrator
            </Link>
          </>
        ) : (
          <>
            Not an administrator?{" "}
            <Link href={href("login")} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in to your account
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
