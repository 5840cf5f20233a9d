import type { Metadata } from "next";
import type { ReactNode } from "react";

import { CreativityPanel } from "@/components/generator/creativity-panel";
import { EmojiTagsPanel } from "@/components/generator/emoji-tags-panel";
import { ProgressPanel } from "@/components/generator/progress-panel";
import { RelatedCarousel } from "@/components/generator/related-carousel";
import { SocialPreview } from "@/components/generator/social-preview";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { MockRelatedApi } from "./mock-related-api";

// Demo page for screenshots only; this folder is deleted before shipping.
export const metadata: Metadata = { title: "Generator preview", robots: { index: false } };

const BIO = "Full-stack dev in Bengaluru 💻 | Building tools for creators ✨ | Chai > coffee ☕ | DM for collabs 👇";
const LONG_BIO =
  "Full-stack dev in Bengaluru 💻\nBuilding tools for creators ✨ and the occasional side project nobody asked for\nChai > coffee ☕ Open source on weekends\nDM for collabs 👇 Speaking, mentoring and late-night debugging sessions welcome";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function GeneratorPreviewPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <MockRelatedApi />
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Generator preview</h1>
        <ThemeToggle />
      </div>
      <Block title="Creativity">
        <CreativityPanel bio={BIO} />
      </Block>
      <Block title="Social Preview">
        <SocialPreview
          bio={BIO}
          initial={{ displayName: "Aarav Mehta", username: "@aarav.codes", location: "Bengaluru, India", website: "https://www.aarav.dev/", verified: true }}
        />
      </Block>
      <Block title="Social Preview (long bio)">
        <SocialPreview bio={LONG_BIO} />
      </Block>
      <Block title="Emojis & Tags">
        <EmojiTagsPanel description="full-stack developer who builds tools for creators, loves chai" tone="casual" bio={BIO} />
      </Block>
      <Block title="Progress (free)">
        <ProgressPanel stats={{ biosGenerated: 3, generationsRemaining: 2, plan: "free" }} />
      </Block>
      <Block title="Progress (premium)">
        <ProgressPanel stats={{ biosGenerated: 1287, generationsRemaining: null, plan: "premium" }} />
      </Block>
      <Block title="Creativity (short bio)">
        <CreativityPanel bio="hi there" />
      </Block>
      <RelatedCarousel originalBio={BIO} tone="casual" />
    </div>
  );
}
