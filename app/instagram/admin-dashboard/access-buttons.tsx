"use client";

import { ShieldCheck, ShieldOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminUserRow } from "./admin-user";
import { StatusDialog } from "./status-dialog";
import { useUpdateUser } from "./use-update-user";

/** Make admin / Revoke admin and Disable / Enable. An admin cannot do either to themselves. */
export function AccessButtons({ user }: { user: AdminUserRow }) {
  const { update, pending } = useUpdateUser(user.id);
  const who = `${user.displayName} (${user.email})`;

  function toggleAdmin() {
    const isAdmin = !user.isAdmin;
    void update(
      { isAdmin },
      isAdmin
        ? { title: "Admin right granted", description: `${who} can now use the admin dashboard.` }
        : { title: "Admin right revoked", description: `${who} is no longer an administrator.` },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={toggleAdmin}
        disabled={pending || (user.isSelf && user.isAdmin)}
        aria-label={`${user.isAdmin ? "Revoke admin" : "Make admin"} for ${user.email}`}
      >
        {user.isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {user.isAdmin ? "Revoke admin" : "Make admin"}
      </Button>
      <StatusDialog
        user={user}
        pending={pending}
        onConfirm={() =>
          update(
            { disabled: !user.disabled },
            user.disabled
              ? { title: "Account enabled", description: `${who} can sign in again.` }
              : { title: "Account disabled", description: `${who} was signed out everywhere.` },
          )
        }
      />
      {user.isSelf && (
        <p className="w-full text-xs text-muted-foreground">
          You can&apos;t revoke your own admin right or disable yourself.
        </p>
      )}
    </div>
  );
}
