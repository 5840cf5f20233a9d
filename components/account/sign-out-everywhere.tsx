"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

/** Ends every session and API token, this browser's too, then goes to sign-in. */
export function SignOutEverywhere() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function onConfirm() {
    setPending(true);
    const result = await postJson<{ message: string }>("/api/account/sign-out-everywhere", {});
    if (!result.ok) {
      setPending(false);
      toast.error("Could not sign out everywhere", { description: result.message });
      return;
    }
    await signOut({ redirect: false }).catch(() => undefined);
    toast.success("Signed out everywhere", { description: result.data.message });
    router.push(href("login"));
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign out on every device?</DialogTitle>
          <DialogDescription>
            Every browser and app signed in to your account, this one included, is signed out. API tokens stop working.
            You can sign in again right away.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            {pending && <Spinner label="Signing out…" className="text-current" />}
            Sign out everywhere
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
