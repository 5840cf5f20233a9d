import { planRequestSchema } from "@/lib/calendar/calendar.schema";
import { calendarClock } from "@/lib/calendar/calendar-service";
import { planDayProblem } from "@/lib/calendar/days";
import { planBio } from "@/lib/calendar/engine";
import { withAuth } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const BURST = { name: "calendar-plan", max: 30, windowMs: 60 * 1000 };

// POST /api/content-calendar/plan – a suggested bio for content planned on a day from today to 30 days ahead
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(BURST, viewer.id, "You're planning very quickly. Please wait a moment and try again.");
  const input = await parseJson(req, planRequestSchema, { maxBytes: 16 * 1024 });
  const problem = planDayProblem(input.date, (await calendarClock(viewer.id)).today);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const { suggestedBio, engine } = await planBio(input, req.signal);
  return json({ suggestedBio, engine });
});
