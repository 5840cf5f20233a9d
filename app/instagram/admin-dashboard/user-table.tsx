import type { AdminUserRow, PlanOption } from "./admin-user";
import { AccessButtons } from "./access-buttons";
import { PlanSelect } from "./plan-select";
import { AdminBadge, StatusBadge } from "./user-badges";

/** Desktop layout (lg and up); phones get UserCards. */
export function UserTable({ users, plans }: { users: AdminUserRow[]; plans: PlanOption[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b bg-muted/50 text-xs font-medium text-muted-foreground uppercase">
          <tr>
            {["Email", "Display name", "Plan", "Admin", "Status", "Created"].map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <th scope="row" className="max-w-64 px-4 py-3 font-medium break-all">
                {user.email}
                {user.isSelf && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
              </th>
              <td className="px-4 py-3">
                {user.displayName}
                {user.username && <div className="text-xs text-muted-foreground">@{user.username}</div>}
              </td>
              <td className="px-4 py-3">
                <PlanSelect key={user.plan} user={user} plans={plans} />
              </td>
              <td className="px-4 py-3">
                <AdminBadge user={user} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge user={user} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={user.createdIso}>{user.created}</time>
              </td>
              <td className="px-4 py-3">
                <AccessButtons user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
