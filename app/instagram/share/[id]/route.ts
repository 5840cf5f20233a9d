import { handle } from "@/lib/http/handler";
import { sharePageResponse } from "@/lib/share/share-page-response";

export const dynamic = "force-dynamic";

// GET /instagram/share/{id} – a shared bio as one HTML document without the framework
// (docs/decisions/007): kept in memory per share, forgotten when what it shows changes. The
// view is counted by the page's 1×1 image (/api/share/{id}/seen), not by this request.
export const GET = handle<{ id: string }>(async (req, { params }) => sharePageResponse((await params).id, req));
