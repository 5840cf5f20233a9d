import { suggestionsRequestSchema } from "@/lib/calendar/calendar.schema";
import { calendarClock } from "@/lib/calendar/calendar-service";
import { calendarSuggestions } from "@/lib/calendar/engine";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const BURST = { name: "calendar-suggestions", max: 20, windowMs: 60 * 1000 };

// POST /api/content-calendar/suggestions – ideas for the coming week or month: dated moments, then evergreen ideas
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(
    BURST,
    viewer.id,
    "You're asking for suggestions very quickly. Please wait a moment and try again.",
  );
  const input = await parseJson(req, suggestionsRequestSchema, { maxBytes: 16 * 1024 });
  const { today } = await calendarClock(viewer.id);
  return json(await calendarSuggestions(input, today, req.signal));
});
