"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { postJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

/** Ends every session and API token, this browser's too, then goes to sign-in. */
export function SignOutEverywhere() {
  const router = useRouter();
  async function onConfirm() {
    const result = await postJson<{ message: string }>("/api/account/sign-out-everywhere", {});
    if (!result.ok) {
      toast.error("Could not sign out everywhere", { description: result.message });
      return false;
    }
    await signOut({ redirect: false }).catch(() => undefined);
    toast.success("Signed out everywhere", { description: result.data.message });
    router.push(href("login"));
    router.refresh();
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-fit">
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      }
      title="Sign out on every device?"
      description="Every browser and app signed in to your account, this one included, is signed out. API tokens stop working. You can sign in again right away."
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out…"
      tone="default"
      onConfirm={onConfirm}
    />
  );
}
