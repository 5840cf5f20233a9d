import { feedIcs } from "@/lib/calendar/feed-service";
import { handle } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

// GET /api/content-calendar/feed/{token}.ics – the private feed calendar apps subscribe to; 404 once revoked
export const GET = handle<{ token: string }>(async (_req, { params }) => {
  const { token } = await params;
  return new Response(await feedIcs(token), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="content-calendar.ics"',
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
});
