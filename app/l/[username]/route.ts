import { chooseVariant } from "@/lib/ab-test/choose";
import { handle } from "@/lib/http/handler";
import { eventRow, isNotAVisit, recordLinkEvent, requestVisitorHash } from "@/lib/link-in-bio/page-events";
import { publicPageResponse } from "@/lib/link-in-bio/public-page";
import { recentAbTests } from "@/lib/link-in-bio/recent";

export const dynamic = "force-dynamic";

const TAG = /^[a-z0-9]{10,40}$/;

// GET /l/{username} – the public link-in-bio page (HTML without scripts); counts a view, bots aside.
// While an A/B test runs, each visitor sees their variant of the bio (the same one all day).
export const GET = handle<{ username: string }>(async (req, { params }) => {
  const { username } = await params;
  const visitor = isNotAVisit(req) ? null : requestVisitorHash(req);
  const tag = new URL(req.url).searchParams.get("v");
  const tests = await recentAbTests(username.toLowerCase());
  const variant = tests.length > 0 ? chooseVariant(tests, visitor, tag && TAG.test(tag) ? tag : null) : null;
  const { pageId, response } = await publicPageResponse(username, req, variant);
  if (pageId && visitor) {
    recordLinkEvent(eventRow(req, { pageId, linkId: null, kind: "view", variantId: variant?.variantId }, visitor));
  }
  return response;
});
