import { handle } from "@/lib/http/handler";
import { templatePageResponse } from "@/lib/site-page/template-page-response";

export const dynamic = "force-dynamic";

// GET /instagram/templates – the template gallery as one HTML document without the framework
// (docs/decisions/010); ?q= searches every template.
export const GET = handle(async (req) => templatePageResponse(req));
