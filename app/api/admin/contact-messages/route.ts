import { listContactMessages } from "@/lib/db/contact-messages";
import { withAdmin } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/admin/contact-messages – the contact inbox, newest first, with the unread count
export const GET = withAdmin(async () => json(await listContactMessages({ take: 100 })));
