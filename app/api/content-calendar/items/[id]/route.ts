import { CALENDAR_MESSAGES, itemIdParamSchema, itemPatchSchema } from "@/lib/calendar/calendar.schema";
import { changeItem, removeItem } from "@/lib/calendar/calendar-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// PATCH /api/content-calendar/items/{id} – reschedule, move the status or edit one of the user's items
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(itemIdParamSchema, params, CALENDAR_MESSAGES.notFound);
  const patch = await parseJson(req, itemPatchSchema, { maxBytes: 16 * 1024 });
  return json({ item: await changeItem(viewer.id, id, patch) });
});

// DELETE /api/content-calendar/items/{id} – remove one of the user's items
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(itemIdParamSchema, params, CALENDAR_MESSAGES.notFound);
  await removeItem(viewer.id, id);
  return new Response(null, { status: 204 });
});
