import { handle } from "@/lib/http/handler";
import { companyPageResponse } from "@/lib/site-page/company-page-response";

// GET /about – one HTML document without the framework (docs/decisions/010), its words from
// lib/content/legal.ts.
export const GET = handle(async (req) => companyPageResponse("about", req));
