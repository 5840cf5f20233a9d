import "server-only";
import { env } from "@/lib/env";
import { getPublicShare } from "@/lib/db/shares";
import { isShareId } from "./share.schema";
import { builtPage, notFoundResponse, pageResponse, type BuiltPage } from "@/lib/site-page/respond";
import { renderShareNotFound, renderSharePage } from "./share-page-html";

// GET /instagram/share/{id}: the page is the same HTML for every visitor, kept in memory per
// share and read again from the database at most once a second, so a burst of visitors costs
// one query a second and a save elsewhere shows within that second. The writers of what the
// page shows (the creator's profile and account, the share itself) forget it at once in their
// process (forgetRenderedShares). Browsers and shared caches may keep it but must ask again
// (`no-cache` with an ETag: a 304 when nothing changed), so a deleted share is gone at once.

const FRESH_MS = 1_000;
const MAX_PAGES = 5_000;

interface Rendered extends BuiltPage {
  status: 200 | 404;
  readAt: number;
}

const pages = new Map<string, Rendered>();

/** Drops these shares' pages: the next request reads the database again. */
export function forgetRenderedShares(ids: readonly string[]): void {
  for (const id of ids) pages.delete(id);
}

async function render(id: string, now: number): Promise<Rendered> {
  const share = isShareId(id) ? await getPublicShare({ id }) : null;
  const body = share ? renderSharePage(share, new URL(env.APP_URL).origin) : renderShareNotFound();
  return { status: share ? 200 : 404, ...builtPage(body), readAt: now };
}

async function page(id: string): Promise<Rendered> {
  const now = Date.now();
  const kept = pages.get(id);
  if (kept && now - kept.readAt < FRESH_MS) return kept;
  const fresh = await render(id, now);
  pages.delete(id);
  // Ids that are not shares are answered but never kept: guessing ids must not fill memory.
  if (fresh.status === 200) {
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
    pages.set(id, fresh);
  }
  return fresh;
}

export async function sharePageResponse(id: string, req: Request): Promise<Response> {
  const rendered = await page(id);
  return rendered.status === 404 ? notFoundResponse(rendered.body) : pageResponse(req, rendered);
}
