"use client";

import { Copy, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { QrCodeDialog } from "./qr-code-dialog";

/** The page's public address with Copy, Open and its QR code. */
export function SharePanel({ url, accent, username }: { url: string; accent: string; username: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied. Paste it into your Instagram or TikTok bio.");
    } catch {
      toast.error("Your browser did not allow copying. Select the address and copy it yourself.");
    }
  }

  return (
    <section aria-labelledby="lib-share-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="lib-share-title" className="text-sm font-semibold">
        Your public page
      </h2>
      <p className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-all select-all" data-testid="lib-public-url">
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={copy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            Open
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <QrCodeDialog url={url} accent={accent} username={username} />
      </div>
      <p className="text-xs text-muted-foreground">Visitors see what you last saved.</p>
    </section>
  );
}
