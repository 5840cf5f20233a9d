import "server-only";
import { revalidatePath } from "next/cache";
import { getRoute } from "@/lib/config/routes";
import { listShareIds } from "@/lib/db/shares";

// Share pages are rendered once and served from Next's page cache until something on them
// changes: the creator's name, photo or username, their account being disabled or deleted.
// Those changes expire the pages at once, so the next visitor gets a fresh render (or the
// 404 of a share that is gone).

export function sharePath(id: string): string {
  return `${getRoute("share").path}/${id}`;
}

/** Expires the cached pages of these shares. Outside a Next request (tests, scripts) there is no page cache to expire. */
export function forgetSharePages(ids: readonly string[]): void {
  for (const id of ids) {
    try {
      revalidatePath(sharePath(id));
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
    }
  }
}

/** Expires every share page of a user: call after their profile or access changed. */
export async function forgetSharesOf(userId: string): Promise<void> {
  forgetSharePages(await listShareIds({ userId }));
}
