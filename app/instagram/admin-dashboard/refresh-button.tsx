"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { TransitionButton } from "./transition-button";

export function RefreshButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <TransitionButton action={() => router.refresh()}>
      {(pending) => (
        <>
          <RefreshCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
          {pending ? "Refreshing…" : label}
        </>
      )}
    </TransitionButton>
  );
}
