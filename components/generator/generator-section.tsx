import { Suspense } from "react";
import Link from "next/link";
import { ArrowLeft as ArrowLeftIcon } from "@/components/ui/icons";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Button } from "@/components/ui/button";
import { getSessionViewer } from "@/lib/auth/viewer";
import { LOW_GENERATIONS_WARNING, limitFor } from "@/lib/config/plans";
import { breadcrumbsFor } from "@/lib/config/navigation";
import { getRoute, liveRoutes } from "@/lib/config/routes";
import { getOwnProfileSummary } from "@/lib/profile/profile-service";
import { toApiUser } from "@/lib/auth/api-user";
import { toSnapshot } from "@/components/gamification/snapshot";
import { getGamificationProgress } from "@/lib/gamification/progress";
import { GeneratorAppSlot } from "./generator-app-slot";
import { GeneratorFallback } from "./generator-fallback";
import { GeneratorSignedOut } from "./generator-signed-out";
import type { HelpLink } from "./help/help-button";

/** The 'Back to Home' link goes to /. */
const HOME_HREF = "/";

// Pages the help panel may point to, once they are live.
const HELP_PAGE_IDS = new Set(["about-section", "contact-section", "tutorial", "templates", "account"]);

function helpLinks(): HelpLink[] {
  return liveRoutes()
    .filter((r) => HELP_PAGE_IDS.has(r.id) || r.tool)
    .slice(0, 6)
    .map((r) => ({ label: r.label, href: r.path, description: r.description }));
}

export function BackToHome() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link href={HOME_HREF}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}

interface GeneratorOptions {
  templatesAvailable?: boolean;
  shareEnabled?: boolean;
}

/**
 * The generator section of /instagram, rendered on the server. The page already knows
 * who is asking: a signed-out visitor's prompt (no client code) is in the first paint, with
 * nothing to swap in later; a signed-in user's generator, which needs their plan and counts,
 * streams in behind the "auth resolving" spinner.
 */
export function GeneratorSection({ signedIn, ...options }: GeneratorOptions & { signedIn: boolean }) {
  if (!signedIn) return <GeneratorSignedOut homeHref={HOME_HREF} />;
  return (
    <Suspense fallback={<GeneratorFallback />}>
      <SignedInGenerator {...options} />
    </Suspense>
  );
}

async function SignedInGenerator({ templatesAvailable = false, shareEnabled = false }: GeneratorOptions) {
  const viewer = await getSessionViewer();
  if (!viewer) return <GeneratorSignedOut homeHref={HOME_HREF} />;

  const [user, progress, profile] = await Promise.all([
    toApiUser(viewer),
    getGamificationProgress(viewer.id),
    getOwnProfileSummary(viewer.id),
  ]);
  const upgradeHref = getRoute("account").live ? getRoute("subscription").path : null;
  const firstName = user.displayName.trim().split(/\s+/)[0] ?? "";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-2">
        <BackToHome />
        <Breadcrumbs trail={breadcrumbsFor(getRoute("generator").path)} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 id="generator-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {firstName ? `${firstName}, let's write your bio` : "Let's write your bio"}
        </h2>
        <p className="max-w-2xl text-muted-foreground text-pretty">
          Describe yourself, pick a tone and get three bios sized for the network you post on.
        </p>
      </div>
      <GeneratorAppSlot
        user={{
          displayName: user.displayName,
          username: user.username,
          plan: user.subscriptionStatus,
          biosGenerated: user.biosGenerated,
          generationsRemaining: user.generationsRemaining,
        }}
        limit={limitFor(user.subscriptionStatus, "bio")}
        lowThreshold={LOW_GENERATIONS_WARNING}
        upgradeHref={upgradeHref}
        helpLinks={helpLinks()}
        templatesAvailable={templatesAvailable}
        sharePath={shareEnabled ? getRoute("share").path : null}
        gamification={toSnapshot(progress)}
        profile={profile}
      />
    </div>
  );
}
