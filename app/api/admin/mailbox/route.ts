import { withAdmin } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { json } from "@/lib/http/respond";
import { devMailboxFor } from "@/lib/mail/mailbox";

export const dynamic = "force-dynamic";

// GET /api/admin/mailbox – the latest mails of the dev mailbox (development only), reset links
// hidden unless the mail is to the admin asking; 404 in production, where there is no dev mailbox
export const GET = withAdmin(async (_req, { viewer }) => {
  const messages = await devMailboxFor(viewer.email);
  if (!messages) throw new AppError("NOT_FOUND", "There is no dev mailbox in production: mail goes through SMTP_URL.");
  return json({ messages });
});
