import { z } from "zod";
import { getPublicLinkPage } from "@/lib/db/link-pages";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { isLinkLive } from "@/lib/link-in-bio/schedule";
import { cachedPng, contentKey, pngResponse } from "@/lib/og/render";
import { shareCard } from "@/lib/og/share-card";

export const dynamic = "force-dynamic";

const NO_PAGE = "That page was not found.";
const usernameSchema = z.object({ username: z.string().regex(/^[a-z0-9._]{1,30}$/i) });

// GET /l/{username}/og – the link-preview image of a link-in-bio page (1200×630 PNG), kept per content
export const GET = handle<{ username: string }>(async (_req, { params }) => {
  const { username } = await parseParamOr404(usernameSchema, params, NO_PAGE);
  const data = await getPublicLinkPage({ username });
  if (!data) throw new AppError("NOT_FOUND", NO_PAGE);
  const links = data.links.filter((link) => isLinkLive(link)).length;
  const input = {
    bio: data.page.bio.trim() || `Links from ${data.profile.displayName}`,
    tone: "links",
    displayName: data.profile.displayName,
    username: data.profile.username,
    caption: "links in bio",
    chip: links === 1 ? "1 link" : `${links} links`,
  };
  const key = `link-page:${contentKey(input.bio, input.displayName, input.username, input.chip)}`;
  return pngResponse(await cachedPng(key, () => shareCard(input)));
});
