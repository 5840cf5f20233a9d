import "server-only";
import { listShareIds } from "@/lib/db/shares";
import { forgetRenderedShares } from "./share-page-response";

// Share pages are kept in memory once rendered (./share-page-response.ts) until something on
// them changes: the creator's name, photo or username, their account being disabled or
// deleted, the share itself. Those changes forget the pages at once, so the next visitor gets
// a fresh page (or the 404 of a share that is gone).

/** Forgets the kept pages of these shares. */
export function forgetSharePages(ids: readonly string[]): void {
  forgetRenderedShares(ids);
}

/** Forgets every share page of a user: call after their profile or access changed. */
export async function forgetSharesOf(userId: string): Promise<void> {
  forgetSharePages(await listShareIds({ userId }));
}
