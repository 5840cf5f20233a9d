import Link from "next/link";
import { SearchX, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ADMIN_USERS_PAGE_SIZE } from "@/lib/admin/admin.schema";
import { PLAN_IDS, PLANS, type PlanId } from "@/lib/config/plans";
import { listUsers } from "@/lib/db/users";
import type { AdminUserRow, PlanOption } from "./admin-user";
import { formatDay } from "./format-date";
import { dashboardHref, Pagination } from "./pagination";
import { UserCards } from "./user-cards";
import { UserSearch } from "./user-search";
import { UserTable } from "./user-table";

const PLAN_OPTIONS: PlanOption[] = PLAN_IDS.map((id) => ({ id, name: PLANS[id].name }));

function asPlan(status: string): PlanId {
  return (PLAN_IDS as readonly string[]).includes(status) ? (status as PlanId) : "free";
}

export async function UsersPanel({
  query,
  page,
  viewerId,
  timeZone,
}: {
  query: string | undefined;
  page: number;
  viewerId: string;
  timeZone: string;
}) {
  const { users, total } = await listUsers({ query, page, pageSize: ADMIN_USERS_PAGE_SIZE });
  const rows: AdminUserRow[] = users.map((u) => ({
    id: u.id,
    email: u.email,
    username: u.username,
    displayName: u.displayName,
    isAdmin: u.isAdmin,
    plan: asPlan(u.subscriptionStatus),
    disabled: u.disabledAt !== null,
    created: formatDay(u.createdAt, timeZone),
    createdIso: u.createdAt.toISOString(),
    isSelf: u.id === viewerId,
  }));
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));

  return (
    <section aria-labelledby="users-heading" className="grid gap-5">
      <h2 id="users-heading" className="sr-only">
        Users
      </h2>
      <UserSearch query={query} />
      <p role="status" className="text-sm text-muted-foreground">
        {query
          ? `${total} ${total === 1 ? "user matches" : "users match"} “${query}”`
          : `${total} ${total === 1 ? "user" : "users"} in total`}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          icon={query ? <SearchX /> : <Users />}
          title={total > 0 ? "Nothing on this page" : query ? "No users found" : "No users yet"}
          description={
            total > 0
              ? `There are only ${pageCount} ${pageCount === 1 ? "page" : "pages"} of results.`
              : query
                ? "No email, display name or username contains that text. Check the spelling or search for less."
                : "Accounts appear here as soon as people sign up."
          }
          action={
            query || total > 0 ? (
              <Button asChild variant="outline">
                <Link href={dashboardHref(total > 0 ? query : undefined, 1)}>
                  {total > 0 ? "Go to the first page" : "Clear search"}
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <UserCards users={rows} plans={PLAN_OPTIONS} />
          <UserTable users={rows} plans={PLAN_OPTIONS} />
          {pageCount > 1 && (
            <Pagination query={query} page={page} pageCount={pageCount} total={total} shown={rows.length} />
          )}
        </>
      )}
    </section>
  );
}
