import Link from "next/link";
import { AnalyzerForm, type AnalyzerValues } from "@/components/bio-analyzer/analyzer-form";
import { SavedBiosList } from "@/components/bio-analyzer/saved-bios-list";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getSessionViewer } from "@/lib/auth/viewer";
import { analyzeBio, type BioAnalysis } from "@/lib/bio-analyzer/analyze";
import { analyzeBioSchema } from "@/lib/bio-analyzer/analyze.schema";
import { recentSavedBios } from "@/lib/bio-analyzer/saved-bios";
import { PLATFORMS, type Platform } from "@/lib/bio/types";
import { href, signInHref } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("bio-analyzer");

const PATH = href("bio-analyzer");
const API = "/api/bio/analyze";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** Scores a pasted bio; the results come from the address, so the page works without JavaScript. */
export default async function BioAnalyzerPage({ searchParams }: { searchParams: Promise<Search> }) {
  const query = await searchParams;
  const platform = one(query.platform);
  const initial: AnalyzerValues = {
    bio: one(query.bio),
    platform: (PLATFORMS as readonly string[]).includes(platform) ? (platform as Platform) : "instagram",
    niche: one(query.niche),
    tone: one(query.tone) || "casual",
  };
  let analysis: BioAnalysis | null = null;
  let error: string | null = null;
  if (query.bio !== undefined) {
    const parsed = analyzeBioSchema.safeParse({ ...initial, platform: one(query.platform) || undefined });
    if (parsed.success) analysis = analyzeBio(parsed.data);
    else error = parsed.error.issues[0]?.message ?? "Please check the bio and try again.";
  }
  const viewer = await getSessionViewer();
  const saved = viewer ? await recentSavedBios(viewer.id) : null;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Bio Analyzer"
        description="Paste a bio and pick a platform: see how it scores on length, readability, keywords, call to action, emoji, hashtags and creativity, with a fix and a rewrite for each."
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
        <Card>
          <CardContent className="px-4 pt-6 sm:px-6">
            <AnalyzerForm
              key={`${initial.bio}|${initial.platform}|${initial.niche}|${initial.tone}`}
              action={API}
              initial={initial}
              initialAnalysis={analysis}
              initialError={error}
            />
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="saved-bios-title">
          <CardHeader>
            <CardTitle id="saved-bios-title" className="text-base">
              Your saved bios
            </CardTitle>
            <CardDescription>
              {saved ? "Analyse one in a click." : "Signed in, you can analyse the bios you generated in one click."}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {saved ? (
              <SavedBiosList bios={saved} path={PATH} />
            ) : (
              <Link href={signInHref(PATH)} className="text-sm font-medium text-primary underline underline-offset-4">
                Sign in
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
