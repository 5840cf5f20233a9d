import { exportIcs } from "@/lib/calendar/feed-service";
import { withAuth } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

// GET /api/content-calendar/export – the user's plan as an .ics file to import into a calendar app
export const GET = withAuth(async (_req, { viewer }) => {
  return new Response(await exportIcs(viewer.id), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="content-calendar.ics"',
      "Cache-Control": "private, no-store",
    },
  });
});
