import { handle } from "@/lib/http/handler";
import { eventRow, isNotAVisit, recordLinkEvent } from "@/lib/link-in-bio/page-events";
import { publicPageResponse } from "@/lib/link-in-bio/public-page";

export const dynamic = "force-dynamic";

// GET /l/{username} – the public link-in-bio page (HTML without scripts); counts a view, bots aside
export const GET = handle<{ username: string }>(async (req, { params }) => {
  const { username } = await params;
  const { pageId, response } = await publicPageResponse(username, req);
  if (pageId && !isNotAVisit(req)) recordLinkEvent(eventRow(req, { pageId, linkId: null, kind: "view" }));
  return response;
});
