import { ADMIN_USERS_PAGE_SIZE, adminUserSearchSchema } from "@/lib/admin/admin.schema";
import { listUsers } from "@/lib/db/users";
import { withAdmin } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/admin/users?q=&page= – search accounts by email, name or username, 20 a page
export const GET = withAdmin(async (req) => {
  const params = req.nextUrl.searchParams;
  const { q, page } = parseWith(adminUserSearchSchema, {
    q: params.get("q") ?? undefined,
    page: params.get("page") || undefined,
  });
  const { users, total } = await listUsers({ query: q, page, pageSize: ADMIN_USERS_PAGE_SIZE });
  return json({ users, total, page, pageSize: ADMIN_USERS_PAGE_SIZE });
});
