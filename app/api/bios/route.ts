import { BIOS_PAGE_SIZE, bioListSchema } from "@/lib/bio/generate.schema";
import { listGenerations } from "@/lib/db/generations";
import { withAuth } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/bios?q=&favorite=&page= – the signed-in user's generated bios, newest first
export const GET = withAuth(async (req, { viewer }) => {
  const params = req.nextUrl.searchParams;
  const { q, favorite, page } = parseWith(bioListSchema, {
    q: params.get("q") ?? undefined,
    favorite: params.get("favorite") || undefined,
    page: params.get("page") || undefined,
  });
  const { total, generations } = await listGenerations({
    userId: viewer.id,
    q,
    favorite,
    page,
    pageSize: BIOS_PAGE_SIZE,
  });
  return json({ bios: generations, total, page, pageSize: BIOS_PAGE_SIZE });
});
