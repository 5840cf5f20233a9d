import { PageHeaderSkeleton } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";

export default function TrendsLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12" aria-busy="true">
      <p className="sr-only" role="status">
        Loading trends…
      </p>
      <PageHeaderSkeleton />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
