import { SITE } from "@/lib/config/site";
import { brandCard } from "@/lib/og/brand-card";
import { cachedPng, contentKey, pngResponse } from "@/lib/og/render";
import { WORKFLOW_MESSAGES } from "@/lib/workflows/workflow.schema";
import { sharedWorkflow } from "@/lib/workflows/workflow-service";

// The link-preview image of a shared workflow (1200×630 PNG): its title and progress on the
// brand card, made once per content (lib/og/render.ts).

export const dynamic = "force-dynamic";
export const alt = `A workflow shared with ${SITE.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ shareId: string }> }) {
  const { shareId } = await params;
  const shared = await sharedWorkflow(shareId);
  if (!shared) return Response.json({ message: WORKFLOW_MESSAGES.shareNotFound }, { status: 404 });
  const progress = `${shared.doneCount} of ${shared.steps.length} steps done`;
  const next = shared.steps.find((s) => !s.done);
  const key = `workflow:${shareId}:${contentKey(shared.title, progress)}`;
  const png = await cachedPng(key, () =>
    brandCard({
      // A title is the user's text: its emoji would make next/og fetch images from the network.
      headline: shared.title.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, "").trim() || shared.templateName,
      subline: `${shared.templateName} workflow · ${progress}`,
      sample: next ? { label: "Next step", bio: next.title } : { label: "Done", bio: "Every step is ticked ✅" },
      chips: ["Workflow templates", SITE.name],
    }),
  );
  return pngResponse(png);
}
