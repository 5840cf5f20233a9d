import { itemInputSchema } from "@/lib/calendar/calendar.schema";
import { addItem, calendarClock, listOwnItems } from "@/lib/calendar/calendar-service";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/content-calendar/items – the user's items in date order, with today in their time zone
export const GET = withAuth(async (_req, { viewer }) => {
  const [items, clock] = await Promise.all([listOwnItems(viewer.id), calendarClock(viewer.id)]);
  return json({ items, ...clock });
});

// POST /api/content-calendar/items – plan an item on a day from today to 30 days ahead
export const POST = withAuth(async (req, { viewer }) => {
  const input = await parseJson(req, itemInputSchema, { maxBytes: 16 * 1024 });
  return json({ item: await addItem(viewer.id, input) }, 201);
});
