"use client";

import { PageError } from "@/components/layout/page-error";

export default function AbTestError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PageError
      page="A/B test"
      title="Your A/B tests could not be loaded"
      description="Something went wrong while reading your tests and their results. Please try again in a moment."
      reset={reset}
    />
  );
}
