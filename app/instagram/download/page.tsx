import Link from "next/link";
import { FileJson, FileSpreadsheet, Image as ImageIcon, ShieldCheck } from "lucide-react";
import { DownloadDataButton } from "@/components/account/download-data-button";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireViewer } from "@/lib/auth/require-viewer";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("download", { robots: { index: false, follow: false } });

const PATH = href("download");

const KINDS = [
  "Your account, public profile and the pictures you uploaded",
  "Every bio you generated, with its variations",
  "Shared bios and their views and clicks",
  "Templates you used, your stats, daily XP, streaks, badges and challenges",
  "This month's and earlier usage counters",
  "Your link-in-bio page, its links, UTM presets, views and clicks",
  "A/B tests of your bios and their variants",
  "Content calendar items, and whether your calendar feed is on (never its private address)",
  "Workflows and the steps you ticked, and your saved hashtag sets",
  "Teams you are on, your team bios, comments and activity, and invitations sent to you",
  "Notifications",
  "Your Stripe subscriptions and their status (never card details)",
  "Sessions and API tokens (never the secrets themselves)",
  "Page events, contact messages and newsletter sign-up",
];

const FORMATS = [
  {
    icon: FileJson,
    title: "JSON",
    text: "data.json holds everything in one file; json/ has one file per kind of record.",
  },
  {
    icon: FileSpreadsheet,
    title: "CSV",
    text: "csv/ has one spreadsheet per kind of record. Cells that could run as formulas are kept as text.",
  },
  { icon: ImageIcon, title: "Images", text: "avatars/ holds the pictures you uploaded." },
];

/** "Download your data": everything held about the signed-in user, as a ZIP. */
export default async function DownloadPage() {
  const viewer = await requireViewer("download");

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Download your data"
        description="Everything BioStudio holds about you, in one ZIP file you can open anywhere."
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Your archive</h2>
          </CardTitle>
          <CardDescription>
            Prepared right now for <span className="font-medium text-foreground">{viewer.email}</span>. Only you can
            download it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div>
            <h3 className="mb-2 text-sm font-semibold">What&apos;s inside</h3>
            <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
              {KINDS.map((kind) => (
                <li key={kind}>{kind}</li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-3 sm:grid-cols-3" aria-label="Formats in the archive">
            {FORMATS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border bg-muted/40 p-4 text-sm">
                <Icon aria-hidden="true" className="mb-2 size-5 text-primary" />
                <p className="font-medium">{title}</p>
                <p className="mt-1 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <DownloadDataButton className="w-full sm:w-fit" />
        </CardContent>
      </Card>
      <div className="flex items-start gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p>
          Want us to forget you? You can delete your account and all of this data in{" "}
          <Link
            href={href("account", { tab: "settings" })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            account settings
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
