import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SparklesIcon } from "lucide-react";

import { CopyBioButton } from "@/components/share/copy-bio-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getRoute } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";
import { getPublicShare } from "@/lib/db/shares";
import { initials } from "@/lib/share/initials";
import { isShareId } from "@/lib/share/share.schema";
import { shareMetadata } from "@/lib/share/share-meta";
import { href } from "@/lib/config/paths";

type Props = { params: Promise<{ id: string }> };

const loadShare = cache(async (id: string) => (isShareId(id) ? getPublicShare({ id }) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const share = await loadShare(id);
  if (!share) return { title: "Page Not Found", robots: { index: false, follow: false } };
  return shareMetadata(share, `${getRoute("share").path}/${share.id}`);
}

// Rendered once per share and served from the page cache: nothing here reads the request.
// Changes to what the page shows expire it at once (lib/share/share-pages.ts), and the view is
// counted by the 1×1 image below, which the cache does not swallow (lib/share/share-views.ts).
export const dynamic = "force-static";
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function SharedBioPage({ params }: Props) {
  const { id } = await params;
  const share = await loadShare(id);
  if (!share) notFound();
  const { creator } = share;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10 sm:py-16">
      <article className="relative flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <header className="flex items-center gap-4">
          {/* Plain markup, not the Radix avatar: this page ships no client code but its copy button. */}
          <span className="relative flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-lg font-semibold text-secondary-foreground uppercase ring-1 ring-border">
            {initials(creator.displayName)}
            {creator.avatarId && (
              // eslint-disable-next-line @next/next/no-img-element -- a 256 px avatar we serve ourselves
              <img
                src={`/api/avatars/${creator.avatarId}`}
                alt=""
                width={56}
                height={56}
                className="absolute inset-0 size-full object-cover"
              />
            )}
          </span>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight">{creator.displayName}</h1>
            <p className="text-sm text-muted-foreground">
              {creator.username ? `@${creator.username} · ` : ""}shared a bio made with {SITE.name}
            </p>
          </div>
        </header>
        <blockquote className="rounded-xl bg-muted/60 p-5 text-lg leading-relaxed whitespace-pre-line break-words">
          {share.bio}
        </blockquote>
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant="secondary" className="capitalize">
            {share.tone} tone
          </Badge>
          <time dateTime={share.createdAt.toISOString()} className="text-sm text-muted-foreground">
            {share.createdAt.toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" })}
          </time>
        </div>
        <CopyBioButton bio={share.bio} />
        {/* eslint-disable-next-line @next/next/no-img-element -- the view counter: a 1×1 GIF that must not be optimised or lazy */}
        <img src={`/api/share/${share.id}/seen`} alt="" width={1} height={1} className="absolute size-px opacity-0" />
      </article>

      <section
        aria-labelledby="cta-title"
        className="flex flex-col items-center gap-4 rounded-2xl border bg-accent/40 p-6 text-center sm:p-8"
      >
        <SparklesIcon aria-hidden="true" className="size-8 text-primary" />
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance">
          Want a bio like this?
        </h2>
        <p className="max-w-md text-muted-foreground text-pretty">
          Describe yourself in a few words, pick a tone and get three bios that fit Instagram&apos;s {SITE.bioLimit}{" "}
          characters. It&apos;s free to start.
        </p>
        <Button asChild size="lg" variant="gradient">
          <Link href={href("generator")}>Make your own bio</Link>
        </Button>
      </section>
    </div>
  );
}
