"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

const FALLBACK_NAME = "biostudio-data.zip";

function filenameOf(res: Response) {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? FALLBACK_NAME;
}

/** Fetches the ZIP of everything held about the user and saves it. */
export function DownloadDataButton({ variant = "default", className }: Pick<ButtonProps, "variant" | "className">) {
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    try {
      const res = await fetch("/api/account/export", { credentials: "same-origin" });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        toast.error("Download failed", { description: body.message ?? "Please try again in a moment." });
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filenameOf(res);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast.success("Your data is downloading", { description: link.download });
    } catch {
      toast.error("Download failed", { description: "You appear to be offline. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant={variant} className={className} onClick={onClick} disabled={pending}>
      {pending ? <Spinner label="Working…" className="text-current" /> : <Download aria-hidden="true" />}
      {pending ? "Preparing your ZIP…" : "Download my data"}
    </Button>
  );
}
