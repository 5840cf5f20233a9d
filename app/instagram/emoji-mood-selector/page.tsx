import { PageHeader } from "@/components/layout/page-header";
import { MoodPicker } from "@/components/moods/mood-picker";
import { getRoute } from "@/lib/config/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("emoji-mood-selector");

const PATH = getRoute("emoji-mood-selector").path;

/** Eight curated emoji moods, copyable, and woven into a bio within the platform's limit (docs/product.md). */
export default function EmojiMoodSelectorPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Emoji Mood Selector"
        description="Pick a mood and get emoji that match it. Copy one or the whole set, or add them to your bio without going over the platform's limit."
      />
      <MoodPicker />
    </div>
  );
}
