import { handle } from "@/lib/http/handler";
import { templatePageResponse } from "@/lib/site-page/template-page-response";

export const dynamic = "force-dynamic";

// GET /instagram/templates/{category} – every template of a category, as one HTML document
// without the framework (docs/decisions/010); ?q= searches within it.
export const GET = handle<{ category: string }>(async (req, { params }) =>
  templatePageResponse(req, (await params).category),
);
