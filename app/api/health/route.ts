import { composerThread } from "@/lib/bio/composer-thread";
import { pingDatabase } from "@/lib/db/health";
import { handle } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/health – liveness, database reachability (503 when the database is down), and where
// the built-in composer runs (its own thread once it has composed, in a production server)
export const GET = handle(async () => {
  await pingDatabase();
  return json({ status: "ok", composer: composerThread() });
});
