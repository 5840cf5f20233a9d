import { getGamificationProgress } from "@/lib/gamification/progress";
import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/gamification – the signed-in user's XP, level, streak, achievements, badges and active days
export const GET = withAuth(async (_req, { viewer }) => json(await getGamificationProgress(viewer.id)));
