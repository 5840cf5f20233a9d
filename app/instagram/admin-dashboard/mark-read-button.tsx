"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { MailCheck, MailOpen } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/client/post-json";

export function MarkReadButton({ id, read }: { id: string; read: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      aria-busy={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await requestJson(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
            method: "PATCH",
            body: JSON.stringify({ read: !read }),
          });
          if (!result.ok) {
            toast.error("Error", { description: result.message });
            return;
          }
          router.refresh();
        })
      }
    >
      {read ? <MailOpen aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
      {read ? "Mark as unread" : "Mark as read"}
    </Button>
  );
}
