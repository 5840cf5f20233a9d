import { chooseVariant } from "@/lib/ab-test/choose";
import { handle } from "@/lib/http/handler";
import { iosEscapePage } from "@/lib/link-in-bio/escape-page";
import { escapePlan } from "@/lib/link-in-bio/in-app-browser";
import { parseUtm } from "@/lib/link-in-bio/link-in-bio-service";
import { eventRow, isNotAVisit, recordLinkEvent, requestVisitorHash } from "@/lib/link-in-bio/page-events";
import { publicPageResponse } from "@/lib/link-in-bio/public-page";
import { recentAbTests, recentPublicLink } from "@/lib/link-in-bio/recent";
import { isLinkLive } from "@/lib/link-in-bio/schedule";
import { withUtm } from "@/lib/link-in-bio/utm";

export const dynamic = "force-dynamic";

const LINK_ID = /^[a-z0-9]{10,40}$/;

// GET /l/{username}/{linkId} – 302 to the link's stored address with its UTM parameters; counts the click, bots aside
export const GET = handle<{ username: string; linkId: string }>(async (req, { params }) => {
  const { username, linkId } = await params;
  const link = LINK_ID.test(linkId) ? await recentPublicLink(username.toLowerCase(), linkId) : null;
  if (!link || !isLinkLive(link)) {
    // The same not-found page as an unknown user's (never a redirect to anything the request names).
    const { response } = await publicPageResponse("", req);
    return response;
  }
  if (!isNotAVisit(req)) {
    // The variant the visitor saw: the tagged link's, else the page test's by the same daily hash.
    const visitor = requestVisitorHash(req);
    const tag = new URL(req.url).searchParams.get("v");
    const tests = await recentAbTests(username.toLowerCase());
    const { variantId } = chooseVariant(tests, visitor, tag && LINK_ID.test(tag) ? tag : null);
    recordLinkEvent(eventRow(req, { pageId: link.pageId, linkId: link.id, kind: "click", variantId }, visitor));
  }

  const target = withUtm(link.url, parseUtm(link.utm));
  const plan = escapePlan(target, link.openInBrowser, req.headers.get("user-agent"));
  const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "strict-origin-when-cross-origin" };
  if (plan.kind === "ios-page") {
    const page = iosEscapePage(plan);
    return new Response(page.body, {
      status: 200,
      headers: {
        ...noStore,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": `default-src 'none'; style-src ${page.styleSrc}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      },
    });
  }
  return new Response(null, { status: 302, headers: { ...noStore, Location: plan.location } });
});
