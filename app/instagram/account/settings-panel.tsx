import Link from "next/link";
import { Suspense } from "react";
import { ApiTokens } from "@/components/account/api-tokens";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { DownloadDataButton } from "@/components/account/download-data-button";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listOwnApiTokens } from "@/lib/auth/api-token-service";
import { PanelSkeleton } from "./panel-skeleton";
import { href } from "@/lib/config/paths";

function SettingsCard({
  id,
  title,
  description,
  danger,
  children,
}: {
  id: string;
  title: string;
  description: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className={danger ? "border-destructive/40" : undefined}>
      <CardHeader>
        <CardTitle>
          <h3 id={id} className={danger ? "text-destructive" : undefined}>
            {title}
          </h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

async function ApiTokensList({ userId, timeZone }: { userId: string; timeZone: string }) {
  return <ApiTokens initialTokens={await listOwnApiTokens(userId)} timeZone={timeZone} />;
}

/** Password, sessions, API tokens, the data export and account deletion. */
export function SettingsPanel({ userId, timeZone, premium }: { userId: string; timeZone: string; premium: boolean }) {
  return (
    <section aria-labelledby="settings-heading" className="grid gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold tracking-tight">
        Settings
      </h2>
      <SettingsCard
        id="settings-password"
        title="Change password"
        description="Other devices are signed out when your password changes; this one stays signed in."
      >
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard
        id="settings-sessions"
        title="Sessions"
        description="Lost a phone or signed in on a shared computer? End every session and API token at once."
      >
        <SignOutEverywhere />
      </SettingsCard>
      <SettingsCard
        id="settings-api-tokens"
        title="API tokens"
        description="Tokens let your scripts and apps use the BioStudio API as you. Each one works until it expires or you revoke it."
      >
        <Suspense fallback={<PanelSkeleton label="Loading your API tokens…" />}>
          <ApiTokensList userId={userId} timeZone={timeZone} />
        </Suspense>
      </SettingsCard>
      <SettingsCard
        id="settings-data"
        title="Your data"
        description="A ZIP with everything we hold about you: JSON and a spreadsheet-safe CSV per kind of record."
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <DownloadDataButton variant="outline" className="w-full sm:w-fit" />
          <Button asChild variant="link" className="justify-start px-0 sm:px-3">
            <Link href={href("download")}>What&apos;s in the download?</Link>
          </Button>
        </div>
      </SettingsCard>
      <SettingsCard
        id="settings-delete"
        title="Delete account"
        description="Deletes your account and everything in it for good. Download your data first if you want to keep it."
        danger
      >
        <DeleteAccountDialog premium={premium} />
      </SettingsCard>
    </section>
  );
}
