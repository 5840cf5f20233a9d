import { CALENDAR_MESSAGES, duplicateSchema, itemIdParamSchema } from "@/lib/calendar/calendar.schema";
import { duplicateItem } from "@/lib/calendar/calendar-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// POST /api/content-calendar/items/{id}/duplicate – a planned copy of an item, on `date` or the same day
export const POST = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(itemIdParamSchema, params, CALENDAR_MESSAGES.notFound);
  const { date } = await parseJson(req, duplicateSchema, { maxBytes: 4 * 1024 });
  return json({ item: await duplicateItem(viewer.id, id, date) }, 201);
});
