import { z } from "zod";
import { setUserTimeZone } from "@/lib/db/gamification";
import { isValidTimeZone, TIME_ZONE_MESSAGE } from "@/lib/gamification/time-zone";
import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

const timeZoneSchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).trim().refine(isValidTimeZone, { error: TIME_ZONE_MESSAGE }),
});

// POST /api/me/time-zone – store the browser's time zone, in which streak days are counted
export const POST = withAuth(async (req, { viewer }) => {
  const { timeZone } = await parseJson(req, timeZoneSchema, { maxBytes: 1024 });
  await setUserTimeZone({ userId: viewer.id, timeZone });
  return json({ timeZone });
});
