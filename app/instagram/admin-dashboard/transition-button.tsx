"use client";

import { useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A small outline button of the dashboard that runs its action as a transition, busy until it ends. */
export function TransitionButton({
  action,
  children,
}: {
  action: () => void | Promise<void>;
  children: (pending: boolean) => ReactNode;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" size="sm" disabled={pending} aria-busy={pending} onClick={() => startTransition(action)}>
      {children(pending)}
    </Button>
  );
}
