import { Spinner } from "@/components/ui/spinner";

/** The Suspense fallback of the generator section while the session is read. */
export function GeneratorFallback() {
  return (
    <div className="mx-auto flex min-h-80 max-w-6xl items-center justify-center px-4 py-16">
      <Spinner label="Loading the generator…" showLabel className="text-base" />
    </div>
  );
}
