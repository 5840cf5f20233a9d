import { summaryQuerySchema } from "@/lib/analytics/analytics.schema";
import { apiRange, exportCsvFor } from "@/lib/analytics/analytics-service";
import { withAuth } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

// GET /api/analytics/export – the range's analytics per day and per link as CSV (premium plans)
export const GET = withAuth(async (req, { viewer }) => {
  const query = parseWith(summaryQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const range = apiRange(viewer, query);
  const csv = await exportCsvFor(viewer, range);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
