import { z } from "zod";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { passwordResetAvailable, RESET_UNAVAILABLE_MESSAGE } from "@/lib/auth/password-reset";
import { pageMetadata } from "@/lib/seo/metadata";
import { ResetConfirmForm, ResetRequestForm } from "./reset-forms";
import { href } from "@/lib/config/paths";

export const metadata = pageMetadata("reset-password");

const searchSchema = z.object({ token: z.string().max(200).optional().catch(undefined) });

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = searchSchema.parse(await searchParams);
  const available = passwordResetAvailable();
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageHeader
        path={href("reset-password")}
        title={token ? "Choose a new password" : "Reset your password"}
        description={
          token
            ? "Pick a password you don't use anywhere else. You'll be signed out on every device."
            : "Enter the email of your account and we'll send you a link to set a new password."
        }
      />
      <Card>
        <CardContent className="pt-6">
          {token ? (
            <ResetConfirmForm token={token} />
          ) : available ? (
            <ResetRequestForm />
          ) : (
            <p role="status" className="text-sm">
              {RESET_UNAVAILABLE_MESSAGE}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
