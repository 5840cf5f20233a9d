import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";
import { toApiUser } from "@/lib/auth/api-user";

export const dynamic = "force-dynamic";

// GET /api/auth/me – the signed-in user
export const GET = withAuth(async (_req, { viewer }) => json(await toApiUser(viewer)));
