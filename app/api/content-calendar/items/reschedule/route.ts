import { bulkRescheduleSchema } from "@/lib/calendar/calendar.schema";
import { rescheduleItems } from "@/lib/calendar/calendar-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// POST /api/content-calendar/items/reschedule – move several of the user's items by the same number of days
export const POST = withAuth(async (req, { viewer }) => {
  const { ids, shiftDays } = await parseJson(req, bulkRescheduleSchema, { maxBytes: 16 * 1024 });
  return json({ items: await rescheduleItems(viewer.id, ids, shiftDays) });
});
