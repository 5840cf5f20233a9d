import { createFeed, feedStatus, revokeFeed } from "@/lib/calendar/feed-service";
import { withAuth } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/content-calendar/feed – whether the user's private subscription address is on
export const GET = withAuth(async (_req, { viewer }) => json({ feed: await feedStatus(viewer.id) }));

// POST /api/content-calendar/feed – a new private subscription address (the old one stops working); shown once
export const POST = withAuth(async (_req, { viewer }) => json({ feed: await createFeed(viewer.id) }, 201));

// DELETE /api/content-calendar/feed – turn the subscription address off: it answers 404 from now on
export const DELETE = withAuth(async (_req, { viewer }) => {
  await revokeFeed(viewer.id);
  return new Response(null, { status: 204 });
});
