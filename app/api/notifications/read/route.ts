import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { markRead } from "@/lib/teams/notifications";
import { markReadSchema } from "@/lib/teams/teams.schema";

export const dynamic = "force-dynamic";

// POST /api/notifications/read – mark the given notifications (or, without ids, all of them) read
export const POST = withAuth(async (req, { viewer }) => {
  const { ids } = await parseJson(req, markReadSchema, { maxBytes: 16 * 1024 });
  return json({ unread: await markRead(viewer.id, ids) });
});
