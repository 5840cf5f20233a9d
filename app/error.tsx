"use client";

import { Button } from "@/components/ui/button";

// A page failed to render (for example the database is briefly unreachable).
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn&apos;t load this page just now. Nothing you saved is lost. Please try again in a moment.
      </p>
      <Button className="mt-8" size="lg" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
