import { getPublicShare } from "@/lib/db/shares";
import { cachedPng, contentKey, pngResponse } from "@/lib/og/render";
import { shareCard } from "@/lib/og/share-card";
import { isShareId } from "@/lib/share/share.schema";
import { SITE } from "@/lib/config/site";

// The link-preview image of a shared bio (1200×630 PNG). Rendered once per content
// and kept (lib/og/render.ts); emoji and fonts come from disk, never the network.

export const dynamic = "force-dynamic";
export const alt = `A bio shared with ${SITE.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const share = isShareId(id) ? await getPublicShare({ id }) : null;
  if (!share) {
    return Response.json({ message: "That shared bio was not found." }, { status: 404 });
  }
  const input = {
    bio: share.bio,
    tone: share.tone,
    displayName: share.creator.displayName,
    username: share.creator.username,
  };
  const key = `share:${share.id}:${contentKey(input.bio, input.tone, input.displayName, input.username)}`;
  return pngResponse(await cachedPng(key, () => shareCard(input)));
}
