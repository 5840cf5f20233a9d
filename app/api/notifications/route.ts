import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";
import { notificationsFor } from "@/lib/teams/notifications";

export const dynamic = "force-dynamic";

// GET /api/notifications – the user's latest notifications and how many are unread
export const GET = withAuth(async (_req, { viewer }) => json(await notificationsFor(viewer.id)));
