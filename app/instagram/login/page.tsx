import { redirect } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { safePath } from "@/lib/auth/safe-path";
import { getSessionViewer } from "@/lib/auth/viewer";
import { pageMetadata } from "@/lib/seo/metadata";
import { LoginForm } from "./login-form";
import { href } from "@/lib/config/paths";

export const metadata = pageMetadata("login");

const searchSchema = z.object({
  mode: z.enum(["signin", "signup"]).catch("signin"),
  callbackUrl: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = searchSchema.parse(await searchParams);
  const callbackUrl = safePath(params.callbackUrl);
  if (await getSessionViewer()) redirect(callbackUrl);

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageHeader
        path={href("login")}
        title={params.mode === "signup" ? "Create your free account" : "Welcome back"}
        description={
          params.mode === "signup"
            ? "Save your bios, use templates and earn badges as you go."
            : "Sign in to generate bios, use templates and pick up where you left off."
        }
      />
      <Card>
        <CardContent className="pt-6">
          <LoginForm initialMode={params.mode} callbackUrl={callbackUrl} />
        </CardContent>
      </Card>
    </div>
  );
}
