import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ADMIN_USERS_PAGE_SIZE } from "@/lib/admin/admin.schema";
import { href } from "@/lib/config/paths";

/** The users list for a search and page; page 1 and a blank search stay out of the URL. */
export function dashboardHref(query: string | undefined, page: number) {
  return href("admin-dashboard", { q: query || undefined, page: page > 1 ? page : undefined });
}

export function Pagination({
  query,
  page,
  pageCount,
  total,
  shown,
}: {
  query: string | undefined;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
}) {
  const from = (page - 1) * ADMIN_USERS_PAGE_SIZE + 1;
  return (
    <nav aria-label="Pages of users" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount} · users {from}–{from + shown - 1} of {total}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={dashboardHref(query, page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
        )}
        {page < pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link href={dashboardHref(query, page + 1)} rel="next">
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}
