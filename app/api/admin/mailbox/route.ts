import { ADMIN_MAILBOX_SIZE } from "@/lib/admin/admin.schema";
import { listMail } from "@/lib/db/mailbox";
import { withAdmin } from "@/lib/http/handler";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/admin/mailbox – the latest mails of the dev mailbox (sent when SMTP is not configured)
export const GET = withAdmin(async () => json({ messages: await listMail({ take: ADMIN_MAILBOX_SIZE }) }));
