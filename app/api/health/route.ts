import { pingDatabase } from "@/lib/db/health";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database reachability (503 when the database is down)
export const GET = handle(async () => {
  await pingDatabase();
  return json({ status: "ok" });
});
