"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";

import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";

/** The only client code of the share page: copy the bio, with a toast for success and for failure. */
export function CopyBioButton({ bio }: { bio: string }) {
  const { copied, copy } = useCopy();
  return (
    <Button
      variant="gradient"
      size="lg"
      onClick={async () => {
        if (await copy(bio)) toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
        else toast.error("Failed to copy bio to clipboard");
      }}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copied!" : "Copy this bio"}
    </Button>
  );
}
