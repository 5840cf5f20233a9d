import { RoutePage } from "@/components/layout/route-page";
import { VoiceForm } from "@/components/voice/voice-form";
import { requireViewer } from "@/lib/auth/require-viewer";
import { pageMetadata } from "@/lib/seo/metadata";
import { toolQuota } from "@/lib/tools/tool-quota";
import { voicesOf } from "@/lib/voice/saved-voices";

export const metadata = pageMetadata("brand-voice-generator");

/** Brand voice: the voice measured from the user's own posts, a guide, and bios written in it. */
export default async function BrandVoicePage() {
  const viewer = await requireViewer("brand-voice-generator");
  const [quota, voices] = await Promise.all([toolQuota(viewer, "brandVoice"), voicesOf(viewer.id)]);
  return (
    <RoutePage
      route="brand-voice-generator"
      intro="Paste a few of your posts: we measure your voice from your own words, show the evidence, and write bios that sound like you."
    >
      <VoiceForm
        quota={quota}
        endpoint="/api/brand-voice-generator"
        initialVoices={voices.map(({ id, name, summary }) => ({ id, name, summary }))}
      />
    </RoutePage>
  );
}
