"use client";

import { useRouter } from "next/navigation";
import { MailCheck, MailOpen } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/post-json";
import { TransitionButton } from "./transition-button";

export function MarkReadButton({ id, read }: { id: string; read: boolean }) {
  const router = useRouter();
  return (
    <TransitionButton
      action={async () => {
        const result = await requestJson(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
          method: "PATCH",
          body: JSON.stringify({ read: !read }),
        });
        if (!result.ok) {
          toast.error("Error", { description: result.message });
          return;
        }
        router.refresh();
      }}
    >
      {() => (
        <>
          {read ? <MailOpen aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
          {read ? "Mark as unread" : "Mark as read"}
        </>
      )}
    </TransitionButton>
  );
}
