import { summaryQuerySchema } from "@/lib/analytics/analytics.schema";
import { apiRange, summaryFor } from "@/lib/analytics/analytics-service";
import { withAuth } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/analytics/summary – the signed-in user's analytics for a range of days, as the dashboard shows them
export const GET = withAuth(async (req, { viewer }) => {
  const query = parseWith(summaryQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(await summaryFor(viewer, apiRange(viewer, query)));
});
