"use client";

import { PageError } from "@/components/layout/page-error";

export default function TeamCollaborationError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PageError
      page="Team Collaboration"
      title="Your team could not be loaded"
      description="Something went wrong while reading your team, its bios and members. Please try again in a moment."
      reset={reset}
    />
  );
}
