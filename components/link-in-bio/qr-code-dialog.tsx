"use client";

import { Download, QrCode } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { QR_LIGHT, qrDarkColour } from "@/lib/link-in-bio/qr-colour";

interface Codes {
  png: string;
  svg: string;
}

/** The public page's address as a QR code, in the accent colour while scanners can read it, as PNG or SVG. */
export function QrCodeDialog({ url, accent, username }: { url: string; accent: string; username: string }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<Codes | null>(null);
  const dark = qrDarkColour(accent);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void import("qrcode").then(async (QR) => {
      const options = { errorCorrectionLevel: "M" as const, margin: 2, color: { dark, light: QR_LIGHT } };
      const [png, svg] = await Promise.all([
        QR.toDataURL(url, { ...options, width: 1024 }),
        QR.toString(url, { ...options, type: "svg" }),
      ]);
      if (live) setCodes({ png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [open, url, dark]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <QrCode aria-hidden="true" />
          QR code
        </Button>
      </DialogTrigger>
      <DialogPanel
        className="sm:max-w-sm"
        title="QR code of your page"
        description={
          <>
            Print it or put it on a slide: scanning it opens {url.replace(/^https?:\/\//, "")}.
            {dark !== accent.toLowerCase() && " Your button colour is too light to scan reliably, so it is black."}
          </>
        }
      >
        <div className="mx-auto flex size-64 items-center justify-center rounded-xl border bg-white p-2">
          {codes ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
            <img src={codes.svg} alt={`QR code for ${url}`} width={240} height={240} data-testid="qr-code" />
          ) : (
            <Spinner label="Drawing the QR code…" />
          )}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline" aria-disabled={!codes}>
            <a href={codes?.png} download={`${username}-qr.png`}>
              <Download aria-hidden="true" />
              PNG
            </a>
          </Button>
          <Button asChild variant="outline" aria-disabled={!codes}>
            <a href={codes?.svg} download={`${username}-qr.svg`}>
              <Download aria-hidden="true" />
              SVG
            </a>
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
