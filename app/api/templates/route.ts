import { handle } from "@/lib/http/handler";
import { parseWith } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getCatalogue } from "@/lib/templates/catalogue-cache";
import { filterTemplates } from "@/lib/templates/filter";
import { templateListSchema } from "./templates.schema";

export const dynamic = "force-dynamic";

// GET /api/templates?category=&q=&premium= – the whole matching list of templates, unpaged (public, cached)
export const GET = handle(async (req) => {
  const params = req.nextUrl.searchParams;
  const query = parseWith(templateListSchema, {
    category: params.get("category") ?? undefined,
    q: params.get("q") ?? undefined,
    premium: params.get("premium") || undefined,
  });
  const templates = filterTemplates(await getCatalogue(), query);
  return json(templates, {
    headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" },
  });
});
