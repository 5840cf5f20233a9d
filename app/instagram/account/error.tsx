"use client";

import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export default function AccountError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <h1 className="sr-only">Account</h1>
      <EmptyState
        role="alert"
        icon={<AlertTriangle />}
        headingLevel={2}
        title="Your account could not be loaded"
        description="Something went wrong while reading your plan and usage. Please try again in a moment."
        action={<Button onClick={reset}>Try again</Button>}
      />
    </div>
  );
}
