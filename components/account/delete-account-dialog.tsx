"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { LiveAlert } from "@/components/ui/live-alert";
import { PasswordField } from "@/components/auth/auth-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { DELETE_CONFIRMATION, deleteAccountSchema } from "@/lib/account/account.schema";
import { requestJson } from "@/lib/client/post-json";
import { href } from "@/lib/config/paths";

/** Deletes the account for good, after the password and the word DELETE. */
export function DeleteAccountDialog({ premium }: { premium: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const data = new FormData(event.currentTarget);
    const parsed = deleteAccountSchema.safeParse({ password: data.get("password"), confirm: data.get("confirm") });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the form.");

    setPending(true);
    const result = await requestJson<{ message: string }>("/api/account", {
      method: "DELETE",
      body: JSON.stringify(parsed.data),
    });
    if (!result.ok) {
      setPending(false);
      return setError(result.message);
    }
    await signOut({ redirect: false }).catch(() => undefined);
    toast.success("Account deleted", { description: result.data.message });
    router.push(href("home"));
    router.refresh();
  }

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setError(null);
      setConfirm("");
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-full sm:w-fit">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogPanel
        title="Delete your account?"
        description={
          <>
            Your profile, bios, share pages, stats and everything else we hold about you are deleted at once. This
            can&apos;t be undone.
            {premium && " Your Premium subscription is cancelled too."}
          </>
        }
        form={{ onSubmit: onSubmit, className: "grid gap-5", "aria-label": "Delete account", noValidate: true }}
      >
        <PasswordField id="delete-password" kind="current" label="Your password" />
        <div className="grid gap-2">
          <Label htmlFor="delete-confirm">
            Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION}</span> to confirm
          </Label>
          <Input
            id="delete-confirm"
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </div>
        <LiveAlert message={error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={pending || confirm.trim() !== DELETE_CONFIRMATION}>
            {pending && <Spinner label="Deleting your account…" className="text-current" />}
            Delete my account
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
