"use client";

import { PageError } from "@/components/layout/page-error";

export default function AdminDashboardError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PageError
      page="Admin Dashboard"
      title="The admin dashboard could not be loaded"
      description="Something went wrong while reading users or mail. Please try again in a moment."
      reset={reset}
      wide
    />
  );
}
