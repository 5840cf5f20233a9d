import { Badge } from "@/components/ui/badge";
import type { AdminUserRow } from "./admin-user";

export function AdminBadge({ user }: { user: AdminUserRow }) {
  return user.isAdmin ? <Badge variant="info">Admin</Badge> : <span className="text-sm text-muted-foreground">No</span>;
}

export function StatusBadge({ user }: { user: AdminUserRow }) {
  return user.disabled ? <Badge variant="destructive">Disabled</Badge> : <Badge variant="success">Active</Badge>;
}
