import type { AdminUserRow, PlanOption } from "./admin-user";
import { AccessButtons } from "./access-buttons";
import { PlanSelect } from "./plan-select";
import { AdminBadge, StatusBadge } from "./user-badges";

/** Phone and tablet layout (below lg); desktops get UserTable. */
export function UserCards({ users, plans }: { users: AdminUserRow[]; plans: PlanOption[] }) {
  return (
    <ul className="grid gap-3 lg:hidden" aria-label="Users">
      {users.map((user) => (
        <li key={user.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">
                {user.displayName}
                {user.isSelf && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
              </h3>
              {user.isAdmin && <AdminBadge user={user} />}
              <StatusBadge user={user} />
            </div>
            <p className="text-sm break-all text-muted-foreground">{user.email}</p>
            <p className="text-xs text-muted-foreground">
              {user.username && <>@{user.username} · </>}
              Created <time dateTime={user.createdIso}>{user.created}</time>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium" aria-hidden="true">
              Plan
            </span>
            <PlanSelect key={user.plan} user={user} plans={plans} />
          </div>
          <AccessButtons user={user} />
        </li>
      ))}
    </ul>
  );
}
