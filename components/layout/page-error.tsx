"use client";

import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** What a page's error boundary shows: the page's name for screen readers, what failed, and a retry. */
export function PageError({
  page,
  title,
  description,
  reset,
  wide = false,
}: {
  page: string;
  title: string;
  description: string;
  reset: () => void;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 py-10 sm:py-12`}>
      <h1 className="sr-only">{page}</h1>
      <EmptyState
        role="alert"
        icon={<AlertTriangle />}
        headingLevel={2}
        title={title}
        description={description}
        action={<Button onClick={reset}>Try again</Button>}
      />
    </div>
  );
}
