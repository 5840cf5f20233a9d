"use client";

import { PageError } from "@/components/layout/page-error";

export default function AccountError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PageError
      page="Account"
      title="Your account could not be loaded"
      description="Something went wrong while reading your plan and usage. Please try again in a moment."
      reset={reset}
    />
  );
}
